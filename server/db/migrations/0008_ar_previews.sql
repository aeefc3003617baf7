CREATE TABLE "ar_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"artwork_id" text,
	"artwork_title" text NOT NULL,
	"width_cm" integer,
	"height_cm" integer,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ar_previews" ADD CONSTRAINT "ar_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ar_previews_user_created_idx" ON "ar_previews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ar_previews_share_id_unique" ON "ar_previews" USING btree ("share_id");