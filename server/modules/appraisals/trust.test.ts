import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { buildRegistration, giveCredits, signedInUser } from "../../test/factories";
import { buildMultipart, makeJpeg, type MultipartFile, postAppraisal } from "../../test/appraisal-factories";
import { adminAuditLog, appraisals, creditLedger, users } from "../../db/schema";
import { getBalance } from "../credits/credits.service";
import { contentDisposition } from "../../lib/content-disposition";
import { DELETE_REFUND_DESCRIPTION } from "./delete-appraisal.service";

// Issue 13: bad input is a 4xx naming the problem with nothing stored and no credit spent; a
// never-completed appraisal's credit comes back once when it is deleted; re-sends are confirmed.
let app: FastifyInstance;
let photo: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  photo = await makeJpeg();
});
afterAll(() => app.close());

const image = (data: Buffer = photo, filename = "painting.jpg"): MultipartFile => ({
  field: "images",
  filename,
  contentType: "image/jpeg",
  data,
});

async function submit(cookie: string, fields: Record<string, string>, files: MultipartFile[] = [image()]) {
  return postAppraisal(app, { cookie, fields, files });
}

async function ownerWithCredits(credits = 3) {
  const owner = await signedInUser(app);
  await giveCredits(app.db, owner.user.id, credits);
  return owner;
}

const countAppraisals = async (userId: string) => (await app.db.select().from(appraisals).where(eq(appraisals.userId, userId))).length;

