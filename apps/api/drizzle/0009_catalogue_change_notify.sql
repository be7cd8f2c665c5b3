-- Every change to the catalogue (stock taken at checkout, a campaign unit sold, a re-seed, an operator's UPDATE) tells
-- each API process at commit, so their caches of catalogue answers (src/catalogue/readCache.ts) drop what they hold.
-- NOTIFY is sent at commit (never for a rolled-back transaction) and once per transaction for the same payload.
CREATE OR REPLACE FUNCTION catalogue_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_part_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_part
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER catalogue_series_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_series
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER catalogue_category_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_category
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER catalogue_brand_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_brand
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER catalogue_campaign_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_campaign
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
