import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentInput } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";

// Loaded only outside production, so zod stays out of /credits' first load (decision 0015).
const loadPaymentIntentResponseSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.PaymentIntentResponseSchema);

/** POST /api/create-payment-intent: opens a payment for a package at its price. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return fetchJson(loadPaymentIntentResponseSchema, "POST", "/api/create-payment-intent", input);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
