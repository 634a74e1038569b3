/** Prisma's "record to read, update or delete does not exist" (P2025), e.g. from findUniqueOrThrow. */
export function isRowMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2025'
  );
}
