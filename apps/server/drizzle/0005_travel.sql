CREATE TABLE "counters" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"closures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"uncollected_hours" integer DEFAULT 48 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flight_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_terminal" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flight_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flight_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "day_before_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landing_day_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "uncollected_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flight_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "arrival_terminal" text;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cart's answer counts the traveller's open orders toward the customs allowance, so their orders' changes drop it too.
CREATE TRIGGER orders_cart_changed AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION notify_owner_changed('cart_changed', 'user_id');
