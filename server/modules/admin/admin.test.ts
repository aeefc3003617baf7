import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../test/build-test-app";
import { buildRegistration, signedInUser } from "../../test/factories";
import { grantAdminRole } from "../auth/admin-roles.service";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminEmails: ["boss@example.com"] });
});
afterAll(() => app.close());

describe("admin-only routes (decision 7)", () => {
  it("answers 401 to visitors", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/appraisals" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const { cookie } = await signedInUser(app);
    const response = await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("This area is for administrators only.");
  });

  it("serves an admin, and never shows password hashes", async () => {
    const { cookie } = await signedInUser(app, { role: "admin" });
    const response = await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });

  it("does not give the admin role to an e-mail named in configuration before it is verified (decision 31)", async () => {
    const response = await app.inject({ method: "POST", url: "/api/register", payload: buildRegistration({ email: "Boss@Example.com" }) });
    expect(response.json().user.role).toBe("user");
  });

  it("has no list of every account: nothing on the admin desk needs one (issue 13)", async () => {
    const { cookie } = await signedInUser(app, { role: "admin" });
    expect((await app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } })).statusCode).toBe(404);
  });

  it("grants the role to existing verified accounts through the grant function the CLI uses", async () => {
    const { user, cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
    expect(await grantAdminRole({ db: app.db, emails: [user.email.toUpperCase()] })).toBe(1);
    const response = await app.inject({ method: "GET", url: "/api/admin/appraisals", headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
