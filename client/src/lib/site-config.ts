import type { PublicConfig } from "@contracts/site";
import { DEFAULT_SITE } from "@contracts/site-defaults";

let cached: PublicConfig | undefined;

// Checked by hand rather than with PublicConfigSchema: zod would add about 20 KB gzipped to the
// landing page's first-load bundle for this one check.
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(DEFAULT_SITE) as (keyof PublicConfig)[]).every((key) => typeof record[key] === "string");
}

/** The public configuration the server embedded in index.html (decision 6), else the defaults. */
export function getSiteConfig(): PublicConfig {
  if (cached) return cached;
  const element = typeof document !== "undefined" ? document.getElementById("app-config") : null;
  const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : undefined;
  cached = isPublicConfig(parsed) ? parsed : { ...DEFAULT_SITE };
  return cached;
}
