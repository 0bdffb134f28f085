CREATE TABLE "tracking_status_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_status_counts_site_idx" ON "tracking_status_counts" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "trackings_code_trgm" ON "trackings" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
-- The counts kept by statement-level triggers with transition tables, as order_status_counts
-- (0009): one row per site and status per statement however many trackings it touched (an import
-- of 10,000 trackings writes a few rows). Cascaded deletes (an order or a site removed) fire them too.
CREATE FUNCTION tracking_status_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_status_counts (site_id, status, n)
    SELECT site_id, status, count(*) FROM new_trackings GROUP BY site_id, status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_status_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_status_counts (site_id, status, n)
    SELECT site_id, status, sum(d) FROM (
      SELECT site_id, status, 1 AS d FROM new_trackings
      UNION ALL
      SELECT site_id, status, -1 AS d FROM old_trackings
    ) AS changes
    GROUP BY site_id, status
    HAVING sum(d) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_status_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tracking_status_counts (site_id, status, n)
    SELECT site_id, status, -count(*) FROM old_trackings GROUP BY site_id, status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tracking_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tracking_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trackings_status_counts_insert AFTER INSERT ON trackings
  REFERENCING NEW TABLE AS new_trackings
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER trackings_status_counts_update AFTER UPDATE ON trackings
  REFERENCING OLD TABLE AS old_trackings NEW TABLE AS new_trackings
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_status_counts_update();
--> statement-breakpoint
CREATE TRIGGER trackings_status_counts_delete AFTER DELETE ON trackings
  REFERENCING OLD TABLE AS old_trackings
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_status_counts_delete();
--> statement-breakpoint
CREATE TRIGGER trackings_status_counts_truncate AFTER TRUNCATE ON trackings
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_status_counts_truncate();
--> statement-breakpoint
INSERT INTO tracking_status_counts (site_id, status, n)
  SELECT site_id, status, count(*) FROM trackings GROUP BY site_id, status;
