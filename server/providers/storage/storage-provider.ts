import type { Readable } from "node:stream";

/** Where uploaded files live; keys look like "appraisals/<id>/image-0.jpg". */
export interface StorageProvider {
  /** Which driver this is, for logs and the readiness check. */
  readonly driver: "local" | "s3";
  /** Stores a file; a stream is written through as it arrives, never held whole in memory. */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** A stream of the file, or null when there is no such key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix (an appraisal's folder). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The folders directly under a prefix ("appraisals/" -> "appraisals/<id>/"), each with the
   * time its newest file was written; the housekeeping sweep finds orphaned uploads with it.
   */
  listFolders(prefix: string): Promise<{ prefix: string; modifiedAt: Date }[]>;
  /** Throws when the store cannot be reached (the readiness check). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*\/?$/;

/** Keys are built by the server, but a traversal must be impossible whatever happens upstream. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
