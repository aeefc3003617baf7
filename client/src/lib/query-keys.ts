import type { QueryKey } from "@tanstack/react-query";

const id = (value: string) => encodeURIComponent(value);

/**
 * Every server-state key in one place (decision 0013). key[0] is the URL the query reads
 * (core spec section 7), so a key names one shape only; prefixes group what refreshes together.
 */
export const queryKeys = {
  user: ["/api/user"],
  credits: ["/api/credits"],
  creditPackages: ["/api/credit-packages"],
  paymentsConfig: ["/api/payments/config"],
  payment: (paymentId: string) => ["/api/payments", paymentId] as const,
  appraisals: ["/api/appraisals"],
  recentAppraisals: ["/api/appraisals/recent"],
  appraisal: (appraisalId: string) => [`/api/appraisals/${id(appraisalId)}`] as const,
  report: (appraisalId: string) => [`/api/appraisals/${id(appraisalId)}/report`] as const,
  verification: (valuationId: string) => [`/api/verify/${id(valuationId)}`] as const,
  portfolio: ["/api/portfolio"],
  adminSummary: ["/api/admin/summary"],
  adminAnalytics: ["/api/admin/analytics"],
  /** Prefix of every admin list page and of the single admin row: they refresh together. */
  adminAppraisals: ["/api/admin/appraisals"],
  adminAppraisalList: (query: object) => ["/api/admin/appraisals", "list", query] as const,
  adminAppraisalRow: (appraisalId: string) => ["/api/admin/appraisals", "row", appraisalId] as const,
  adminDraft: (appraisalId: string) => [`/api/admin/appraisals/${id(appraisalId)}/draft`] as const,
  arPreviews: ["/api/ar-previews"],
  localPreviews: ["ar-preview", "local"],
  sharedPreview: (shareId: string) => [`/api/shared-previews/${id(shareId)}`] as const,
  styleAnalyses: ["/api/style-analyses"],
  styleMarketData: (style: string) => ["style-market-data", style] as const,
  styleRecommendations: (style: string) => ["style-recommendations", style] as const,
} as const satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
