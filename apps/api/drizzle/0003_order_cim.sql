CREATE SEQUENCE "public"."cim_apply_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_line" (
	"order_slip_number" text NOT NULL,
	"so_line_number" integer NOT NULL,
	"part_number" text NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_order_slip_number_so_line_number_pk" PRIMARY KEY("order_slip_number","so_line_number")
);
--> statement-breakpoint
CREATE TABLE "order_slip" (
	"order_slip_number" text PRIMARY KEY NOT NULL,
	"customer_code" text,
	"order_user_code" text NOT NULL,
	"order_user_name" text NOT NULL,
	"order_date" date NOT NULL,
	"status" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cim_apply" (
	"apply_num" text PRIMARY KEY NOT NULL,
	"so_slip_number" text NOT NULL,
	"so_line_number" integer NOT NULL,
	"customer_code" text,
	"order_user_code" text NOT NULL,
	"apply_user_code" text NOT NULL,
	"apply_user_name" text NOT NULL,
	"part_number" text NOT NULL,
	"product_name" text NOT NULL,
	"reason_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cim_apply_quantity_positive" CHECK ("cim_apply"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cim_satisfaction" (
	"apply_num" text PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"user_code" text NOT NULL,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cim_satisfaction_rating_range" CHECK ("cim_satisfaction"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_slip_number_order_slip_order_slip_number_fk" FOREIGN KEY ("order_slip_number") REFERENCES "public"."order_slip"("order_slip_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cim_satisfaction" ADD CONSTRAINT "cim_satisfaction_apply_num_cim_apply_apply_num_fk" FOREIGN KEY ("apply_num") REFERENCES "public"."cim_apply"("apply_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_slip_customer_idx" ON "order_slip" USING btree ("customer_code","order_date");--> statement-breakpoint
CREATE INDEX "order_slip_user_idx" ON "order_slip" USING btree ("order_user_code","order_date");--> statement-breakpoint
CREATE INDEX "cim_apply_customer_idx" ON "cim_apply" USING btree ("customer_code","created_at");--> statement-breakpoint
CREATE INDEX "cim_apply_order_user_idx" ON "cim_apply" USING btree ("order_user_code","created_at");--> statement-breakpoint
CREATE INDEX "cim_apply_line_idx" ON "cim_apply" USING btree ("so_slip_number","so_line_number");