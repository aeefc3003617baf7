/**
 * Defaults for the values decision 6 puts in configuration; the server may override each.
 * Kept apart from the zod schema in site.ts so the client's first-load bundle need not carry zod.
 */
export const DEFAULT_SITE = {
  appName: "Antique Art Appraisers Near Me",
  supportEmail: "support@antiqueartappraisers.example",
  supportPhone: "+31 20 123 4567",
  location: "Amsterdam, The Netherlands",
  siteUrl: "http://localhost:5000",
} as const;
