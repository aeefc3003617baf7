import type { Readable } from "node:stream";

/** Where uploaded files live; keys look like "appraisals/<id>/image-0.jpg". */
export interface StorageProvider {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the file, or null when there is no such key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix (an appraisal's folder). */
  deletePrefix(prefix: string): Promise<void>;
}
