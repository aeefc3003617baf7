import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Verification } from "@contracts/reports";

/** GET /api/verify/{valuationId}: public; 404 when no report carries the ID. */
export function verificationQueryOptions(valuationId: string) {
  return queryOptions<Verification>({ queryKey: [`/api/verify/${encodeURIComponent(valuationId)}`] });
}

export function useVerification(valuationId: string) {
  return useQuery({ ...verificationQueryOptions(valuationId), enabled: valuationId.length > 0 });
}
