-- AlterTable
ALTER TABLE "DevTalkPost" ADD COLUMN     "contentHtml" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "slug" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- CreateTable
CREATE TABLE "MinigameResult" (
    "userId" INTEGER NOT NULL,
    "game" TEXT NOT NULL,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "bestScore" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MinigameResult_pkey" PRIMARY KEY ("userId","game")
);

-- CreateIndex
CREATE UNIQUE INDEX "DevTalkPost_slug_key" ON "DevTalkPost"("slug");

-- AddForeignKey
ALTER TABLE "MinigameResult" ADD CONSTRAINT "MinigameResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
