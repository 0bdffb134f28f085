CREATE TABLE "supplier_month_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"n" integer NOT NULL,
	"cents" bigint NOT NULL,
	"owed_n" integer NOT NULL,
	"pending_cents" bigint NOT NULL,
	"approved_cents" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_month_counts_supplier_idx" ON "supplier_month_counts" USING btree ("supplier_id","month");--> statement-breakpoint
CREATE INDEX "supplier_month_counts_month_idx" ON "supplier_month_counts" USING btree ("month");--> statement-breakpoint
-- Issue 29: order_rollups() (migrations 0017, 0021) keeps supplier_month_counts too: the rows
-- supplier_day_counts gets, by the month of their day, in the writer's transaction.
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
  EXECUTE format($sql$
    INSERT INTO supplier_month_counts (month, supplier_id, product_type_id, n, cents, owed_n,
        pending_cents, approved_cents)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, supplier_id,
        product_type_id, sum(f.n), sum(f.cents), sum(f.owed_n), sum(f.pending_cents),
        sum(f.approved_cents)
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
  DELETE FROM supplier_month_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO supplier_month_counts (month, supplier_id, product_type_id, n, cents, owed_n,
    pending_cents, approved_cents, folded)
  SELECT date_trunc('month', day::timestamp)::date, supplier_id, product_type_id, sum(n),
    sum(cents), sum(owed_n), sum(pending_cents), sum(approved_cents), true
  FROM supplier_day_counts GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(cents) <> 0 OR sum(owed_n) <> 0 OR sum(pending_cents) <> 0
    OR sum(approved_cents) <> 0;
