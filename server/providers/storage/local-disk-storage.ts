import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageProvider } from "./storage-provider";

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** Files under DATA_DIR/uploads; an object store can replace it behind the same interface. */
export function createLocalDiskStorage(rootDir: string): StorageProvider {
  const resolve = (key: string) => {
    // Keys are built by the server, but a traversal must be impossible whatever happens upstream.
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix.replace(/\/+$/, "")), { recursive: true, force: true });
    },
  };
}
