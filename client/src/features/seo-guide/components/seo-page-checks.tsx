import { use } from "react";
import { Check, X } from "lucide-react";
import { CLIENT_ROUTES } from "@contracts/routes";
import { evaluatePageSeo } from "@contracts/seo-checklist";
import { cn } from "@/lib/utils";
import { CHECK_LABELS } from "../content/seo-guide";

// Imported the way usePageMeta imports it (only ever on demand), so the landing page's runtime
// carries no helper for a module that is both statically and dynamically imported.
const pageTable = import("@contracts/seo-pages");

/** The checklist applied to the site's own public pages, as they are configured right now. */
export function SeoPageChecks() {
  const { PUBLIC_PAGES, getPageMeta } = use(pageTable);
  const reports = PUBLIC_PAGES.map((path) => ({
    ...evaluatePageSeo(path, getPageMeta(path), CLIENT_ROUTES),
    title: getPageMeta(path).title,
  }));
  const passing = reports.filter((r) => r.passed).length;
  return (
    <section aria-labelledby="seo-pages-heading" className="mt-10">
      <h3 id="seo-pages-heading" className="text-xl font-semibold">
        This site's public pages
      </h3>
      <p className="mt-2 text-sm text-muted-foreground" role="status">
        {passing} of {reports.length} public pages pass every check.
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {reports.map((report) => (
          <li
            key={report.path}
            className={cn("rounded-lg border bg-card p-4", !report.passed && "border-destructive/60")}
            aria-label={`${report.path}: ${report.passed ? "passes" : "needs work"}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-sm text-primary">{report.path}</p>
                <p className="mt-1 break-words text-sm">{report.title}</p>
              </div>
              <span
                className={cn(
                  "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  report.passed ? "bg-success/15 text-success" : "bg-destructive/15 text-destructive-foreground",
                )}
              >
                {report.passed ? "Pass" : "Needs work"}
              </span>
            </div>
            <dl className="mt-3 grid gap-1.5 text-sm">
              {report.checks.map((check) => (
                <div key={check.id} className="flex items-start gap-2">
                  {check.passed ? (
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  <dt className="w-24 shrink-0 text-muted-foreground">{CHECK_LABELS[check.id]}</dt>
                  <dd className="min-w-0 break-words">
                    <span className="sr-only">{check.passed ? "passes: " : "fails: "}</span>
                    {check.detail}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
