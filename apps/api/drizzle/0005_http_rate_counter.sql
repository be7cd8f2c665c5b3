CREATE TABLE "http_rate_counter" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "http_rate_counter_window_idx" ON "http_rate_counter" USING btree ("window_started_at");