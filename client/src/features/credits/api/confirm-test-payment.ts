import { TestConfirmResponseSchema, type TestConfirmInput } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";

/** POST /api/payments/test/confirm: the built-in test provider charges the card (decision 12). */
export function confirmTestPayment(input: TestConfirmInput) {
  return fetchJson(TestConfirmResponseSchema, "POST", "/api/payments/test/confirm", input);
}
