import { Clock, FileText, Sparkles, TrendingUp } from "lucide-react";

const BENEFITS = [
  {
    icon: Sparkles,
    title: "Expert art analysis",
    text: "Style, era, medium and condition read from your photos and the details you know.",
  },
  { icon: TrendingUp, title: "Market trend insights", text: "See how comparable works and styles are moving in today's market." },
  { icon: FileText, title: "Detailed PDF reports", text: "A printable report with value range, historical context and recommendations." },
  { icon: Clock, title: "48-hour turnaround", text: "Most appraisals are ready within 48 hours, and we notify you when yours is." },
] as const;

/** The large-screen side panel of /auth (secondary spec: its marketing promises). */
export function AuthMarketingPanel({ appName }: { appName: string }) {
  return (
    <aside
      aria-labelledby="auth-benefits-heading"
      className="relative hidden overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-card to-background p-10 lg:flex lg:flex-col lg:justify-center"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-primary/10 blur-3xl" />
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{appName}</p>
      <h2 id="auth-benefits-heading" className="mt-3 text-3xl font-semibold leading-tight">
        Discover what your artwork is worth
      </h2>
      <p className="mt-3 text-muted-foreground">
        Create a free account to submit artwork, track your appraisals and download your reports.
      </p>
      <ul className="mt-8 space-y-6">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-sans font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
