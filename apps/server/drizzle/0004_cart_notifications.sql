-- A traveller's cart is answered from memory too; any change to its lines drops that answer everywhere.
CREATE TRIGGER cart_changed AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('cart_changed', 'user_id');
