-- CreateIndex
CREATE INDEX "Comment_requestId_id_idx" ON "Comment"("requestId", "id");

-- CreateIndex
CREATE INDEX "Request_type_createdAt_id_idx" ON "Request"("type", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Vote_requestId_id_idx" ON "Vote"("requestId", "id");
