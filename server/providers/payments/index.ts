import Stripe from "stripe";
import type { AppConfig } from "../../config";
import { StripePaymentProvider, type StripeApi } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

export type { PaymentProvider } from "./payment-provider";
export { StripePaymentProvider } from "./stripe-provider";
export { TestPaymentProvider } from "./test-provider";

/** Whether all three Stripe keys are set (config.ts refuses a partial set). */
export function isStripeConfigured(config: AppConfig): boolean {
  return !!(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET);
}

/** Stripe when its keys are configured, otherwise the built-in test provider (decision 12). */
export function createPaymentProvider(config: AppConfig, options: { stripe?: StripeApi } = {}): AnyPaymentProvider {
  if (!isStripeConfigured(config)) return new TestPaymentProvider();
  const stripe =
    options.stripe ?? (new Stripe(config.STRIPE_SECRET_KEY!, { maxNetworkRetries: 2, timeout: 20_000 }) as unknown as StripeApi);
  return new StripePaymentProvider({
    stripe,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
  });
}

/** The provider a route receives: one of the two concrete kinds. */
export type AnyPaymentProvider = StripePaymentProvider | TestPaymentProvider;