describe("bad input catalogue", () => {
  it("refuses control characters in every kind of appraisal field with a 400 naming the field, storing nothing and spending nothing", async () => {
    const { user, cookie } = await ownerWithCredits();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ medium: "oil", artworkTitle: "Harbour\u0000at Dusk" }, "artworkTitle", /Title contains a control character/],
      [{ medium: "oil", artistName: "Anna\u001bVermeulen" }, "artistName", /Artist contains a control character/],
      [{ medium: "oil", artworkTitle: "Two\nlines" }, "artworkTitle", /Title contains a control character or line break/],
      [{ medium: "oil", provenance: "Bought 1962\u0000" }, "provenance", /Provenance contains a control character/],
      [{ medium: "oil", additionalNotes: "bell\u0007" }, "additionalNotes", /Additional notes contains a control character/],
      [{ medium: "oil", yearCreated: "18\u008590" }, "yearCreated", /Year contains a control character/],
    ];
    for (const [fields, field, message] of cases) {
      const response = await submit(cookie, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(response.json().message).toMatch(message);
    }
    expect(await countAppraisals(user.id)).toBe(0);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(3);
  });

  it("keeps line breaks in long text and removes bidirectional overrides from titles", async () => {
    const { cookie } = await ownerWithCredits();
    const response = await submit(cookie, {
      medium: "oil",
      artworkTitle: "Invoice \u202Egpj.exe\u202C",
      additionalNotes: "Line one\nLine two\tindented",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().artworkTitle).toBe("Invoice gpj.exe");
    expect(response.json().additionalNotes).toBe("Line one\nLine two\tindented");
  });

  it("answers a truncated or damaged photo with a 400 naming it, for submission and for style analysis, spending nothing", async () => {
    const { user, cookie } = await ownerWithCredits();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const response = await submit(cookie, { medium: "oil" }, [image(truncated, "half.jpg")]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "images" });
    expect(response.json().message).toMatch(/"half\.jpg" could not be read/);
    expect(await countAppraisals(user.id)).toBe(0);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(3);

    const body = buildMultipart({}, [{ field: "image", filename: "half.jpg", contentType: "image/jpeg", data: truncated }]);
    const analysis = await app.inject({
      method: "POST",
      url: "/api/art-style-prediction",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(analysis.statusCode).toBe(400);
    expect(analysis.json().message).toMatch(/could not be read/);
  });

  it("refuses NUL in account, sign-in, admin and e-mail fields with 400 naming the field", async () => {
    const usersBefore = (await app.db.select({ id: users.id }).from(users)).length;
    const register = await app.inject({ method: "POST", url: "/api/register", payload: buildRegistration({ firstName: "Ada\u0000" }) });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      field: "firstName",
      error: "First name contains a control character or line break that is not allowed",
    });

    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "someone\u0000@example.com", password: "whatever" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().field).toBe("email");

    const forgot = await app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: "someone\u0000@example.com" } });
    expect(forgot.statusCode).toBe(400);

    // A NUL in the test card form's client secret reached the database and answered 500.
    const buyer = await signedInUser(app);
    const confirm = await app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie: buyer.cookie },
      payload: { clientSecret: "testpi_\u0000_secret_x", number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123" },
    });
    expect(confirm.statusCode, confirm.body).toBe(400);
    expect(confirm.json().field).toBe("clientSecret");
    expect(await getBalance({ db: app.db, userId: buyer.user.id })).toBe(0);

    const admin = await signedInUser(app, { role: "admin" });
    const { cookie } = await ownerWithCredits();
    const created = await submit(cookie, { medium: "oil", artworkTitle: "Notes target" });
    const id = created.json().id as string;
    const notes = await app.inject({
      method: "PATCH",
      url: `/api/admin/appraisals/${id}`,
      headers: { cookie: admin.cookie },
      payload: { notes: "checked\u0000" },
    });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().field).toBe("notes");
    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(row!.adminNotes).toBeNull();
    const search = await app.inject({
      method: "GET",
      url: `/api/admin/appraisals?search=${encodeURIComponent("a\u0000b")}`,
      headers: { cookie: admin.cookie },
    });
    expect(search.statusCode).toBe(400);
    // No account was created by the refused registration (only the buyer, the admin and the owner made here).
    expect((await app.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 3);
  });

  it("serves photos whose names are beyond Latin-1 (curly apostrophe, CJK, emoji) with an RFC 6266 header", async () => {
    const { cookie } = await ownerWithCredits();
    const name = "Owner’s 油画 🎨 screenshot.jpg";
    const created = await submit(cookie, { medium: "oil" }, [image(photo, name)]);
    expect(created.statusCode, created.body).toBe(201);
    const detail = await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}`, headers: { cookie } });
    const [url] = detail.json().images as string[];
    const file = await app.inject({ method: "GET", url: url!, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    const header = String(file.headers["content-disposition"]);
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = header.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it("lists uploaded file names without bidirectional overrides or control characters", async () => {
    const { cookie } = await ownerWithCredits();
    // U+202E makes "photo‮gpj.exe" read as "photoexe.jpg"; U+0085 is a C1 line break.
    const created = await submit(cookie, { medium: "oil" }, [image(photo, "photo\u202Egpj.exe\u202C\u0085\u007f.jpg")]);
    expect(created.statusCode, created.body).toBe(201);
    const detail = await app.inject({ method: "GET", url: `/api/appraisals/${created.json().id}`, headers: { cookie } });
    expect(detail.json().imageFiles.map((f: { name: string }) => f.name)).toEqual(["photogpj.exe__.jpg"]);
  });
});

describe("contentDisposition", () => {
  it("keeps plain names as they are and encodes everything else", () => {
    expect(contentDisposition("attachment", "report.pdf")).toBe('attachment; filename="report.pdf"');
    expect(contentDisposition("inline", 'a"b%c.jpg')).toBe(`inline; filename="a_b_c.jpg"; filename*=UTF-8''a%22b%25c.jpg`);
    expect(contentDisposition("inline", "Café.jpg")).toBe(`inline; filename="Cafe.jpg"; filename*=UTF-8''Caf%C3%A9.jpg`);
    expect(contentDisposition("inline", "x\r\nSet-Cookie: a=b.jpg")).not.toMatch(/[\r\n]/);
    expect(contentDisposition("inline", "photo\u202Egpj.exe")).toBe('inline; filename="photogpj.exe"');
    expect(contentDisposition("inline", "it's (1).jpg")).toBe(`inline; filename="it's (1).jpg"`);
  });
});

describe("fair credits: deleting a never-completed appraisal", () => {
  it("refunds its credit through the ledger, once", async () => {
    const { user, cookie } = await ownerWithCredits(1);
    const id = (await submit(cookie, { medium: "oil", artworkTitle: "Changed my mind" })).json().id as string;
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/appraisals/${id}`,
      headers: { cookie, "content-type": "application/json" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true, refunded: true });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    const refunds = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.type, "refund")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1, balanceAfter: 1, description: DELETE_REFUND_DESCRIPTION, reference: `appraisal:${id}` });
    expect((await app.inject({ method: "DELETE", url: `/api/appraisals/${id}`, headers: { cookie } })).statusCode).toBe(404);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });

  it("two deletions at once refund one credit", async () => {
    const { user, cookie } = await ownerWithCredits(1);
    const id = (await submit(cookie, { medium: "oil" })).json().id as string;
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: "DELETE", url: `/api/appraisals/${id}`, headers: { cookie } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
    expect(
      await app.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.type, "refund"))),
    ).toHaveLength(1);
  });

  it("refunds nothing for a completed appraisal, nor twice for one whose failure was already refunded", async () => {
    const { user, cookie } = await ownerWithCredits(2);
    const done = (await submit(cookie, { medium: "oil" })).json().id as string;
    await app.db.update(appraisals).set({ status: "completed", completedAt: new Date() }).where(eq(appraisals.id, done));
    const answer = await app.inject({ method: "DELETE", url: `/api/appraisals/${done}`, headers: { cookie } });
    expect(answer.json()).toEqual({ ok: true, refunded: false });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);

    const failed = (await submit(cookie, { medium: "oil" })).json().id as string;
    const { refundCredit } = await import("../credits/credits.service");
    await refundCredit({
      db: app.db,
      userId: user.id,
      description: "Refund: appraisal could not be completed",
      reference: `appraisal:${failed}`,
    });
    await app.db.update(appraisals).set({ status: "failed", refunded: true }).where(eq(appraisals.id, failed));
    expect((await app.inject({ method: "DELETE", url: `/api/appraisals/${failed}`, headers: { cookie } })).json()).toEqual({
      ok: true,
      refunded: false,
    });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });

  it("an admin deleting a client's pending appraisal gives the client's credit back too", async () => {
    const { user, cookie } = await ownerWithCredits(1);
    const admin = await signedInUser(app, { role: "admin" });
    const id = (await submit(cookie, { medium: "oil" })).json().id as string;
    const response = await app.inject({ method: "DELETE", url: `/api/admin/appraisals/${id}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });
});

describe("admin re-send", () => {
  // The whole appraisal pipeline runs first (jobs.drain): 23 s measured on a loaded 2-core machine.
  it("asks for confirmation before sending a report again, and records the confirmed re-send", { timeout: 120_000 }, async () => {
    const { cookie } = await ownerWithCredits(1);
    const admin = await signedInUser(app, { role: "admin" });
    const id = (await submit(cookie, { medium: "oil", artworkTitle: "Sent Twice" })).json().id as string;
    await app.jobs.drain();
    const [row] = await app.db.select().from(appraisals).where(eq(appraisals.id, id));
    expect(row!.status).toBe("completed");

    const send = (payload?: object) =>
      app.inject({
        method: "POST",
        url: `/api/admin/appraisals/${id}/send-email`,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_SENT" });
    expect(again.json().emailSentAt).toBeTruthy();
    const confirmed = await send({ resend: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const audit = await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["appraisal.resend_email", "appraisal.send_email"]);
    const resend = audit.find((a) => a.action === "appraisal.resend_email")!;
    expect(resend.details).toMatchObject({ confirmed: true, previouslySentAt: again.json().emailSentAt });
  });
});
