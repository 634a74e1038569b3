// Copies of stored images, made on their first request and kept on disk under the image's content
// hash: a hash names the same bytes forever, so a copy never goes stale and a hit reads no database.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { makeVariant, type Variant, type VariantFormat } from './image-variant.ts';

export interface StoredUpload {
  data: Uint8Array;
  mime: string;
}

export type LoadUpload = (sha256: string) => Promise<StoredUpload | null>;

export class ImageVariantCache {
  /** Copies being made, by file name: requests for one copy at the same time make it once. */
  private readonly making = new Map<string, Promise<Variant | null>>();

  constructor(
    private readonly dir: string,
    private readonly loadUpload: LoadUpload,
  ) {}

  /** The copy, or null when no image has this hash. `sha256` must already be checked as hex. */
  async get(sha256: string, width: number, format: VariantFormat): Promise<Variant | null> {
    const file = path.join(this.dir, `${sha256}-${width}.${format}`);
    const kept = await readKept(file, format);
    if (kept) return kept;
    let making = this.making.get(file);
    if (!making) {
      making = this.make(sha256, width, format, file).finally(() => this.making.delete(file));
      this.making.set(file, making);
    }
    return making;
  }

  private async make(sha256: string, width: number, format: VariantFormat, file: string): Promise<Variant | null> {
    const upload = await this.loadUpload(sha256);
    if (!upload) return null;
    const variant = await makeVariant(upload.data, upload.mime, width, format);
    await mkdir(this.dir, { recursive: true });
    // Written whole under another name first: a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, variant.data);
    await rename(partial, file);
    return variant;
  }
}

async function readKept(file: string, format: VariantFormat): Promise<Variant | null> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // A copy in the upload's format says which by its first bytes.
  const mime = format === 'upload' ? (await fileTypeFromBuffer(data))?.mime : `image/${format}`;
  return mime ? { data, mime } : null;
}
