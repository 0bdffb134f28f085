CREATE TABLE "order_status_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"api_order" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_status_counts_status_idx" ON "order_status_counts" USING btree ("status","api_order");--> statement-breakpoint
-- The counts kept by statement-level triggers with transition tables: one row per status per
-- statement however many orders it touched (an import of 5,000 orders writes a few rows).
CREATE FUNCTION order_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, api_order, n)
    SELECT status, api_order, count(*) FROM new_orders GROUP BY status, api_order;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, api_order, n)
    SELECT status, api_order, sum(d) FROM (
      SELECT status, api_order, 1 AS d FROM new_orders
      UNION ALL
      SELECT status, api_order, -1 AS d FROM old_orders
    ) AS changes
    GROUP BY status, api_order
    HAVING sum(d) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, api_order, n)
    SELECT status, api_order, -count(*) FROM old_orders GROUP BY status, api_order;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_update();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_delete();
--> statement-breakpoint
CREATE TRIGGER orders_status_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_truncate();
--> statement-breakpoint
INSERT INTO order_status_counts (status, api_order, n)
  SELECT status, api_order, count(*) FROM orders GROUP BY status, api_order;
