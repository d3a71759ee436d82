-- A traveller's cart is answered from memory too; any change to its lines drops that answer everywhere.
CREATE OR REPLACE FUNCTION notify_cart_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cart_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('cart_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cart_changed AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION notify_cart_changed();
