CREATE TABLE "admin_role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"change" text NOT NULL,
	"source" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_hash" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_granted_by" text;--> statement-breakpoint
ALTER TABLE "admin_role_changes" ADD CONSTRAINT "admin_role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_emails" ADD CONSTRAINT "third_party_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_role_changes_user_idx" ON "admin_role_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "third_party_emails_user_idx" ON "third_party_emails" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "third_party_emails_recipient_idx" ON "third_party_emails" USING btree ("recipient_hash","created_at");--> statement-breakpoint
-- Admins from before the grant was recorded count as granted by configuration (decision 0020):
-- where ADMIN_EMAILS is set, the next start keeps those it lists and demotes the others.
UPDATE "users" SET "admin_granted_by" = 'config' WHERE "role" = 'admin';
