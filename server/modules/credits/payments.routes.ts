import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TestConfirmResponseSchema, TestConfirmSchema, WebhookReceivedSchema } from "../../../contracts/credits";
import { currentUser } from "../../plugins/auth";
import type { StripePaymentProvider, TestPaymentProvider } from "../../providers/payments";
import { confirmTestPayment, handleStripeWebhook } from "./payments.service";

/** POST /api/payments/test/confirm: the test provider's card confirmation (decision 12). */
export async function testPaymentRoutes(fastify: FastifyInstance, { provider }: { provider: TestPaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/payments/test/confirm",
    {
      // Bounds card-number guessing; generous enough for a person retrying a typo.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { body: TestConfirmSchema, response: { 200: TestConfirmResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return confirmTestPayment({ db: app.db, provider, userId: user.id, input: request.body });
    },
  );
}

/**
 * POST /api/stripe/webhook. Its own encapsulated scope reads the body as raw bytes, which the
 * signature covers; the rest of the app keeps JSON parsing. Exempt from the same-origin rule:
 * the signature is its proof.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { provider }: { provider: StripePaymentProvider }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.post(
    "/api/stripe/webhook",
    { config: { allowCrossOrigin: true }, schema: { response: { 200: WebhookReceivedSchema } } },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleStripeWebhook({
        db: app.db,
        provider,
        rawBody,
        signature: typeof signature === "string" ? signature : undefined,
      });
      request.log.info({ eventType: outcome.type, granted: outcome.granted }, "stripe webhook");
      return { received: true as const };
    },
  );
}
