import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./db/client";
import { appraisals } from "./db/schema";
import { deleteExpiredRateLimits } from "./plugins/rate-limit-store";
import { deleteDeadAccountTokens } from "./modules/auth/account-tokens.service";
import { deleteStaleSignInThrottles } from "./modules/auth/sign-in-throttle.service";
import { deleteOldThirdPartyMail } from "./modules/mail/third-party-mail.service";
import type { StorageProvider } from "./providers/storage/storage-provider";

/** How often the sweep runs, and how old leftovers must be before they count as orphaned. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
// A submission stores its files before its row is committed; a day is far beyond any request.
const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
// Upload temp folders live for one request (at most the 120 s request timeout).
const STALE_TEMP_AGE_MS = 60 * 60 * 1000;
/** Every upload's temporary folder starts with it (then the server's identity, when it has one). */
export const UPLOAD_TEMP_PREFIX = "appraisal-upload-";
const TEMP_PREFIXES = [UPLOAD_TEMP_PREFIX];

interface SweepDeps {
  db: Database;
  storage: StorageProvider;
  log: FastifyBaseLogger;
  /** Where temp folders are made (the OS temp folder unless a test gives its own). */
  tempDir?: string;
  now?: Date;
}

/**
 * Removes what a crash or a failed request left behind: upload folders with no appraisal row
 * (files stored, then the transaction failed and the server died before cleaning up), temp
 * folders of interrupted uploads, and rate-limit windows that ended. Every step is idempotent,
 * so several servers sweeping at once do no harm.
 */
export async function sweepOrphans({ db, storage, log, tempDir = os.tmpdir(), now = new Date() }: SweepDeps) {
  const result = { uploadFolders: 0, tempFolders: 0, rateLimits: 0 };

  const folders = (await storage.listFolders("appraisals/")).filter(
    (folder) => now.getTime() - folder.modifiedAt.getTime() > ORPHAN_UPLOAD_AGE_MS,
  );
  const ids = folders.map((folder) => folder.prefix.split("/")[1]!).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length > 0) {
    const existing = new Set(
      (await db.select({ id: appraisals.id }).from(appraisals).where(inArray(appraisals.id, ids))).map((row) => row.id),
    );
    for (const id of ids) {
      if (existing.has(id)) continue;
      await storage.deletePrefix(`appraisals/${id}/`);
      result.uploadFolders++;
    }
  }

  for (const entry of await readdir(tempDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !TEMP_PREFIXES.some((prefix) => entry.name.startsWith(prefix))) continue;
    const full = path.join(tempDir, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs <= STALE_TEMP_AGE_MS) continue;
    await rm(full, { recursive: true, force: true });
    result.tempFolders++;
  }

  result.rateLimits = await deleteExpiredRateLimits(db);
  // Spent or expired account links and ended sign-in counts carry nothing (issue 13).
  await deleteDeadAccountTokens({ db });
  await deleteStaleSignInThrottles({ db });
  await deleteOldThirdPartyMail({ db, now });
  if (result.uploadFolders || result.tempFolders) log.info(result, "housekeeping removed leftovers");
  return result;
}

/**
 * At start-up: the temporary upload folders an earlier life of this server left when it died
 * mid-request (their prefix names the server's slot, so no other server's live upload matches).
 */
export async function removeOwnTempFolders(prefix: string, tempDir = os.tmpdir()): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(tempDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !entry.name.startsWith(prefix)) continue;
    await rm(path.join(tempDir, entry.name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Runs the sweep a minute after start, then every hour; stop() ends it. */
export function startHousekeeping(deps: SweepDeps) {
  const run = () => void sweepOrphans(deps).catch((err) => deps.log.warn({ err }, "housekeeping sweep failed"));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
