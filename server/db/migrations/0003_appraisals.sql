CREATE TABLE "appraisal_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appraisal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_reports" (
	"appraisal_id" uuid PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"historical_context" text NOT NULL,
	"market_analysis" text NOT NULL,
	"authentication_indicators" text NOT NULL,
	"recommendations" jsonb NOT NULL,
	"analysis" jsonb NOT NULL,
	"factors" jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"artist_name" text,
	"artwork_title" text,
	"medium" text NOT NULL,
	"year_created" text,
	"height" text,
	"width" text,
	"provenance" text,
	"additional_notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"estimated_low" integer,
	"estimated_high" integer,
	"valuation_id" text,
	"failure_reason" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"admin_notes" text,
	"is_paid" boolean DEFAULT true NOT NULL,
	"email_sent_at" timestamp with time zone,
	"ready_email_sent_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisals_range_ordered" CHECK ("appraisals"."estimated_low" is null or "appraisals"."estimated_high" >= "appraisals"."estimated_low")
);
--> statement-breakpoint
ALTER TABLE "appraisal_files" ADD CONSTRAINT "appraisal_files_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_reports" ADD CONSTRAINT "appraisal_reports_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_files_position_unique" ON "appraisal_files" USING btree ("appraisal_id","kind","position");--> statement-breakpoint
CREATE INDEX "appraisals_user_submitted_idx" ON "appraisals" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appraisals_status_submitted_idx" ON "appraisals" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_valuation_id_unique" ON "appraisals" USING btree ("valuation_id");