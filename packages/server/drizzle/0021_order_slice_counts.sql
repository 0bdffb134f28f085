CREATE TABLE "order_slice_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"supplier_id" integer,
	"status" text NOT NULL,
	"api_order" boolean NOT NULL,
	"n" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_slice_counts_site_idx" ON "order_slice_counts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "order_slice_counts_supplier_idx" ON "order_slice_counts" USING btree ("supplier_id");--> statement-breakpoint
-- Issue 29: order_rollups() (migration 0017) keeps order_slice_counts too, a row per site,
-- supplier, status and api per statement, in the writer's transaction.
CREATE OR REPLACE FUNCTION order_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_orders'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_orders'
    ELSE 'SELECT *, 1 AS sign FROM new_orders UNION ALL SELECT *, -1 FROM old_orders'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_day_counts (day, status, api_order, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, api_order, sum(sign)
      FROM (%s) AS changes
      GROUP BY 1, 2, 3
      HAVING sum(sign) <> 0$sql$, changes);
  EXECUTE format($sql$
    INSERT INTO order_slice_counts (site_id, supplier_id, status, api_order, n)
      SELECT site_id, supplier_id, status, api_order, sum(sign)
      FROM (%s) AS changes
      GROUP BY 1, 2, 3, 4
      HAVING sum(sign) <> 0$sql$, changes);
  EXECUTE format($sql$
    INSERT INTO supplier_day_counts (day, supplier_id, product_type_id, n, cents, owed_n,
        pending_cents, approved_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, supplier_id, product_type_id, sum(f.n),
        sum(f.cents), sum(f.owed_n), sum(f.pending_cents), sum(f.approved_cents)
      FROM (%s) AS changes,
        supplier_day_figures(status, supplier_cost_cents::bigint * quantity, sign) AS f
      WHERE supplier_id IS NOT NULL
      GROUP BY 1, 2, 3
      HAVING sum(f.n) <> 0 OR sum(f.cents) <> 0 OR sum(f.owed_n) <> 0
        OR sum(f.pending_cents) <> 0 OR sum(f.approved_cents) <> 0$sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM order_slice_counts;
  DELETE FROM supplier_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO order_slice_counts (site_id, supplier_id, status, api_order, n, folded)
  SELECT site_id, supplier_id, status, api_order, count(*), true
  FROM orders GROUP BY 1, 2, 3, 4;
