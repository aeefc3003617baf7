import { DEFAULT_SITE, PublicConfigSchema, type PublicConfig } from "@contracts/site";

let cached: PublicConfig | undefined;

/** The public configuration the server embedded in index.html (decision 6), else the defaults. */
export function getSiteConfig(): PublicConfig {
  if (cached) return cached;
  const element = typeof document !== "undefined" ? document.getElementById("app-config") : null;
  const parsed = element?.textContent ? PublicConfigSchema.safeParse(JSON.parse(element.textContent)) : undefined;
  cached = parsed?.success ? parsed.data : { ...DEFAULT_SITE };
  return cached;
}
