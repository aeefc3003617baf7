import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY } from "../../../contracts/third-party-mail";
import { buildTestApp } from "../../test/build-test-app";
import { signedInUser } from "../../test/factories";
import { buildMultipart, makeJpeg } from "../../test/appraisal-factories";
import { readOutbox } from "../../test/outbox";
import { thirdPartyEmails } from "../../db/schema";
import { reserveThirdPartyMail } from "./third-party-mail.service";

// Issue 51, finding 8: 13 verified accounts e-mailing one address at the same instant delivered
// 11 with a cap of 10. The count and the send's record now share one locked transaction.

let app: FastifyInstance;
let image: Buffer;
beforeAll(async () => {
  app = await buildTestApp();
  image = await makeJpeg({ width: 64, height: 48 });
});
afterAll(() => app.close());

const ACCOUNTS = THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY + 3;

describe("the per-recipient cap under concurrent sends", () => {
  it("delivers exactly the cap when more accounts than it mail one address at once", async () => {
    const to = `race-${Date.now()}@example.com`;
    const senders = await Promise.all(Array.from({ length: ACCOUNTS }, () => signedInUser(app, { emailVerifiedAt: new Date() })));
    const responses = await Promise.all(
      senders.map(({ cookie }) => {
        const body = buildMultipart({ recipientEmail: to, artworkTitle: "Harbour" }, [
          { field: "image", filename: "p.jpg", contentType: "image/jpeg", data: image },
        ]);
        return app.inject({ method: "POST", url: "/api/ar-previews/email", headers: { ...body.headers, cookie }, payload: body.payload });
      }),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ACCOUNTS - THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
    expect(readOutbox(app.config.dataDir).filter((mail) => mail.to === to)).toHaveLength(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
  });

  it("counts exactly the cap when the reservations themselves race (no HTTP in between)", async () => {
    const to = `race-direct-${Date.now()}@example.com`;
    const senders = await Promise.all(Array.from({ length: ACCOUNTS }, () => signedInUser(app, { emailVerifiedAt: new Date() })));
    const outcomes = await Promise.allSettled(
      senders.map(({ user }) => reserveThirdPartyMail({ db: app.db, sender: user, recipientEmail: to, kind: "report" })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
    const senderIds = new Set(senders.map((s) => s.user.id));
    const rows = (await app.db.select().from(thirdPartyEmails).where(eq(thirdPartyEmails.kind, "report"))).filter((r) =>
      senderIds.has(r.userId),
    );
    expect(rows).toHaveLength(THIRD_PARTY_MAIL_PER_RECIPIENT_PER_DAY);
  });
});
