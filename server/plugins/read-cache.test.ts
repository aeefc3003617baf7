import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { appraisals, sessions, users } from "../db/schema";
import { buildTestApp } from "../test/build-test-app";
import { getTestDatabase } from "../test/test-db";
import { buildRegistration, createUser, DEFAULT_PASSWORD, giveCredits, signedInUser } from "../test/factories";
import { makeJpeg, postAppraisal } from "../test/appraisal-factories";
import { createFakeAiProvider } from "../test/fake-ai-provider";
import { linkToken, waitForMail } from "../test/outbox";
import { presentAppraisalListItem } from "../modules/appraisals/appraisal.presenter";
import { listAppraisals } from "../modules/appraisals/appraisal-queries.service";

// The read caches of decision 0014 through the whole server, on the embedded database and (CI's
// second pass) PostgreSQL: what a user or an admin changes is seen by the very next request.

const ADMIN = "desk-chief@example.com";
let app: FastifyInstance;
let photo: Buffer;
beforeAll(async () => {
  app = await buildTestApp({ adminEmails: [ADMIN] }, { ai: createFakeAiProvider() });
  photo = await makeJpeg({ width: 320, height: 240 });
});
afterAll(() => app.close());

const me = (target: FastifyInstance, cookie: string) => target.inject({ method: "GET", url: "/api/user", headers: { cookie } });
const list = (target: FastifyInstance, cookie: string) =>
  target.inject({ method: "GET", url: "/api/appraisals?limit=20", headers: { cookie } });
const cookieOf = (response: { headers: Record<string, unknown> }) => {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [String(header ?? "")];
  return all.find((c) => c.startsWith("sid="))?.split(";")[0] ?? "";
};

async function submit(target: FastifyInstance, cookie: string, artworkTitle: string) {
  const created = await postAppraisal(target, {
    cookie,
    fields: { medium: "oil", artworkTitle, height: "24", width: "36" },
    files: [{ field: "images", filename: "painting.jpg", contentType: "image/jpeg", data: photo }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

describe("the session cache", () => {
  it("answers a signed-in request from memory, and a sign-out is seen by the very next request", async () => {
    const { cookie } = await signedInUser(app);
    // Rows written straight into PostgreSQL notify a moment later; a read begun before that is
    // (rightly) not stored. Requests and jobs settle by themselves.
    await app.readCache.settle();
    const cachedBefore = app.readCache.sessions.size;
    expect((await me(app, cookie)).statusCode).toBe(200);
    expect(app.readCache.sessions.size).toBe(cachedBefore + 1);
    expect((await me(app, cookie)).statusCode).toBe(200);

    expect((await app.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode).toBe(200);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it("a password reset signs out every cached session at once", async () => {
    const input = buildRegistration();
    const registered = await app.inject({ method: "POST", url: "/api/register", payload: input });
    const first = cookieOf(registered);
    const second = cookieOf(
      await app.inject({ method: "POST", url: "/api/login", payload: { email: input.email, password: input.password } }),
    );
    for (const cookie of [first, second]) expect((await me(app, cookie)).statusCode).toBe(200);

    await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: input.email } });
    const token = linkToken(await waitForMail(app.config.dataDir, input.email, /Reset your/), "/reset-password");
    const password = "an entirely new secret";
    const reset = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password, confirmPassword: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const cookie of [first, second]) expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it("e-mail verification and the admin role it grants are seen by the very next request", async () => {
    const input = buildRegistration({ email: ADMIN });
    const cookie = cookieOf(await app.inject({ method: "POST", url: "/api/register", payload: input }));
    expect((await me(app, cookie)).json()).toMatchObject({ role: "user", emailVerified: false });
    expect((await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } })).statusCode).toBe(403);

    const token = linkToken(await waitForMail(app.config.dataDir, ADMIN, /Verify your email/), "/verify-email");
    expect((await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } })).statusCode).toBe(200);
    expect((await me(app, cookie)).json()).toMatchObject({ role: "admin", emailVerified: true });
    expect((await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } })).statusCode).toBe(200);
  });

  it("a change written straight into the database (the admin CLI, another server) drops the cached session", async () => {
    const { user, cookie } = await signedInUser(app);
    expect((await me(app, cookie)).json().role).toBe("user");
    await app.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    // PGlite hands the notification over during the write; PostgreSQL a moment later.
    if (app.database.kind === "pglite") expect((await me(app, cookie)).json().role).toBe("admin");
    await expect.poll(async () => (await me(app, cookie)).json().role, { timeout: 5000, interval: 20 }).toBe("admin");

    // Removing the user's sessions (an admin revoking them) signs them out.
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(async () => (await me(app, cookie)).statusCode, { timeout: 5000, interval: 20 }).toBe(401);
  });

  it("still checks the session's expiry on every request, from the cached row", async () => {
    const { user, cookie } = await signedInUser(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.userId, user.id));
    await app.readCache.settle();
    expect((await me(app, cookie)).statusCode).toBe(200);
    expect((await me(app, cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // No write happened: only the expiry kept in the cache can refuse it.
    expect((await me(app, cookie)).statusCode).toBe(401);
  });
});

