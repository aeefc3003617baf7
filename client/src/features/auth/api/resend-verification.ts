import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@/lib/api-client";

// Loaded, not imported: the reminder that calls this sits in the layout of every page, and zod
// stays out of the first load.
const loadAccountMessageSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/auth").then((module) => module.AccountMessageSchema);

/** POST /api/auth/resend-verification: a new link for the signed-in account (rate-limited). */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: () => fetchJson(loadAccountMessageSchema, "POST", "/api/auth/resend-verification") });
}
