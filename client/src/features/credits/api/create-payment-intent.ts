import { useMutation } from "@tanstack/react-query";
import { PaymentIntentResponseSchema, type CreatePaymentIntentInput } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";

/** POST /api/create-payment-intent: opens a payment for a package at its price. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return fetchJson(PaymentIntentResponseSchema, "POST", "/api/create-payment-intent", input);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
