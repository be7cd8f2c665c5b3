CREATE TABLE "wechat_bind_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"appid" text NOT NULL,
	"unionid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"headimgurl" text,
	"redirect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_binding" (
	"openid" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"appid" text NOT NULL,
	"unionid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"headimgurl" text,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_login_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"redirect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_scan" (
	"uuid" text PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"state" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_binding" ADD CONSTRAINT "wechat_binding_user_code_user_account_user_code_fk" FOREIGN KEY ("user_code") REFERENCES "public"."user_account"("user_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_bind_ticket_expires_idx" ON "wechat_bind_ticket" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_binding_user_idx" ON "wechat_binding" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "wechat_login_state_expires_idx" ON "wechat_login_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_sandbox_code_expires_idx" ON "wechat_sandbox_code" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_sandbox_scan_expires_idx" ON "wechat_sandbox_scan" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_sandbox_token_expires_idx" ON "wechat_sandbox_token" USING btree ("expires_at");