import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildTestApp } from "./test/build-test-app";
import { giveCredits, signedInUser } from "./test/factories";
import { buildMultipart, makeJpeg } from "./test/appraisal-factories";
import { registeredRoutes } from "./test/registered-routes";

// Issue 33: every registered route, sent the malformed shapes an attacker or a careless client
// sends, answers 4xx (or a success where the shape happens to be harmless), never 5xx. Routes
// are read from the Fastify instance, so a route added later is swept too.

let app: FastifyInstance;
let jpeg: Buffer;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: "https://appraise.example" });
  jpeg = await makeJpeg({ width: 64, height: 64 });
});
afterAll(() => app.close());

const NEAR_UUIDS = ["-".repeat(36), "a".repeat(36), "0".repeat(36), "0000000g-0000-0000-0000-000000000000"];
const BAD_IDS = ["%00", "abc%00def", "3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b%00", "%E0%A4%A", ...NEAR_UUIDS];

function withIds(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}

const realId = "3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b";

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Field names the routes read, each given a value of the wrong type. */
const WRONG_TYPES = [
  { email: 1, password: [], recipientEmail: {}, title: null, credits: "x", packageId: 7, paymentIntentId: [1], reason: { x: 1 } },
  { email: ["a@b.c"], status: 99, amount: "lots", id: { $ne: null }, userId: true, note: 5, decision: [] },
  [],
  "a string",
  42,
  null,
];

function truncatedMultipart(field = "image") {
  const body = buildMultipart({ artworkTitle: "Cut" }, [{ field, filename: "a.jpg", contentType: "image/jpeg", data: jpeg }]);
  return { headers: body.headers, payload: body.payload.subarray(0, body.payload.length - 40) };
}

function shapes(fileField?: string): { label: string; options: Omit<InjectOptions, "method" | "url"> }[] {
  const json = { "content-type": "application/json" };
  const multipartPart = Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n');
  return [
    { label: "multipart without boundary", options: { headers: { "content-type": "multipart/form-data" }, payload: multipartPart } },
    {
      label: "multipart boundary=nope",
      options: { headers: { "content-type": "multipart/form-data; boundary=nope" }, payload: multipartPart },
    },
    { label: "truncated multipart", options: truncatedMultipart(fileField) },
    ...WRONG_TYPES.map((value, i) => ({ label: `wrong JSON types #${i}`, options: { headers: json, payload: JSON.stringify(value) } })),
    { label: "deeply nested JSON", options: { headers: json, payload: nested(20_000) } },
    { label: "10 MB JSON", options: { headers: json, payload: JSON.stringify({ title: "x".repeat(10 * 1024 * 1024) }) } },
  ];
}

describe("bad-input sweep", () => {
  it("reads the routes from the instance", () => {
    const routes = registeredRoutes(app);
    expect(routes).toContainEqual({ method: "GET", url: "/api/payments/:paymentId" });
    expect(routes).toContainEqual({ method: "POST", url: "/api/ar-previews/email" });
    expect(routes).toContainEqual({ method: "GET", url: "/api/appraisals/:id/files/:fileId/display" });
    expect(routes.length).toBeGreaterThan(40);
  });

  it("answers no 5xx to any malformed request on any route, signed in or not", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const check = async (label: string, options: InjectOptions) => {
      const response = await app.inject(options);
      if (response.statusCode >= 500)
        failures.push(`${options.method} ${options.url} (${label}) -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    };
    for (const route of registeredRoutes(app)) {
      // A fresh verified admin with credits per route: the requests reach the code behind the
      // checks, and a route that signs out or deletes the account spoils no other route's turn.
      const { user, cookie } = await signedInUser(app, { role: "admin", emailVerifiedAt: new Date() });
      await giveCredits(app.db, user.id, 5);
      const method = route.method as InjectOptions["method"];
      for (const id of route.url.includes(":") ? BAD_IDS : []) {
        await check(`id ${id}`, { method, url: withIds(route.url, id), headers: { cookie } });
      }
      const url = withIds(route.url, realId);
      if (route.method === "GET" || route.method === "HEAD") {
        await check("NUL in query", { method, url: `${url}?q=%00&page=%00&id=${"-".repeat(36)}`, headers: { cookie } });
        await check("wrong query types", {
          method,
          url: `${url}?page=-1&limit=abc&pageSize=1e999&sort[]=x&status=%E0%A4%A&search=${"x".repeat(5000)}&offset=9007199254740993`,
          headers: { cookie },
        });
        continue;
      }
      for (const shape of shapes(route.url === "/api/appraisals" ? "images" : "image")) {
        for (const signedIn of [true, false]) {
          const headers = { ...(shape.options.headers as Record<string, string>), ...(signedIn ? { cookie } : {}) };
          await check(`${shape.label}${signedIn ? "" : ", signed out"}`, { ...shape.options, method, url, headers });
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the sweep's findings, one by one", () => {
  const UPLOAD_ROUTES = [
    "/api/appraisals",
    "/api/ar-previews",
    "/api/ar-previews/pdf",
    "/api/ar-previews/email",
    "/api/art-style-prediction",
  ];

  it("answers 400 naming the problem for malformed multipart on all five upload routes", async () => {
    const { cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
    for (const url of UPLOAD_ROUTES) {
      const [noBoundary, wrongBoundary, truncated] = shapes(url === "/api/appraisals" ? "images" : "image");
      for (const [shape, problem] of [
        [noBoundary!, /no usable multipart boundary/],
        [wrongBoundary!, /ended before its closing multipart boundary/],
        [truncated!, /ended before its closing multipart boundary/],
      ] as const) {
        const headers = { ...(shape.options.headers as Record<string, string>), cookie };
        // Its own address: the sweep above used up the per-address limits of these routes.
        const response = await app.inject({ ...shape.options, method: "POST", url, headers, remoteAddress: "203.0.113.33" });
        expect(response.statusCode, `${url} ${shape.label}: ${response.body}`).toBe(400);
        expect(response.json().message).toMatch(problem);
      }
    }
  });

  it("answers 404 for payment ids with a NUL or a wrong shape", async () => {
    const { cookie } = await signedInUser(app);
    for (const id of ["%00", "abc%00def", `${realId}%00`, "pi_1%20x"]) {
      const response = await app.inject({ method: "GET", url: `/api/payments/${id}`, headers: { cookie } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "No payment of yours has that id." });
    }
  });

  it("answers 404 for AR preview ids of 36 hex digits or dashes that are not UUIDs", async () => {
    const { cookie } = await signedInUser(app);
    for (const id of NEAR_UUIDS) {
      for (const [method, url] of [
        ["GET", `/api/ar-previews/${id}/image`],
        ["GET", `/api/ar-previews/${id}/thumbnail`],
        ["DELETE", `/api/ar-previews/${id}`],
      ] as const) {
        const response = await app.inject({ method, url, headers: { cookie } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
