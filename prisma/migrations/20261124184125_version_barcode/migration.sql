-- AlterTable
ALTER TABLE "Version" ADD COLUMN     "barcode" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Version_barcode_key" ON "Version"("barcode");
