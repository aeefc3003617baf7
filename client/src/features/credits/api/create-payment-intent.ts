import { useMutation } from "@tanstack/react-query";
import type { CreatePaymentIntentInput } from "@contracts/credits";
import { apiJson } from "@/lib/api-client";

/** POST /api/create-payment-intent: opens a payment for a package at its price. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return apiJson<{ clientSecret: string }>("POST", "/api/create-payment-intent", input);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
