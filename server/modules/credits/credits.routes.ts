import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CREDIT_PACKAGES,
  CreatePaymentIntentSchema,
  CreditPackageListSchema,
  CreditsResponseSchema,
  findCreditPackage,
  PaymentIntentResponseSchema,
  PaymentsConfigSchema,
  PaymentStatusResponseSchema,
} from "../../../contracts/credits";
import { currentUser } from "../../plugins/auth";
import { badRequest, notFound } from "../../errors";
import type { AnyPaymentProvider } from "../../providers/payments";
import { findUserPayment, getBalance, listTransactions } from "./credits.service";
import { createPaymentIntent } from "./payments.service";
import { presentTransaction } from "./ledger.presenter";

const PAYMENT_ID_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

/** Balance, packages and opening a payment (core spec sections 7 and 9, decisions 10-12). */
export async function creditsRoutes(fastify: FastifyInstance, { payments }: { payments: AnyPaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/api/credits", { schema: { response: { 200: CreditsResponseSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    reply.header("Cache-Control", "private, no-store");
    const [balance, rows] = await Promise.all([
      getBalance({ db: app.db, userId: user.id }),
      listTransactions({ db: app.db, userId: user.id }),
    ]);
    return { balance, transactions: rows.map(presentTransaction) };
  });

  // Public: the server is the only source of prices (decision 10).
  app.get("/api/credit-packages", { schema: { response: { 200: CreditPackageListSchema } } }, async () => [...CREDIT_PACKAGES]);

  app.get("/api/payments/config", { schema: { response: { 200: PaymentsConfigSchema } } }, async () => ({
    provider: payments.kind,
    publishableKey: payments.publishableKey,
  }));

  // The credits page asks this on return from payment, so it never announces credits that were not granted.
  app.get(
    "/api/payments/:paymentId",
    { schema: { params: z.object({ paymentId: z.string().min(1).max(200) }), response: { 200: PaymentStatusResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header("Cache-Control", "private, no-store");
      // Provider ids are letters, digits, "_" and "-" (Stripe's pi_..., the test provider's); a NUL
      // or any other shape is no payment of anyone's and never reaches the database (issue 33).
      if (!PAYMENT_ID_SHAPE.test(request.params.paymentId)) throw notFound("No payment of yours has that id.");
      const payment = await findUserPayment({ db: app.db, userId: user.id, providerPaymentId: request.params.paymentId });
      if (!payment) throw notFound("No payment of yours has that id.");
      return { status: payment.status, packageId: payment.packageId, credits: payment.credits };
    },
  );

  app.post(
    "/api/create-payment-intent",
    { schema: { body: CreatePaymentIntentSchema, response: { 200: PaymentIntentResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { packageId, amount } = request.body;
      const pkg = findCreditPackage(packageId);
      if (!pkg)
        throw badRequest(`Unknown package ${packageId}: choose a package from 1 to ${CREDIT_PACKAGES.length}.`, { field: "packageId" });
      if (amount !== pkg.price) {
        throw badRequest(`The amount ${amount} does not match the price of the ${pkg.title} ($${pkg.price}).`, { field: "amount" });
      }
      return createPaymentIntent({ db: app.db, provider: payments, userId: user.id, pkg });
    },
  );
}
