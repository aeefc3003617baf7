import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { buildRegistration } from "./test/factories";
import { waitForMail } from "./test/outbox";
import { getTestDatabase } from "./test/test-db";

// A server started with PORT=5201 and no PUBLIC_URL (issue 32): every link it writes points at
// that port, not at the default one nobody answers on.
const SITE = "http://localhost:5201";
let app: FastifyInstance;
beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "public-url-"));
  const dist = path.join(root, "client");
  mkdirSync(dist);
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><!--app-head--></head><body><div id=root></div></body></html>");
  const config = loadConfig(
    { NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "5201" },
    { dataDir: path.join(root, "data"), clientDistDir: dist, sessionSecret: "test-secret-".padEnd(48, "x") },
  );
  app = await buildApp({ config, database: await getTestDatabase(), client: "production", logger: false });
});
afterAll(() => app.close());

describe("links with PUBLIC_URL unset", () => {
  it("canonical URL, og:url and og:image name the port the server listens on", async () => {
    const page = (await app.inject({ method: "GET", url: "/about" })).body;
    expect(page).toContain(`<link rel="canonical" href="${SITE}/about">`);
    expect(page).toContain(`<meta property="og:url" content="${SITE}/about">`);
    expect(page).toContain(`<meta property="og:image" content="${SITE}/`);
    expect(page).not.toContain("localhost:5000");
  });

  it("the sitemap and robots.txt too", async () => {
    expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain(`<loc>${SITE}/ar-preview</loc>`);
    expect((await app.inject({ method: "GET", url: "/robots.txt" })).body).toContain(`${SITE}/sitemap.xml`);
  });

  it("and the links in e-mails", async () => {
    const input = buildRegistration();
    const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await waitForMail(app.config.dataDir, input.email, /Verify your email/);
    expect(mail.text).toContain(`${SITE}/verify-email?token=`);
    expect(mail.text).not.toContain("localhost:5000");
  });
});
