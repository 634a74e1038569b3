-- AlterTable
ALTER TABLE "RequestAction" ADD COLUMN     "round" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "RequestAction_requestId_round_key" ON "RequestAction"("requestId", "round");
