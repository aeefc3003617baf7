import { useEffect } from "react";
import { useLocation } from "wouter";
import type { PageMeta as PageMetaData } from "@contracts/seo";

export type PageMetaProps = Partial<PageMetaData>;

// The head writer and the per-path table load on the first navigation, not with the landing
// page: the server already wrote the first page's tags into index.html.
const loadHeadWriter = () => import("./page-meta-head");
// The path whose tags the server wrote; until the first navigation they need no update.
let serverRenderedPath: string | null = typeof window === "undefined" ? null : window.location.pathname;

/**
 * Keeps document.head in step with the current page: the server renders these tags into the
 * first HTML response, so they are updated in place rather than added again. What a page
 * passes wins; the rest comes from the path's defaults (contracts/seo-pages.ts).
 */
export function usePageMeta(overrides: PageMetaProps = {}): void {
  const [location] = useLocation();
  const { title, description, ogImage, noIndex, canonicalPath } = overrides;
  const keywords = overrides.keywords?.join("\n");
  const hasOverrides = Object.values(overrides).some((value) => value !== undefined);

  useEffect(() => {
    if (location === serverRenderedPath && !hasOverrides) return;
    serverRenderedPath = null;
    let cancelled = false;
    void loadHeadWriter().then(({ applyPageMeta }) => {
      if (!cancelled) applyPageMeta(location, { title, description, keywords: keywords?.split("\n"), ogImage, noIndex, canonicalPath });
    });
    return () => {
      cancelled = true;
    };
  }, [location, title, description, keywords, ogImage, noIndex, canonicalPath, hasOverrides]);
}

/** Declarative form of usePageMeta for pages that prefer a component. */
export function PageMeta(props: PageMetaProps) {
  usePageMeta(props);
  return null;
}
