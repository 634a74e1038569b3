// Images are content-addressed: their sha256 names them in the database and in their URL.
import { createHash } from 'node:crypto';

export interface ImageBytes {
  data: Buffer;
  mime: string;
  width: number;
  height: number;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The URL never changes for the same bytes, so it is cached forever. */
export function imageUrl(hash: string): string {
  return `/images/${hash}`;
}
