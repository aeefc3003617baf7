import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { buildRegistration, signedInUser } from "../../test/factories";
import { grantAdminRole } from "../auth/auth.service";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminEmails: ["boss@example.com"] });
});
afterAll(() => app.close());

describe("admin-only routes (decision 7)", () => {
  it("answers 401 to visitors", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/users" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const { cookie } = await signedInUser(app);
    const response = await app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This area is for administrators only.");
  });

  it("serves an admin, and never shows password hashes", async () => {
    const { cookie } = await signedInUser(app, { role: "admin" });
    const response = await app.inject({ method: "GET", url: "/api/admin/users?limit=10", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });

  it("gives the admin role to an e-mail named in configuration when it registers", async () => {
    const response = await app.inject({ method: "POST", url: "/api/register", payload: buildRegistration({ email: "Boss@Example.com" }) });
    expect(response.json().user.role).toBe("admin");
  });

  it("grants the role to existing accounts through the grant function the CLI uses", async () => {
    const { user, cookie } = await signedInUser(app);
    expect(await grantAdminRole({ db: app.db, emails: [user.email.toUpperCase()] })).toBe(1);
    const response = await app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
