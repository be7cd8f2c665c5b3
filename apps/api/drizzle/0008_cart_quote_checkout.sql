CREATE SEQUENCE "public"."order_slip_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."quote_slip_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_campaign" (
	"campaign_code" text PRIMARY KEY NOT NULL,
	"campaign_name" text NOT NULL,
	"part_number" text NOT NULL,
	"campaign_price" numeric(12, 2) NOT NULL,
	"limit_qty" integer NOT NULL,
	"sold_qty" integer DEFAULT 0 NOT NULL,
	"per_order_max" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_campaign_sold_within_limit" CHECK ("catalogue_campaign"."sold_qty" >= 0 and "catalogue_campaign"."sold_qty" <= "catalogue_campaign"."limit_qty")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cart_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"customer_code" text,
	"part_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"customer_part_number" text DEFAULT '' NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cart_line_quantity_positive" CHECK ("order_cart_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_download_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slip_number" text NOT NULL,
	"user_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_confirm_request" (
	"request_id" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"kind" text NOT NULL,
	"result_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipment" (
	"shipment_number" text PRIMARY KEY NOT NULL,
	"order_slip_number" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_slip_number" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_line" (
	"quote_slip_number" text NOT NULL,
	"line_number" integer NOT NULL,
	"part_number" text NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"series_code" text,
	"quantity" integer NOT NULL,
	"customer_part_number" text DEFAULT '' NOT NULL,
	"unfit_type" text,
	"unit_price" numeric(12, 2),
	"days_to_ship" integer,
	"decline_reason" text,
	CONSTRAINT "quote_line_quote_slip_number_line_number_pk" PRIMARY KEY("quote_slip_number","line_number")
);
--> statement-breakpoint
CREATE TABLE "quote_slip" (
	"quote_slip_number" text PRIMARY KEY NOT NULL,
	"customer_code" text,
	"user_code" text NOT NULL,
	"user_name" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"valid_until" date,
	"total_amount" numeric(14, 2),
	"order_slip_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ship_to" (
	"ship_to_id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text,
	"owner_user_code" text,
	"receiver_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ship_to_one_owner" CHECK (("user_ship_to"."customer_code" is null) <> ("user_ship_to"."owner_user_code" is null))
);
--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD COLUMN "unfit_type" text;--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD COLUMN "has_delegate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD COLUMN "discontinue_flag" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD COLUMN "sale_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_part" ADD COLUMN "replacement_part_number" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "series_code" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "customer_part_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "branch_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "days_to_ship" integer;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "reserved_stock_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "campaign_code" text;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "tax_amount" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "payment_method" text DEFAULT 'ACCOUNT_PERIOD' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "customer_order_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "requested_delivery_date" date;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "quote_slip_number" text;--> statement-breakpoint
ALTER TABLE "order_slip" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_campaign" ADD CONSTRAINT "catalogue_campaign_part_number_catalogue_part_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."catalogue_part"("part_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment" ADD CONSTRAINT "order_shipment_order_slip_number_order_slip_order_slip_number_fk" FOREIGN KEY ("order_slip_number") REFERENCES "public"."order_slip"("order_slip_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_slip_number_order_slip_order_slip_number_fk" FOREIGN KEY ("order_slip_number") REFERENCES "public"."order_slip"("order_slip_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_quote_slip_number_quote_slip_quote_slip_number_fk" FOREIGN KEY ("quote_slip_number") REFERENCES "public"."quote_slip"("quote_slip_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_to" ADD CONSTRAINT "user_ship_to_customer_code_user_customer_customer_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."user_customer"("customer_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_to" ADD CONSTRAINT "user_ship_to_owner_user_code_user_account_user_code_fk" FOREIGN KEY ("owner_user_code") REFERENCES "public"."user_account"("user_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_campaign_part_idx" ON "catalogue_campaign" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_dedupe_open_idx" ON "job" USING btree ("dedupe_key") WHERE "job"."done_at" is null and "job"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_cart_line_user_part_idx" ON "order_cart_line" USING btree ("user_code","part_number");--> statement-breakpoint
CREATE INDEX "order_download_token_expires_idx" ON "order_download_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_confirm_request_user_idx" ON "order_confirm_request" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "order_shipment_slip_idx" ON "order_shipment" USING btree ("order_slip_number");--> statement-breakpoint
CREATE INDEX "order_status_history_slip_idx" ON "order_status_history" USING btree ("order_slip_number","at");--> statement-breakpoint
CREATE INDEX "quote_line_part_idx" ON "quote_line" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "quote_slip_customer_idx" ON "quote_slip" USING btree ("customer_code","requested_at");--> statement-breakpoint
CREATE INDEX "quote_slip_user_idx" ON "quote_slip" USING btree ("user_code","requested_at");--> statement-breakpoint
CREATE INDEX "user_ship_to_customer_idx" ON "user_ship_to" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "user_ship_to_owner_idx" ON "user_ship_to" USING btree ("owner_user_code");--> statement-breakpoint
CREATE INDEX "order_line_part_idx" ON "order_line" USING btree ("part_number");