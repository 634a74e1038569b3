-- CreateEnum
CREATE TYPE "GameHistoryKind" AS ENUM ('CREATED', 'EDITED', 'DELETED');

-- CreateTable
CREATE TABLE "GameHistoryEntry" (
    "id" SERIAL NOT NULL,
    "kind" "GameHistoryKind" NOT NULL,
    "gameId" INTEGER NOT NULL,
    "liveGameId" INTEGER,
    "gameTitle" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "requestId" INTEGER,
    "proposerId" INTEGER,
    "moderatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameHistoryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GameHistoryEntry_liveGameId_createdAt_id_idx" ON "GameHistoryEntry"("liveGameId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "GameHistoryEntry_gameId_createdAt_id_idx" ON "GameHistoryEntry"("gameId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "GameHistoryEntry_requestId_idx" ON "GameHistoryEntry"("requestId");

-- CreateIndex
CREATE INDEX "GameHistoryEntry_proposerId_idx" ON "GameHistoryEntry"("proposerId");

-- CreateIndex
CREATE INDEX "GameHistoryEntry_moderatorId_idx" ON "GameHistoryEntry"("moderatorId");

-- CreateIndex
CREATE UNIQUE INDEX "GameHistoryEntry_createdAt_id_key" ON "GameHistoryEntry"("createdAt", "id");

-- AddForeignKey
ALTER TABLE "GameHistoryEntry" ADD CONSTRAINT "GameHistoryEntry_liveGameId_fkey" FOREIGN KEY ("liveGameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameHistoryEntry" ADD CONSTRAINT "GameHistoryEntry_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "Request"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameHistoryEntry" ADD CONSTRAINT "GameHistoryEntry_proposerId_fkey" FOREIGN KEY ("proposerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameHistoryEntry" ADD CONSTRAINT "GameHistoryEntry_moderatorId_fkey" FOREIGN KEY ("moderatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
