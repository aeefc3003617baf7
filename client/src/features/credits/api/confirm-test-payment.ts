import type { TestConfirmInput } from "@contracts/credits";
import { apiJson } from "@/lib/api-client";

/** POST /api/payments/test/confirm: the built-in test provider charges the card (decision 12). */
export function confirmTestPayment(input: TestConfirmInput) {
  return apiJson<{ status: "succeeded" }>("POST", "/api/payments/test/confirm", input);
}
