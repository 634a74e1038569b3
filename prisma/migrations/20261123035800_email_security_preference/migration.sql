-- AlterTable
ALTER TABLE "EmailPreferences" ADD COLUMN     "security" BOOLEAN NOT NULL DEFAULT false;
