CREATE TABLE "style_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"style" text NOT NULL,
	"era" text NOT NULL,
	"probability" real NOT NULL,
	"prediction" jsonb NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "style_analyses" ADD CONSTRAINT "style_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "style_analyses_user_created_idx" ON "style_analyses" USING btree ("user_id","created_at" DESC NULLS LAST);