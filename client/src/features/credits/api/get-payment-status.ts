import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentStatusResponse } from "@contracts/credits";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

// Loaded only outside production, so zod stays out of /credits' first load (decision 0015).
const loadPaymentStatusSchema = import.meta.env.PROD
  ? undefined
  : () => import("@contracts/credits").then((module) => module.PaymentStatusResponseSchema);

// Stripe's webhook can land a few seconds after the browser returns; stop asking after this long.
const PENDING_POLL_MS = 2000;
const PENDING_POLL_LIMIT = 15;
const PENDING_STATUSES: PaymentStatusResponse["status"][] = ["processing", "requires_confirmation"];

export const paymentStatusQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: () => fetchJson(loadPaymentStatusSchema, "GET", `/api/payments/${encodeURIComponent(paymentId)}`),
    retry: false,
  });

/** How the payment the browser returned from stands; polls briefly while the provider still works on it. */
export function usePaymentStatus(paymentId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...paymentStatusQueryOptions(paymentId ?? ""),
    enabled: enabled && !!paymentId,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const isPending = !!status && PENDING_STATUSES.includes(status);
      return isPending && query.state.dataUpdateCount < PENDING_POLL_LIMIT ? PENDING_POLL_MS : false;
    },
  });
}
