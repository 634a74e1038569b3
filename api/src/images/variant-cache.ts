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

/** Says whether the client may have one more copy made (and counts it when it may). */
export type MakeAllowance = () => Promise<boolean>;

/** No copy now (the client's allowance is spent, or the process is busy): serve the upload itself. */
export const NOT_NOW = Symbol('not now');

export class ImageVariantCache {
  /** Copies being made, by file name: requests for one copy at the same time make it once. */
  private readonly making = new Map<string, Promise<Variant | null>>();
  private readonly gate: MakingGate;
  /** Copies being made now and copies waiting for their turn. */
  get load(): { running: number; waiting: number } {
    return this.gate.load;
  }

  private readonly dir: string;
  private readonly loadUpload: LoadUpload;
  constructor(dir: string, loadUpload: LoadUpload, limits: { concurrent: number; waiting: number }) {
    this.dir = dir;
    this.loadUpload = loadUpload;
    this.gate = new MakingGate(limits.concurrent, limits.waiting);
  }

  /**
   * The copy, null when no image has this hash, or NOT_NOW when it is not kept and may not be
   * made now. `sha256` must already be checked as hex.
   */
  async get(
    sha256: string,
    width: number,
    format: VariantFormat,
    mayMake: MakeAllowance = async () => true,
  ): Promise<Variant | null | typeof NOT_NOW> {
    const file = path.join(this.dir, `${sha256}-${width}.${format}`);
    const kept = await readKept(file, format);
    if (kept) return kept;
    let making = this.making.get(file);
    if (making) return making;
    // Room is asked again after the allowance: other requests may have filled the line meanwhile,
    // and from here to run() taking its place nothing awaits.
    if (!this.gate.hasRoom() || !(await mayMake()) || !this.gate.hasRoom()) return NOT_NOW;
    making = this.making.get(file);
    if (making) return making;
    making = this.gate.run(() => this.make(sha256, width, format, file)).finally(() => this.making.delete(file));
    this.making.set(file, making);
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

/** At most `concurrent` tasks at once, and `waiting` more in line; past that, no room. */
class MakingGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  private readonly concurrent: number;
  private readonly waiting: number;
  constructor(concurrent: number, waiting: number) {
    this.concurrent = concurrent;
    this.waiting = waiting;
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  hasRoom(): boolean {
    return this.running < this.concurrent || this.queue.length < this.waiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its place straight to the next in line, so nobody starting between
    // the hand-over and the waiter's turn can push the count past `concurrent`.
    if (this.running >= this.concurrent) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
