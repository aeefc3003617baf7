import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type StorageProvider } from "./storage-provider";

// Owners' photos and documents are private: only the server's user may read them.
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Files under DATA_DIR/uploads (one server, or several sharing one network disk). */
export function createLocalDiskStorage(rootDir: string): StorageProvider {
  const resolve = (key: string) => path.join(rootDir, assertSafeKey(key).replace(/\/+$/, ""));
  return {
    driver: "local",
    async put(key, data, _contentType) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
      // Written beside the target and renamed, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(tmp, data, { mode: FILE_MODE });
        else await pipeline(data, createWriteStream(tmp, { mode: FILE_MODE }));
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async listFolders(prefix) {
      const dir = resolve(prefix);
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const base = prefix.replace(/\/*$/, "/");
      const folders = [];
      for (const entry of entries) {
        if (!entry.isDirectory()) continue;
        folders.push({ prefix: `${base}${entry.name}/`, modifiedAt: await newestTime(path.join(dir, entry.name)) });
      }
      return folders;
    },
    async check() {
      await mkdir(rootDir, { recursive: true, mode: DIR_MODE });
      await stat(rootDir);
    },
  };
}

// The newest modification time in a folder tree (a folder's own time misses writes deeper down).
async function newestTime(dir: string): Promise<Date> {
  let newest = (await stat(dir)).mtimeMs;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? (await newestTime(full)).getTime() : (await stat(full)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return new Date(newest);
}
