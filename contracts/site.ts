import { z } from "zod";

/** Defaults for the values decision 6 puts in configuration; the server may override each. */
export const DEFAULT_SITE = {
  appName: "Antique Art Appraisers Near Me",
  supportEmail: "support@antiqueartappraisers.example",
  supportPhone: "+31 20 123 4567",
  location: "Amsterdam, The Netherlands",
  siteUrl: "http://localhost:5000",
} as const;

/** The public settings the server hands the client inside index.html. */
export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  location: z.string(),
  siteUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
