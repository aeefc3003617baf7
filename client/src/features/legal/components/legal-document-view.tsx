import { Link } from "wouter";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "../content";

const RELATED = [
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/refund-policy", label: "Refund Policy" },
  { href: "/disclaimer", label: "Disclaimer" },
] as const;

/** Renders one legal document as a readable article with links to the others. */
export function LegalDocumentView({ document, currentPath }: { document: LegalDocument; currentPath: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <article aria-labelledby="legal-title">
        <header className="border-b pb-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Legal</p>
          <h1 id="legal-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
          <p className="mt-6 text-base leading-7 text-foreground/90">{document.summary}</p>
        </header>
        <div className="mt-8 space-y-10">
          {document.sections.map((section) => (
            <section key={section.heading} aria-labelledby={toId(section.heading)}>
              <h2 id={toId(section.heading)} className="text-xl font-semibold sm:text-2xl">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-7 text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-muted-foreground marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </article>
      <nav aria-label="Other legal documents" className="mt-12 border-t pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {RELATED.filter(({ href }) => href !== currentPath).map(({ href, label }) => (
            <li key={href}>
              <Link
                href={href}
                className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function toId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
