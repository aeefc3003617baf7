import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../lib/process-alive";

/**
 * Who this server is across restarts (issue 33): the same DATA_DIR on the same host, in the same
 * numbered slot. A slot is held through a pid file in DATA_DIR/servers; a file whose process is
 * gone is free to take, so a server restarted after a crash (kill -9) gets its old slot, and with
 * it knows which running jobs and temporary folders were its own and are now abandoned. Several
 * servers sharing one DATA_DIR (WEB_CONCURRENCY) hold different slots; servers on other hosts or
 * with other data folders have other ids, so none ever takes a live server's work.
 */
export interface ServerIdentity {
  /** Stable across restarts: "<hash of host and DATA_DIR>-<slot>". */
  readonly id: string;
  /** Gives the slot up (a clean stop). */
  release(): void;
}

const MAX_SLOTS = 256;
// Slots this process holds: two apps in one process (tests) must not take each other's.
const heldHere = new Set<string>();

export function claimServerIdentity(dataDir: string): ServerIdentity {
  const host = os.hostname();
  const dir = path.join(dataDir, "servers");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const base = createHash("sha256")
    .update(`${host}\0${path.resolve(dataDir)}`)
    .digest("hex")
    .slice(0, 12);
  for (let slot = 0; slot < MAX_SLOTS; slot++) {
    const file = path.join(dir, `${host.replace(/[^A-Za-z0-9.-]/g, "_")}-${slot}.pid`);
    if (heldHere.has(file) || !take(file)) continue;
    heldHere.add(file);
    return {
      id: `${base}-${slot}`,
      release() {
        if (!heldHere.delete(file)) return;
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new Error(`Every one of the ${MAX_SLOTS} server slots in ${dir} is held by a running process.`);
}

function take(file: string): boolean {
  if (create(file)) return true;
  // One server at a time looks at a taken slot: of two starting at once, only one replaces it.
  const lock = `${file}.lock`;
  try {
    mkdirSync(lock);
  } catch {
    return false;
  }
  try {
    if (isHeld(file)) return false;
    rmSync(file, { force: true });
    return create(file);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isHeld(file: string): boolean {
  const holder = readPid(file);
  // Just created, its pid not written yet; or unreadable for long: a broken file frees the slot.
  if (holder === undefined) return Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000;
  // The same pid is an earlier life of this slot: after a container restart the new server often
  // gets the old pid. Any other live process holds it.
  return holder !== process.pid && isAlive(holder);
}

function create(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
