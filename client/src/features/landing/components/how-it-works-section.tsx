import { Brain, Check, FileText, Upload } from "lucide-react";
import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    icon: Upload,
    title: "Upload Photos",
    text: "Add up to 5 clear photos of your artwork (front, back, signature and labels) and any details you know, such as the artist, year and dimensions.",
  },
  {
    icon: Brain,
    title: "AI Analysis",
    text: "Our AI studies style, technique, era and condition, then compares the work with comparable pieces and current market data.",
  },
  {
    icon: FileText,
    title: "Get Your Report",
    text: "Within 24-48 hours you receive a detailed report you can view online, print, download as a PDF or send by e-mail.",
  },
] as const;

const REPORT_CONTENTS = [
  "Estimated value range",
  "Historical context",
  "Market analysis",
  "Authentication indicators",
  "Recommendations",
] as const;

/** #how-it-works: the three steps and what every report contains (core spec: landing page). */
export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      tabIndex={-1}
      className="scroll-mt-16 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-heading" eyebrow="How It Works" title="Your appraisal in three simple steps">
          One credit buys one appraisal. There is no need to ship your artwork or book a visit.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-14 max-w-3xl rounded-xl border border-primary/25 bg-primary/5 p-6 sm:p-8">
          <h3 className="text-xl font-semibold">What your report includes</h3>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {REPORT_CONTENTS.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check className="size-3.5" aria-hidden="true" />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-muted-foreground">Reports are estimates to guide your decisions, not a formal authentication.</p>
        </div>
      </div>
    </section>
  );
}
