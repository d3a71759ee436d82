-- Every instance keeps read caches (catalogue views, sessions) in memory and drops them when these
-- notifications arrive: any write to what they are computed from announces itself, whoever made it.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_videos" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_stock" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('user_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('user_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_user_changed();--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
