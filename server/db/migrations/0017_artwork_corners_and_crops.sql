ALTER TABLE "appraisal_files" ADD COLUMN "crop_key" text;--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "artwork_corners" jsonb;