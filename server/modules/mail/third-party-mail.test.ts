import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY, THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY } from "../../../contracts/third-party-mail";
import { buildTestApp } from "../../test/build-test-app";
import { giveCredits, signedInUser } from "../../test/factories";
import { buildMultipart, makeJpeg, postAppraisal } from "../../test/appraisal-factories";
import { createFakeAiProvider } from "../../test/fake-ai-provider";
import { readOutbox } from "../../test/outbox";
import { thirdPartyEmails, users } from "../../db/schema";
import { eq } from "drizzle-orm";
import { VERIFY_BEFORE_SENDING, reserveThirdPartyMail } from "./third-party-mail.service";

// Issue 33 item 1: the server is no open relay. Mail to an address the account typed needs a
// verified account, shows the product and the account's own address (never a chosen name), is
// capped per day and per recipient, and says who had it sent and where to report abuse.

let app: FastifyInstance;
let image: Buffer;
beforeAll(async () => {
  app = await buildTestApp({ SUPPORT_EMAIL: "abuse-desk@appraise.example", APP_NAME: "Art Appraisal" }, { ai: createFakeAiProvider() });
  image = await makeJpeg({ width: 64, height: 48 });
});
afterAll(() => app.close());

let sequence = 0;
const stranger = () => `stranger-${Date.now()}-${++sequence}@example.com`;

async function emailPreview(cookie: string, recipientEmail: string, artworkTitle = "Harbour") {
  const body = buildMultipart({ recipientEmail, artworkTitle }, [
    { field: "image", filename: "p.jpg", contentType: "image/jpeg", data: image },
  ]);
  return app.inject({ method: "POST", url: "/api/ar-previews/email", headers: { ...body.headers, cookie }, payload: body.payload });
}

describe("mail to other people's addresses", () => {
  it("is refused to an account that has not verified its address, and nothing is sent", async () => {
    const { cookie } = await signedInUser(app);
    const to = stranger();
    const response = await emailPreview(cookie, to);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN", message: VERIFY_BEFORE_SENDING });
    expect(readOutbox(app.config.dataDir).filter((mail) => mail.to === to)).toEqual([]);
  });

  it("names the product and the account's address, never the name the account chose, and says where to report abuse", async () => {
    const { user, cookie } = await signedInUser(app, { firstName: "Your Bank Security Team", lastName: "", emailVerifiedAt: new Date() });
    const to = stranger();
    expect((await emailPreview(cookie, to, "Urgent: confirm your account")).statusCode).toBe(200);
    const [mail] = readOutbox(app.config.dataDir).filter((m) => m.to === to);
    expect(mail!.text).not.toContain("Your Bank Security Team");
    expect(mail!.text).toContain(`The Art Appraisal account ${user.email} has sent you`);
    expect(mail!.text).toContain(`Art Appraisal sent this e-mail because the account ${user.email} asked it to`);
    expect(mail!.text).toContain("tell us at abuse-desk@appraise.example");
  });

  it("reaches any one address at most the per-recipient number of times a day, from all accounts together", async () => {
    const to = stranger();
    const statuses: number[] = [];
    // Several accounts, each well inside its own hourly limit.
    for (let sent = 0; sent <= THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY; sent += 3) {
      const { cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
      for (let i = 0; i < 3 && sent + i <= THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY; i++)
        statuses.push((await emailPreview(cookie, to)).statusCode);
    }
    expect(statuses.slice(0, THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY)).toEqual(Array(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY).fill(200));
    const refused = statuses.at(-1);
    expect(refused).toBe(429);
    expect(readOutbox(app.config.dataDir).filter((m) => m.to === to)).toHaveLength(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
    // Another address is still reachable.
    const { cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
    expect((await emailPreview(cookie, stranger())).statusCode).toBe(200);
  });

  it("lets one account send at most the per-account number a day, however it spreads them over the hours", async () => {
    const { user, cookie } = await signedInUser(app, { emailVerifiedAt: new Date() });
    // The day's earlier mails, sent over the past hours (the hourly limit allows no more in one hour).
    const earlier = new Date(Date.now() - 3 * 60 * 60 * 1000);
    for (let i = 0; i < THIRD_PARTY_MAIL_PER_ACCOUNT_PER_DAY - 1; i++) {
      await reserveThirdPartyMail({ db: app.db, sender: user, recipientEmail: stranger(), kind: "report", now: earlier });
    }
    expect((await emailPreview(cookie, stranger())).statusCode).toBe(200);
    const refused = await emailPreview(cookie, stranger());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/e-mails to other people in the last 24 hours/);
    // A day later the window has moved on.
    await app.db.update(thirdPartyEmails).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect((await emailPreview(cookie, stranger())).statusCode).toBe(200);
  });

  it("holds for reports too: verified accounts only, the account's address, the abuse line", async () => {
    const { user, cookie } = await signedInUser(app, { firstName: "Your Bank Security Team" });
    await giveCredits(app.db, user.id, 1);
    const created = await postAppraisal(app, {
      cookie,
      fields: { medium: "oil", artworkTitle: "Harbour" },
      files: [{ field: "images", filename: "p.jpg", contentType: "image/jpeg", data: await makeJpeg() }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.jobs.drain();
    const send = (to: string) =>
      app.inject({
        method: "POST",
        url: `/api/appraisals/${created.json().id}/send-email`,
        headers: { cookie },
        payload: { recipientEmail: to },
      });

    const to = stranger();
    const refused = await send(to);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFY_BEFORE_SENDING);

    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    // The session cache hears of the change through the database's change feed (decision 0014).
    await app.readCache.settle();
    expect((await send(to)).statusCode).toBe(200);
    const [mail] = readOutbox(app.config.dataDir).filter((m) => m.to === to);
    expect(mail!.text).not.toContain("Your Bank Security Team");
    expect(mail!.text).toContain(`The Art Appraisal account ${user.email} has shared an appraisal report with you`);
    expect(mail!.text).toContain("tell us at abuse-desk@appraise.example");
  });
});
