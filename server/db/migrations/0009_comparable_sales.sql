CREATE TABLE "comparable_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_key" text NOT NULL,
	"source" text NOT NULL,
	"artist" text NOT NULL,
	"artist_key" text NOT NULL,
	"title" text,
	"medium_category" text NOT NULL,
	"medium_text" text,
	"year_created" integer,
	"height_cm" real,
	"width_cm" real,
	"sale_date" date NOT NULL,
	"auction_house" text,
	"auction_location" text,
	"lot" text,
	"sold" boolean NOT NULL,
	"price_usd" integer,
	"price_kind" text,
	"estimate_low_usd" integer,
	"estimate_high_usd" integer,
	"lot_url" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparable_sales_sold_has_price" CHECK (not "comparable_sales"."sold" or "comparable_sales"."price_usd" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "comparable_sales_record_key_unique" ON "comparable_sales" USING btree ("record_key");--> statement-breakpoint
CREATE INDEX "comparable_sales_artist_medium_idx" ON "comparable_sales" USING btree ("artist_key","medium_category");