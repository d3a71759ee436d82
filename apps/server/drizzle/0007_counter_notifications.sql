-- The airports' counters are answered from memory too (GET /api/counters): a write to them drops that answer
-- on every instance, as the catalogue's tables do (0003).
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "counters" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
