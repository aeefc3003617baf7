import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

// Decision 32: a public (https) site never takes test payments by accident.
const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "config-")),
  SESSION_SECRET: "s".repeat(40),
  ...extra,
});
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };

describe("payment mode guard", () => {
  it("stops start-up on an https PUBLIC_URL without Stripe, naming STRIPE_* and PAYMENT_PROVIDER", () => {
    expect(() => loadConfig(env({ PUBLIC_URL: "https://appraise.example.com" }))).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET[\s\S]*PAYMENT_PROVIDER=test/,
    );
  });

  it("runs the test provider on https only when PAYMENT_PROVIDER=test says so", () => {
    expect(loadConfig(env({ PUBLIC_URL: "https://appraise.example.com", PAYMENT_PROVIDER: "test" })).PAYMENT_PROVIDER).toBe("test");
  });

  it("runs with Stripe on https, and with the test provider on a local http site as before", () => {
    expect(() => loadConfig(env({ PUBLIC_URL: "https://appraise.example.com", ...STRIPE }))).not.toThrow();
    expect(() => loadConfig(env({ PUBLIC_URL: "http://localhost:5000" }))).not.toThrow();
  });

  it("refuses contradictions: stripe without keys, test with keys, an unknown provider", () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: "stripe" }))).toThrow(/PAYMENT_PROVIDER: "stripe" needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: "test", ...STRIPE }))).toThrow(/PAYMENT_PROVIDER: "test" while/);
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: "paypal" }))).toThrow(/PAYMENT_PROVIDER/);
  });
});
