-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "titleKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Game_titleKey_trgm_idx" ON "Game" USING GIN ("titleKey" gin_trgm_ops);
