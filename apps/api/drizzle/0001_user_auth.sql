CREATE TABLE "auth_login_attempt" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"session_id_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"user_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"family_id" uuid NOT NULL,
	"binding_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "user_customer" (
	"customer_code" text PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_type" text NOT NULL,
	"settlement_type" text NOT NULL,
	"settlement_type_disp" text NOT NULL,
	"tax_no" text,
	"address" text,
	"zip_code" text,
	"tel" text,
	"ship_to_manage_flag" text DEFAULT '0' NOT NULL,
	"ship_to_change_flag" text DEFAULT '0' NOT NULL,
	"order_cancel_display_flag" text DEFAULT '0' NOT NULL,
	"service_stop_type" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"user_code" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_code" text,
	"permission_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"email" text,
	"cellular_phone" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"new_tab_flag" text DEFAULT '1' NOT NULL,
	"purchase_link_flag" text DEFAULT '0' NOT NULL,
	"prompt_delivery_flag" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ADD CONSTRAINT "auth_refresh_token_user_code_user_account_user_code_fk" FOREIGN KEY ("user_code") REFERENCES "public"."user_account"("user_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_code_user_account_user_code_fk" FOREIGN KEY ("user_code") REFERENCES "public"."user_account"("user_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_customer_code_user_customer_customer_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."user_customer"("customer_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_refresh_token_family_idx" ON "auth_refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_session_family_idx" ON "auth_session" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "auth_session_binding_idx" ON "auth_session" USING btree ("binding_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_login_id_lower_idx" ON "user_account" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "user_account_customer_idx" ON "user_account" USING btree ("customer_code");