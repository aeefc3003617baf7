import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/build-test-app";
import { buildRegistration, giveCredits, signedInUser } from "../test/factories";
import { makeJpeg, MINIMAL_PDF, postAppraisal } from "../test/appraisal-factories";
import { registeredRoutes } from "../test/registered-routes";

// Issue 33, items 6 and 9: what the server answers a signed-in person stays theirs.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function submitWithDocument(cookie: string, documentName: string) {
  const response = await postAppraisal(app, {
    cookie,
    fields: { medium: "oil", artworkTitle: "Harbour" },
    files: [
      { field: "images", filename: "painting.jpg", contentType: "image/jpeg", data: await makeJpeg() },
      { field: "documents", filename: documentName, contentType: "text/html", data: MINIMAL_PDF },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; images: string[]; documents: string[] };
}

describe("uploaded documents", () => {
  it("are served as attachments with a name ending in what they are, never sniffed", async () => {
    const { user, cookie } = await signedInUser(app);
    await giveCredits(app.db, user.id, 1);
    const created = await submitWithDocument(cookie, "evil.html");
    const document = await app.inject({ method: "GET", url: created.documents[0]!, headers: { cookie } });
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toBe("application/pdf");
    expect(document.headers["content-disposition"]).toBe('attachment; filename="evil.html.pdf"');
    expect(document.headers["x-content-type-options"]).toBe("nosniff");

    const photo = await app.inject({ method: "GET", url: created.images[0]!.replace(/\/thumbnail$/, ""), headers: { cookie } });
    expect(photo.headers["content-disposition"]).toBe('inline; filename="painting.jpg"');
    expect(photo.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("Cache-Control on signed-in answers", () => {
  it("is private, no-store on the list, the report and every other signed-in GET, errors included", async () => {
    const { user, cookie } = await signedInUser(app, { role: "admin", emailVerifiedAt: new Date() });
    await giveCredits(app.db, user.id, 1);
    const created = await submitWithDocument(cookie, "receipt.pdf");
    for (const url of ["/api/appraisals", `/api/appraisals/${created.id}/report`, `/api/appraisals/${created.id}`, "/api/user"]) {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
    // The health checks are the load balancer's, signed in or not, with their own "no-store".
    const gets = registeredRoutes(app).filter(
      (route) => route.method === "GET" && route.url.startsWith("/api/") && !["/api/health", "/api/ready"].includes(route.url),
    );
    for (const route of gets) {
      const url = route.url.replace(":id", created.id).replace(/:[A-Za-z]+/g, "3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b");
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      // "private, no-store", or a deliberate private policy (a picture); never a shared cache.
      expect(response.headers["cache-control"], `${route.url} -> ${response.statusCode}`).toMatch(/^private\b/);
    }
  });

  it("is private, no-store on the answer that signs someone in", async () => {
    const registration = buildRegistration();
    const response = await app.inject({ method: "POST", url: "/api/register", payload: registration });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});
