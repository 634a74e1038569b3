-- CreateTable
CREATE TABLE "IdempotentWrite" (
    "id" SERIAL NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "result" JSONB,
    "claimedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotentWrite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotentWrite_expiresAt_idx" ON "IdempotentWrite"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotentWrite_scope_key_key" ON "IdempotentWrite"("scope", "key");
