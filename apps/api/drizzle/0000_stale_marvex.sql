CREATE TABLE "catalogue_brand" (
	"brand_code" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"brand_name_en" text NOT NULL,
	"own_brand" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"series_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_category" (
	"category_code" text PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"sort" integer NOT NULL,
	"series_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_part" (
	"part_number" text PRIMARY KEY NOT NULL,
	"part_number_upper" text COLLATE "C" NOT NULL,
	"series_code" text NOT NULL,
	"seq" integer NOT NULL,
	"spec_values" jsonb NOT NULL,
	"price_breaks" jsonb NOT NULL,
	"days_to_ship" integer NOT NULL,
	"stock_qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_series" (
	"series_code" text PRIMARY KEY NOT NULL,
	"series_name" text NOT NULL,
	"brand_code" text NOT NULL,
	"category_code" text NOT NULL,
	"sort" integer NOT NULL,
	"description" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"spec_list" jsonb NOT NULL,
	"spec_summary" text NOT NULL,
	"cad_available" boolean NOT NULL,
	"min_price" numeric(12, 2) NOT NULL,
	"min_days_to_ship" integer NOT NULL,
	"part_count" integer NOT NULL,
	"search_tokens" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_meta" (
	"step" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD CONSTRAINT "catalogue_part_series_code_catalogue_series_series_code_fk" FOREIGN KEY ("series_code") REFERENCES "public"."catalogue_series"("series_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_series" ADD CONSTRAINT "catalogue_series_brand_code_catalogue_brand_brand_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."catalogue_brand"("brand_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_series" ADD CONSTRAINT "catalogue_series_category_code_catalogue_category_category_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."catalogue_category"("category_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_category_parent_idx" ON "catalogue_category" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "catalogue_part_upper_idx" ON "catalogue_part" USING btree ("part_number_upper","series_code");--> statement-breakpoint
CREATE INDEX "catalogue_part_series_idx" ON "catalogue_part" USING btree ("series_code","seq");--> statement-breakpoint
CREATE INDEX "catalogue_series_category_idx" ON "catalogue_series" USING btree ("category_code","sort");--> statement-breakpoint
CREATE INDEX "catalogue_series_brand_idx" ON "catalogue_series" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "catalogue_series_tokens_idx" ON "catalogue_series" USING gin ("search_tokens");