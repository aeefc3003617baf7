/**
 * The client's pages, shared with the server so that an unknown path is answered with the
 * app and HTTP 404 (the app then shows its not-found screen) rather than a soft 200.
 * Patterns use ":param" segments.
 */
export const CLIENT_ROUTES = [
  "/",
  "/auth",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
  "/refund-policy",
  "/disclaimer",
  "/credits",
  "/new-appraisal",
  "/dashboard",
  "/appraisal/:id",
  "/appraisal/report/:id",
  "/history",
  "/art-style-analyzer",
  "/verify/:valuationId",
  "/admin",
  "/admin/appraisals/:id",
  "/art-trend-map",
  "/market-report",
  "/seo-guide",
  "/ar-preview",
  "/shared-preview/:shareId",
  "/how-we-appraise",
] as const;

/** Permanent redirects (decisions 2 and 3); the server answers 301, the client router follows too. */
export const REDIRECTS: Record<string, string> = {
  "/terms-of-service": "/terms",
  "/privacy-policy": "/privacy",
  "/market-trends": "/art-trend-map",
};

/** Whether a path matches one of the client's route patterns. */
export function isClientRoute(pathname: string, routes: readonly string[] = CLIENT_ROUTES): boolean {
  const parts = pathname.replace(/\/+$/, "").split("/");
  return routes.some((pattern) => {
    const patternParts = pattern.replace(/\/+$/, "").split("/");
    return patternParts.length === parts.length && patternParts.every((p, i) => (p.startsWith(":") ? !!parts[i] : p === parts[i]));
  });
}
