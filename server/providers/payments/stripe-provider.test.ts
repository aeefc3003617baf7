import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { getTestDatabase } from "../../test/test-db";
import { signedInUser } from "../../test/factories";
import { creditLedger, payments } from "../../db/schema";
import { getBalance } from "../../modules/credits/credits.service";
import { createPaymentProvider, type StripePaymentProvider } from ".";
import type { StripeApi } from "./stripe-provider";

// Stripe cannot be reached from here: the real library verifies signatures (no network), and a
// fake stands in for paymentIntents.create, recording what would have been sent.
const WEBHOOK_SECRET = "whsec_test_secret_for_integration_tests";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const stripeLibrary = new Stripe("sk_test_fake");

const created: Parameters<StripeApi["paymentIntents"]["create"]>[0][] = [];
let intentCounter = 0;
const fakeStripe: StripeApi = {
  paymentIntents: {
    async create(params) {
      created.push(params);
      const id = `pi_fake_${++intentCounter}`;
      return {
        id,
        client_secret: `${id}_secret_abc`,
        status: "requires_payment_method",
        amount: params.amount,
        currency: params.currency,
        metadata: params.metadata,
      };
    },
  },
  webhooks: stripeLibrary.webhooks,
};

let app: FastifyInstance;
beforeAll(async () => {
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", ...STRIPE_ENV },
    { sessionSecret: "test-secret-".padEnd(48, "x"), dataDir: "/tmp/appraisal-stripe-test" },
  );
  app = await buildApp({
    config,
    database: await getTestDatabase(),
    logger: false,
    payments: createPaymentProvider(config, { stripe: fakeStripe }),
  });
  await app.ready();
});
afterAll(() => app.close());

function succeededEvent(intentId: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: {
      object: {
        id: intentId,
        object: "payment_intent",
        amount: 6900,
        amount_received: 6900,
        currency: "usd",
        status: "succeeded",
        ...overrides,
      },
    },
  });
}

function postWebhook(payload: string, signature: string) {
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    // Stripe's servers are another origin; the signature, not the origin, is the proof.
    headers: {
      "content-type": "application/json",
      "stripe-signature": signature,
      origin: "https://stripe.com",
      "sec-fetch-site": "cross-site",
    },
    payload,
  });
}

async function openIntent(cookie: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { packageId: 2, amount: 69 },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, `pi_fake_${intentCounter}`));
  return { clientSecret: response.json().clientSecret as string, payment: row! };
}

describe("Stripe mode", () => {
  it("tells the browser to use Stripe with the publishable key, and has no test confirm route", async () => {
    expect((await app.inject({ method: "GET", url: "/api/payments/config" })).json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_fake",
    });
    const { cookie } = await signedInUser(app);
    const confirm = await app.inject({ method: "POST", url: "/api/payments/test/confirm", headers: { cookie }, payload: {} });
    expect(confirm.statusCode).toBe(404);
  });

  it("creates a PaymentIntent for the package's price that carries the user and package", async () => {
    const { user, cookie } = await signedInUser(app);
    const { clientSecret, payment } = await openIntent(cookie);
    expect(clientSecret).toMatch(/^pi_fake_\d+_secret_/);
    expect(created.at(-1)).toMatchObject({ amount: 6900, currency: "usd", metadata: { userId: user.id, packageId: "2", credits: "3" } });
    expect(payment).toMatchObject({
      provider: "stripe",
      userId: user.id,
      packageId: 2,
      credits: 3,
      amountCents: 6900,
      status: "requires_payment_method",
    });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("grants on a signed payment_intent.succeeded exactly once; a replay changes nothing", async () => {
    const { user, cookie } = await signedInUser(app);
    const { payment } = await openIntent(cookie);
    const payload = succeededEvent(payment.providerPaymentId);
    const signature = stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const first = await postWebhook(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(3);

    const replay = await postWebhook(payload, stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(replay.statusCode).toBe(200);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(3);
    const entries = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: "purchase", amount: 3, balanceAfter: 3, paymentId: payment.id });
  });

  it.each([
    ["a wrong secret", (payload: string) => stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: "whsec_forged" })],
    [
      "a stale timestamp",
      (payload: string) =>
        stripeLibrary.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    ["a garbage header", () => "t=1,v1=deadbeef"],
  ])("answers 400 to %s and grants nothing", async (_label, sign) => {
    const { user, cookie } = await signedInUser(app);
    const { payment } = await openIntent(cookie);
    const payload = succeededEvent(payment.providerPaymentId);
    const response = await postWebhook(payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("refuses a body altered after signing", async () => {
    const { user, cookie } = await signedInUser(app);
    const { payment } = await openIntent(cookie);
    const payload = succeededEvent(payment.providerPaymentId);
    const signature = stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await postWebhook(payload.replace("6900", "6901"), signature);
    expect(response.statusCode).toBe(400);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("answers 400 without a signature header", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: succeededEvent("pi_x"),
    });
    expect(response.statusCode).toBe(400);
  });

  it("grants nothing when the amount received is not the package price", async () => {
    const { user, cookie } = await signedInUser(app);
    const { payment } = await openIntent(cookie);
    const payload = succeededEvent(payment.providerPaymentId, { amount: 100, amount_received: 100 });
    const response = await postWebhook(payload, stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(response.statusCode).toBe(200);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("acknowledges other event types without granting", async () => {
    const { user, cookie } = await signedInUser(app);
    const { payment } = await openIntent(cookie);
    const payload = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "payment_intent.created",
      data: { object: { id: payment.providerPaymentId } },
    });
    const response = await postWebhook(payload, stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(response.statusCode).toBe(200);
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(0);
  });

  it("still grants once when the payments row was lost, from the metadata this server set", async () => {
    const { user } = await signedInUser(app);
    const payload = succeededEvent("pi_lost_row", {
      amount: 2900,
      amount_received: 2900,
      metadata: { userId: user.id, packageId: "1", credits: "1" },
    });
    for (let i = 0; i < 2; i++) {
      const response = await postWebhook(payload, stripeLibrary.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(response.statusCode).toBe(200);
    }
    expect(await getBalance({ db: app.db, userId: user.id })).toBe(1);
  });
});

describe("configuration", () => {
  it("refuses a partial set of Stripe keys at start-up", () => {
    expect(() => loadConfig({ NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_test_x" }, { sessionSecret: "x".repeat(48) })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it("chooses the test provider when no keys are set", () => {
    const provider = createPaymentProvider(loadConfig({ NODE_ENV: "test" }, { sessionSecret: "x".repeat(48) }));
    expect(provider.kind).toBe("test");
    expect(provider.publishableKey).toBeNull();
  });

  it("chooses Stripe when all three are set", () => {
    const provider = createPaymentProvider(
      loadConfig({ NODE_ENV: "test", ...STRIPE_ENV }, { sessionSecret: "x".repeat(48) }),
    ) as StripePaymentProvider;
    expect(provider.kind).toBe("stripe");
    expect(provider.publishableKey).toBe("pk_test_fake");
  });
});
