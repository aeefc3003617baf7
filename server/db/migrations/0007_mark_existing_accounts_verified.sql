-- Accounts created before e-mail verification existed keep working as they did (issue 13):
-- they count as verified, so an admin stays an admin after the upgrade.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
