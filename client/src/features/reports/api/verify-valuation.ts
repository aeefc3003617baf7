import { queryOptions, useQuery } from "@tanstack/react-query";
import { VerificationSchema } from "@contracts/reports";
import { fetchJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/verify/{valuationId}: public; 404 when no report carries the ID. */
export function verificationQueryOptions(valuationId: string) {
  const queryKey = queryKeys.verification(valuationId);
  return queryOptions({ queryKey, queryFn: () => fetchJson(VerificationSchema, "GET", queryKey[0]) });
}

export function useVerification(valuationId: string) {
  return useQuery({ ...verificationQueryOptions(valuationId), enabled: valuationId.length > 0 });
}
