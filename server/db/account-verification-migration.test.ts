import os from "node:os";
import path from "node:path";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { openPglite } from "./client";
import { MIGRATIONS_DIR } from "./migrate";

// Issue 13: "Existing accounts: the migration marks them as they were." A database upgraded from
// before e-mail verification must not turn its admins and users into unverified accounts (an admin
// would otherwise lose nothing at once, but could never be re-granted by ADMIN_EMAILS or admin:grant).
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The committed migrations up to and including `lastTag`, as a folder drizzle can run. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  folders.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

// A fresh PGlite with every migration takes a few seconds, far more on a loaded machine.
describe("migration 0007: accounts from before verification", { timeout: 120_000 }, () => {
  it("counts every existing account as verified (since it was created), and leaves later registrations unverified", async () => {
    const handle = await openPglite();
    try {
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: migrationsUpTo("0006_accounts_and_trust") });
      await handle.db.execute(sql`
        insert into users (email, username, password_hash, role, created_at)
        values ('old-admin@example.com', 'old_admin', 'x', 'admin', '2025-01-02T03:04:05Z'),
               ('old-user@example.com', 'old_user', 'x', 'user', '2025-06-07T08:09:10Z')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      await handle.db.execute(sql`insert into users (email, username, password_hash) values ('new@example.com', 'new_user', 'x')`);

      const { rows } = (await handle.db.execute(
        sql`select email, role, email_verified_at = created_at as verified_since_created, email_verified_at is null as unverified from users order by email`,
      )) as unknown as { rows: { email: string; role: string; verified_since_created: boolean | null; unverified: boolean }[] };
      expect(rows).toEqual([
        { email: "new@example.com", role: "user", verified_since_created: null, unverified: true },
        { email: "old-admin@example.com", role: "admin", verified_since_created: true, unverified: false },
        { email: "old-user@example.com", role: "user", verified_since_created: true, unverified: false },
      ]);
    } finally {
      await handle.close();
    }
  });
});
