-- AlterTable
ALTER TABLE "CollectionItem" ADD COLUMN     "importKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_userId_importKey_key" ON "CollectionItem"("userId", "importKey");
