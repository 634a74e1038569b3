-- AlterTable
ALTER TABLE "CollectionItem" ADD COLUMN     "clientId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CollectionItem_userId_clientId_key" ON "CollectionItem"("userId", "clientId");
