-- A user's notices are answered from memory (GET /api/notifications): a new notice, or one read, drops that user's
-- answers on every instance. The owner's id goes with the notification, as for carts (0004).
CREATE TRIGGER notice_changed AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('notice_changed', 'user_id');
