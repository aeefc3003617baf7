import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError } from "../config";
import { isAlive } from "../lib/process-alive";

/**
 * PGlite is one process's database: a second process that opens the same folder works on its
 * own copy and its changes are lost (or corrupt the first one's). A lock file names the process
 * that has the folder open, so a command run beside a running server refuses instead of
 * reporting a change it did not make.
 */
interface LockInfo {
  pid: number;
  host: string;
  command: string;
  since: string;
}

const LOCK_FILE = "in-use.lock";

/** Takes the folder for this process; throws a message naming the holder when another live process has it. */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  if (existsSync(file)) {
    let holder: LockInfo | undefined;
    try {
      holder = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
    } catch {
      holder = undefined;
    }
    // A lock left by a process that died (or by this one) is taken over.
    if (holder && holder.pid !== process.pid && holder.host === os.hostname() && isAlive(holder.pid)) {
      throw new ConfigError(
        `The embedded database in ${dir} is in use by another process (pid ${holder.pid}: ${holder.command}, since ${holder.since}).\n` +
          "Only one process can open it at a time; a change made beside it would be lost. Stop that process first " +
          "(for npm run admin:grant or npm run db:seed: stop the server, run the command, start the server again), " +
          "or run every server and command against PostgreSQL (DATABASE_URL).",
      );
    }
  }
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(" "),
    since: new Date().toISOString(),
  };
  writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
      if (current.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