describe("the appraisal list cache", () => {
  it("changes on the next request after a submission, a pipeline status change and a deletion", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 2);
    await app.readCache.settle();
    expect((await list(app, cookie)).json()).toEqual([]);
    expect(app.readCache.appraisalLists.size).toBeGreaterThan(0);

    const { id } = await submit(app, cookie, "Harbour at dusk");
    const afterSubmit = (await list(app, cookie)).json();
    expect(afterSubmit).toHaveLength(1);
    expect(afterSubmit[0]).toMatchObject({ id, artworkTitle: "Harbour at dusk", status: "pending" });
    expect(afterSubmit[0].imageUrl).toMatch(/\/thumbnail$/);

    await app.jobs.drain();
    expect((await list(app, cookie)).json()[0]).toMatchObject({ id, status: "completed" });

    // The same list on the dashboard's "recent" route, cached under its own key.
    expect((await app.inject({ method: "GET", url: "/api/appraisals/recent", headers: { cookie } })).json()).toHaveLength(1);
    expect((await app.inject({ method: "DELETE", url: `/api/appraisals/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await list(app, cookie)).json()).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/appraisals/recent", headers: { cookie } })).json()).toEqual([]);
  });

  it("never stores an answer read before a write that committed while it was being read", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const { id } = await submit(app, cookie, "Still life");
    const key = `${user.id}:20:0`;
    const answer = await app.readCache.appraisalLists.load(
      key,
      async () => {
        const rows = await listAppraisals({ db: app.db, userId: user.id, limit: 20 });
        // Another request (or server) writes after this read and before its answer is stored.
        await app.db.update(appraisals).set({ artworkTitle: "Still life with lemons" }).where(eq(appraisals.id, id));
        await app.readCache.settle();
        return rows.map(({ row, primaryImageId }) => presentAppraisalListItem(row, primaryImageId));
      },
      () => user.id,
    );
    expect(answer[0]!.artworkTitle).toBe("Still life");
    expect((await list(app, cookie)).json()[0].artworkTitle).toBe("Still life with lemons");

    // The same for a session read while its user changes.
    const tokenHash = (await app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.tokenHash;
    app.readCache.sessions.invalidateOwner(user.id);
    let read = false;
    await app.readCache.sessions.load(
      tokenHash,
      async () => {
        read = true;
        const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
        await app.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, user.id));
        await app.readCache.settle();
        return { user: row!, expiresAt: new Date(Date.now() + 60_000) };
      },
      (session) => session.user.id,
    );
    expect(read).toBe(true);
    expect((await me(app, cookie)).json().firstName).toBe("Renamed");
  });
});

describe("the change feed", () => {
  it("when the subscription is lost, caching is off until it is back, and nothing read before is trusted", async () => {
    const { user, cookie } = await signedInUser(app);
    const feed = app.readCache.feed!;
    expect(feed.isLive).toBe(true);
    expect((await me(app, cookie)).json().firstName).toBe("Test");
    expect(app.readCache.sessions.isEnabled).toBe(true);

    if (app.database.kind === "pglite") {
      // Silently unsubscribed (as a stray UNLISTEN would): the heartbeat's own notification
      // does not come back, so the feed is declared lost.
      await app.database.pglite!.exec("UNLISTEN app_changes");
      await app.db.update(users).set({ firstName: "Unheard" }).where(eq(users.id, user.id));
      await feed.sync();
    } else {
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'art-appraisal-change-feed' and datname = current_database()`,
      );
      await app.db.update(users).set({ firstName: "Unheard" }).where(eq(users.id, user.id));
      await expect.poll(() => feed.isLive, { timeout: 5000, interval: 5 }).toBe(false);
    }
    expect(feed.isLive).toBe(false);
    expect(app.readCache.sessions.isEnabled).toBe(false);
    expect(app.readCache.sessions.size).toBe(0);
    expect((await me(app, cookie)).json().firstName).toBe("Unheard");

    await expect.poll(() => feed.isLive, { timeout: 10_000, interval: 20 }).toBe(true);
    expect((await me(app, cookie)).json().firstName).toBe("Unheard");
    expect(app.readCache.sessions.size).toBeGreaterThan(0);
    await app.db.update(users).set({ firstName: "Heard" }).where(eq(users.id, user.id));
    await expect.poll(async () => (await me(app, cookie)).json().firstName, { timeout: 5000, interval: 20 }).toBe("Heard");
  });

  it("READ_CACHE=false reads the database every time", async () => {
    const plain = await buildTestApp({ READ_CACHE: false }, { keepData: true });
    try {
      const { cookie } = await signedInUser(plain);
      expect((await me(plain, cookie)).statusCode).toBe(200);
      expect(plain.readCache.feed).toBeNull();
      expect(plain.readCache.sessions.size).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe("two servers on one database", () => {
  let shared: DatabaseHandle;
  let own: DatabaseHandle | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    shared = await getTestDatabase({ empty: false });
    // A pool of its own on PostgreSQL, as a separate server would have.
    own = shared.kind === "postgres" ? openPostgres(shared.connectionString!) : undefined;
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent" },
      { dataDir: mkdtempSync(path.join(os.tmpdir(), "read-cache-b-")), sessionSecret: app.config.sessionSecret },
    );
    a = app;
    b = await buildApp({ config, database: own ?? shared, logger: false, ai: createFakeAiProvider() });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await own?.close();
  });

  it("see each other's sign-outs, role changes and list changes within moments", async () => {
    const user = await createUser(a.db, { password: DEFAULT_PASSWORD });
    const signIn = await a.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: DEFAULT_PASSWORD } });
    const cookie = cookieOf(signIn);
    await giveCredits(a.db, user.id, 1);
    for (const server of [a, b]) await server.readCache.settle();
    for (const server of [a, b]) {
      expect((await me(server, cookie)).statusCode).toBe(200);
      expect((await list(server, cookie)).json()).toEqual([]);
    }
    expect(b.readCache.sessions.size).toBeGreaterThan(0);

    const { id } = await submit(a, cookie, "Seen from the other server");
    const started = Date.now();
    await expect
      .poll(async () => (await list(b, cookie)).json().map((item: { id: string }) => item.id), { timeout: 5000, interval: 5 })
      .toEqual([id]);
    const listLag = Date.now() - started;

    await a.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    await expect.poll(async () => (await me(b, cookie)).json().role, { timeout: 5000, interval: 5 }).toBe("admin");

    expect((await a.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await me(b, cookie)).statusCode, { timeout: 5000, interval: 5 }).toBe(401);
    expect(listLag).toBeLessThan(5000); // well inside the 30 s the entries would live without the notice
  });
});
