CREATE TABLE "order_day_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"api_order" boolean NOT NULL,
	"n" integer NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_day_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
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
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_site_created_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_created_idx";--> statement-breakpoint
DROP INDEX "orders_type_created_idx";--> statement-breakpoint
CREATE INDEX "order_day_counts_day_idx" ON "order_day_counts" USING btree ("day","status","api_order");--> statement-breakpoint
CREATE INDEX "supplier_day_counts_supplier_idx" ON "supplier_day_counts" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "supplier_day_counts_day_idx" ON "supplier_day_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","api_order");--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","api_order");--> statement-breakpoint
CREATE INDEX "orders_supplier_created_idx" ON "orders" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","api_order");--> statement-breakpoint
CREATE INDEX "orders_type_created_idx" ON "orders" USING btree ("product_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","api_order");--> statement-breakpoint
-- Issue 29: the per-day rollups kept by statement-level triggers with transition tables, as
-- order_status_counts (0009): a row per day and status (and per day, supplier and product type)
-- per statement however many orders it touched, in the writer's transaction, so a rolled-back
-- import leaves no count behind. Days are UTC days, as a bare date of the filters is.
-- What one order adds to (sign 1) or takes from (sign -1) its supplier_day_counts row: the
-- statuses of each column are SUPPLIER_ROLLUP_STATUSES' (src/orders/rollups.ts), with which
-- `npm run check:rollups` recomputes them. n and cents: the statuses a Supplier sees; owed_n: ready,
-- in production, fulfilled; pending_cents: ready, in production; approved_cents: fulfilled.
CREATE FUNCTION supplier_day_figures(status text, cost bigint, sign integer,
  OUT n integer, OUT cents bigint, OUT owed_n integer, OUT pending_cents bigint,
  OUT approved_cents bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT sign * (status IN ('pending_design', 'ready', 'in_production', 'fulfilled', 'refunded', 'error'))::int,
    CASE WHEN status IN ('pending_design', 'ready', 'in_production', 'fulfilled', 'refunded', 'error') THEN sign * cost ELSE 0 END,
    sign * (status IN ('ready', 'in_production', 'fulfilled'))::int,
    CASE WHEN status IN ('ready', 'in_production') THEN sign * cost ELSE 0 END,
    CASE WHEN status = 'fulfilled' THEN sign * cost ELSE 0 END
$$;
--> statement-breakpoint
-- One function for inserts, updates and deletes: the orders a statement added count +1, those it
-- removed -1 (an update both), each transition table named only when the statement has it.
CREATE FUNCTION order_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION order_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM supplier_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_truncate();
--> statement-breakpoint
INSERT INTO order_day_counts (day, status, api_order, n, folded)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, api_order, count(*), true
  FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO supplier_day_counts (day, supplier_id, product_type_id, n, cents, owed_n,
    pending_cents, approved_cents, folded)
  SELECT (created_at AT TIME ZONE 'UTC')::date, supplier_id, product_type_id, sum(f.n),
    sum(f.cents), sum(f.owed_n), sum(f.pending_cents), sum(f.approved_cents), true
  FROM orders, supplier_day_figures(status, supplier_cost_cents::bigint * quantity, 1) AS f
  WHERE supplier_id IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(f.n) <> 0 OR sum(f.cents) <> 0 OR sum(f.owed_n) <> 0 OR sum(f.pending_cents) <> 0
    OR sum(f.approved_cents) <> 0;
