-- AlterTable
ALTER TABLE "FriendRequest" ADD COLUMN     "pendingPair" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "FriendRequest_pendingPair_key" ON "FriendRequest"("pendingPair");
