import { describe, expect, it } from "vitest";
import { evaluatePageSeo } from "./seo-checklist";
import { PAGE_META, PUBLIC_PAGES, getPageMeta } from "./seo-pages";
import { CLIENT_ROUTES } from "./routes";

const keywords = (n: number) => Array.from({ length: n }, (_, i) => `keyword ${i}`);
const meta = (overrides: Partial<Parameters<typeof evaluatePageSeo>[1]> = {}) => ({
  title: "t".repeat(55),
  description: "d".repeat(155),
  keywords: keywords(6),
  ...overrides,
});
const check = (report: ReturnType<typeof evaluatePageSeo>, id: string) => report.checks.find((c) => c.id === id)!;
const ROUTES = ["/", "/terms", "/market-report"];

describe("the SEO checklist's evaluation", () => {
  it("passes a title of 50 to 60 characters only", () => {
    for (const [length, passed] of [
      [49, false],
      [50, true],
      [60, true],
      [61, false],
    ] as const) {
      const report = evaluatePageSeo("/terms", meta({ title: "x".repeat(length) }), ROUTES);
      expect(check(report, "title")).toEqual({ id: "title", passed, detail: `${length} characters` });
    }
  });

  it("passes a description of 150 to 160 characters only", () => {
    for (const [length, passed] of [
      [149, false],
      [150, true],
      [160, true],
      [161, false],
    ] as const) {
      expect(check(evaluatePageSeo("/terms", meta({ description: "x".repeat(length) }), ROUTES), "description").passed).toBe(passed);
    }
  });

  it("passes 5 to 8 distinct keywords only", () => {
    for (const [count, passed] of [
      [0, false],
      [4, false],
      [5, true],
      [8, true],
      [9, false],
    ] as const) {
      expect(check(evaluatePageSeo("/terms", meta({ keywords: keywords(count) }), ROUTES), "keywords").passed).toBe(passed);
    }
    expect(check(evaluatePageSeo("/terms", meta({ keywords: ["a", "a", "b", "c", "d"] }), ROUTES), "keywords")).toMatchObject({
      passed: false,
      detail: "4 keywords",
    });
    expect(check(evaluatePageSeo("/terms", meta({ keywords: undefined }), ROUTES), "keywords").passed).toBe(false);
  });

  it("wants a canonical path that is a real page, not a redirect (decision 3)", () => {
    expect(check(evaluatePageSeo("/terms", meta(), ROUTES), "canonical")).toEqual({ id: "canonical", passed: true, detail: "/terms" });
    expect(check(evaluatePageSeo("/terms-of-service", meta(), ROUTES), "canonical")).toMatchObject({
      passed: false,
      detail: "redirects to /terms",
    });
    expect(check(evaluatePageSeo("/nowhere", meta(), ROUTES), "canonical")).toMatchObject({ passed: false, detail: "no such page" });
    expect(check(evaluatePageSeo("/terms", meta({ canonicalPath: "/terms/" }), ROUTES), "canonical").passed).toBe(false);
    expect(check(evaluatePageSeo("/terms", meta({ canonicalPath: "/terms?x=1" }), ROUTES), "canonical").passed).toBe(false);
  });

  it("wants a social image (the site's by default) in a format social sites show", () => {
    expect(check(evaluatePageSeo("/", meta(), ROUTES), "social").passed).toBe(true);
    expect(check(evaluatePageSeo("/", meta({ ogImage: "" }), ROUTES), "social").passed).toBe(false);
    expect(check(evaluatePageSeo("/", meta({ ogImage: "/cover.gif" }), ROUTES), "social").passed).toBe(false);
    expect(check(evaluatePageSeo("/", meta({ ogImage: "cover.png" }), ROUTES), "social").passed).toBe(false);
  });

  it("passes a page only when every check passes", () => {
    expect(evaluatePageSeo("/", meta(), ROUTES).passed).toBe(true);
    expect(evaluatePageSeo("/", meta({ title: "short" }), ROUTES).passed).toBe(false);
  });
});

describe("the site's own pages", () => {
  it("every public page meets the checklist", () => {
    const failures = PUBLIC_PAGES.map((path) => evaluatePageSeo(path, getPageMeta(path), CLIENT_ROUTES)).filter((r) => !r.passed);
    expect(
      failures.map(
        (f) =>
          `${f.path}: ${f.checks
            .filter((c) => !c.passed)
            .map((c) => `${c.id} (${c.detail})`)
            .join(", ")}`,
      ),
    ).toEqual([]);
  });

  it("every page's own title and description meet the figures, private ones too", () => {
    for (const [path, page] of Object.entries(PAGE_META)) {
      const report = evaluatePageSeo(path.replace(/:\w+/g, "x"), page, [...CLIENT_ROUTES, path]);
      expect([path, check(report, "title").passed, check(report, "description").passed]).toEqual([path, true, true]);
    }
  });

  it("has the spec's per-path defaults, the long legal paths reading their short page's", () => {
    for (const path of ["/", "/new-appraisal", "/refund-policy", "/disclaimer", "/ar-preview", "/dashboard"])
      expect(PAGE_META[path]).toBeDefined();
    expect(getPageMeta("/terms-of-service")).toBe(PAGE_META["/terms"]);
    expect(getPageMeta("/privacy-policy")).toBe(PAGE_META["/privacy"]);
    expect(getPageMeta("/somewhere-else")).toBe(PAGE_META["/"]);
    expect(getPageMeta("/appraisal/report/abc")).toBe(PAGE_META["/appraisal/report/:id"]);
    for (const path of [
      "/appraisal/abc",
      "/appraisal/report/abc",
      "/admin",
      "/admin/appraisals/abc",
      "/verify/AV-123",
      "/shared-preview/xyz",
    ])
      expect([path, getPageMeta(path).noIndex]).toEqual([path, true]);
    for (const path of ["/dashboard", "/credits", "/history", "/auth"]) expect(PAGE_META[path]!.noIndex).toBe(true);
    for (const path of PUBLIC_PAGES) expect(PAGE_META[path]!.noIndex).toBeFalsy();
  });
});

describe("the public pages", () => {
  it("are the indexable pages the app serves, never a private one", () => {
    for (const path of ["/", "/art-trend-map", "/market-report", "/terms", "/privacy", "/refund-policy", "/disclaimer", "/seo-guide"])
      expect(PUBLIC_PAGES).toContain(path);
    for (const path of PUBLIC_PAGES) expect(CLIENT_ROUTES as readonly string[]).toContain(path);
    for (const path of ["/dashboard", "/credits", "/history", "/admin", "/auth", "/new-appraisal"])
      expect(PUBLIC_PAGES).not.toContain(path);
  });
});
