import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { createUser, sessionCookieFor } from "../../test/factories";
import { adminRoleChanges, users } from "../../db/schema";
import { openPglite } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { grantAdminRole, revokeAdminRole } from "./admin-roles.service";

// Issue 33 item 5: admin roles can be taken back, and every grant and revocation is on record.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function roleOf(id: string) {
  const [row] = await app.db.select({ role: users.role, adminGrantedBy: users.adminGrantedBy }).from(users).where(eq(users.id, id));
  return row!;
}

async function changesOf(id: string) {
  return app.db
    .select({ change: adminRoleChanges.change, source: adminRoleChanges.source, actor: adminRoleChanges.actor })
    .from(adminRoleChanges)
    .where(eq(adminRoleChanges.userId, id))
    .orderBy(asc(adminRoleChanges.createdAt));
}

async function summaryStatus(userId: string) {
  const cookie = await sessionCookieFor(app, userId);
  return (await app.inject({ method: "GET", url: "/api/admin/summary", headers: { cookie } })).statusCode;
}

/** A server started with the given ADMIN_EMAILS on the same database, then closed. */
async function startWith(adminEmails: string[]) {
  const restarted = await buildTestApp({ adminEmails }, { keepData: true });
  await restarted.close();
}

describe("ADMIN_EMAILS", () => {
  it("grants at start-up and, once an address leaves the list, the next start takes the role back", async () => {
    const listed = await createUser(app.db, { emailVerifiedAt: new Date() });
    const other = await createUser(app.db, { emailVerifiedAt: new Date() });
    await startWith([listed.email, other.email]);
    expect(await roleOf(listed.id)).toEqual({ role: "admin", adminGrantedBy: "config" });
    expect(await summaryStatus(listed.id)).toBe(200);

    await startWith([other.email]);
    expect(await roleOf(listed.id)).toEqual({ role: "user", adminGrantedBy: null });
    expect(await summaryStatus(listed.id)).toBe(403);
    expect(await roleOf(other.id)).toEqual({ role: "admin", adminGrantedBy: "config" });
    expect(await changesOf(listed.id)).toEqual([
      { change: "grant", source: "ADMIN_EMAILS", actor: `configuration on ${os.hostname()}` },
      { change: "revoke", source: "ADMIN_EMAILS", actor: `configuration on ${os.hostname()}` },
    ]);
    // Nothing changed for the one still listed: one grant on record, not one per start.
    expect(await changesOf(other.id)).toHaveLength(1);
  });

  it("keeps admins granted by the admin:grant command when they are not listed", async () => {
    const granted = await createUser(app.db, { emailVerifiedAt: new Date() });
    expect(await grantAdminRole({ db: app.db, emails: [granted.email], actor: "ops@host" })).toBe(1);
    await startWith(["someone-else@example.com"]);
    expect(await roleOf(granted.id)).toEqual({ role: "admin", adminGrantedBy: "command" });
    expect(await changesOf(granted.id)).toEqual([{ change: "grant", source: "admin:grant", actor: "ops@host" }]);
  });
});

describe("admin:revoke", () => {
  it("takes the role back however it was granted, and records who did", async () => {
    const byCommand = await createUser(app.db, { emailVerifiedAt: new Date() });
    const byConfig = await createUser(app.db, { emailVerifiedAt: new Date() });
    await grantAdminRole({ db: app.db, emails: [byCommand.email] });
    await grantAdminRole({ db: app.db, emails: [byConfig.email], source: "ADMIN_EMAILS" });
    expect(await summaryStatus(byCommand.id)).toBe(200);

    expect(
      await revokeAdminRole({
        db: app.db,
        emails: [byCommand.email.toUpperCase(), byConfig.email, "nobody@example.com"],
        actor: "ops@host",
      }),
    ).toBe(2);
    for (const user of [byCommand, byConfig]) {
      expect(await roleOf(user.id)).toEqual({ role: "user", adminGrantedBy: null });
      expect(await summaryStatus(user.id)).toBe(403);
      expect((await changesOf(user.id)).at(-1)).toEqual({ change: "revoke", source: "admin:revoke", actor: "ops@host" });
    }
  });

  it("works as the command an operator runs", { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-revoke-cli-"));
    const handle = await openPglite(path.join(dataDir, "db"));
    let id: string;
    try {
      await runMigrations(handle);
      const admin = await createUser(handle.db, { email: "boss@example.com", emailVerifiedAt: new Date() });
      id = admin.id;
      await grantAdminRole({ db: handle.db, emails: [admin.email] });
    } finally {
      await handle.close();
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/modules/auth/revoke-admin-cli.ts", "boss@example.com"],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          ADMIN_EMAILS: "boss@example.com",
          NODE_ENV: "development",
          LOG_LEVEL: "silent",
        },
        timeout: 120_000,
      },
    );
    expect(stdout).toContain("Admin role revoked from 1 of 1 account(s)");
    expect(stdout).toContain("Still listed in ADMIN_EMAILS: boss@example.com");
    const reopened = await openPglite(path.join(dataDir, "db"));
    try {
      const [row] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.id, id));
      expect(row!.role).toBe("user");
      const [change] = await reopened.db.select().from(adminRoleChanges).where(eq(adminRoleChanges.change, "revoke"));
      expect(change).toMatchObject({ source: "admin:revoke", actor: `${os.userInfo().username}@${os.hostname()}` });
    } finally {
      await reopened.close();
    }
  });
});
