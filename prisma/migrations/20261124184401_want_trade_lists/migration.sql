-- AlterTable
ALTER TABLE "CollectionItem" ADD COLUMN     "forTrade" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "EmailPreferences" ADD COLUMN     "wantedForTrade" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "WantedVersion" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "versionId" INTEGER NOT NULL,
    "maxPriceCents" INTEGER,
    "currency" CHAR(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WantedVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WantedVersion_versionId_idx" ON "WantedVersion"("versionId");

-- CreateIndex
CREATE UNIQUE INDEX "WantedVersion_userId_versionId_key" ON "WantedVersion"("userId", "versionId");

-- AddForeignKey
ALTER TABLE "WantedVersion" ADD CONSTRAINT "WantedVersion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WantedVersion" ADD CONSTRAINT "WantedVersion_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "Version"("id") ON DELETE CASCADE ON UPDATE CASCADE;
