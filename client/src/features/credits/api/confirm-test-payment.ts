import type { TestConfirmInput } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";

// Loaded only outside production, so zod stays out of /credits' first load (decision 0015).
const loadConfirmResponseSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.TestConfirmResponseSchema);

/** POST /api/payments/test/confirm: the built-in test provider charges the card (decision 12). */
export function confirmTestPayment(input: TestConfirmInput) {
  return fetchJson(loadConfirmResponseSchema, "POST", "/api/payments/test/confirm", input);
}
