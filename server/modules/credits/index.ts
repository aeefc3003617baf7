import type { FastifyInstance } from "fastify";
import type { AnyPaymentProvider } from "../../providers/payments";
import { creditsRoutes } from "./credits.routes";
import { stripeWebhookRoutes, testPaymentRoutes } from "./payments.routes";

/** Credits and payments; only the configured provider's routes exist (decision 12). */
export async function creditsModule(app: FastifyInstance, { payments }: { payments: AnyPaymentProvider }) {
  await app.register(creditsRoutes, { payments });
  if (payments.kind === "test") await app.register(testPaymentRoutes, { provider: payments });
  else await app.register(stripeWebhookRoutes, { provider: payments });
}
