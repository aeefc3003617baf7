import { z } from "zod";

export { DEFAULT_SITE } from "./site-defaults";

/** The public settings the server hands the client inside index.html. */
export const PublicConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  location: z.string(),
  siteUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
