import { BookOpen, FileCheck2, LineChart, Mail, Scale, ShieldCheck } from "lucide-react";
import { SectionHeading } from "./section-heading";
import { ContactButton } from "./contact-button";
import { SampleCertificateButton } from "./sample-certificate-button";

const FEATURES = [
  { icon: Scale, title: "Value range", text: "An estimated market value range with the factors that shaped it." },
  { icon: BookOpen, title: "Historical context", text: "The artwork's style, period and place in art history." },
  { icon: LineChart, title: "Market analysis", text: "Recent trends for comparable works and where the market is heading." },
  { icon: FileCheck2, title: "Condition notes", text: "Observations on condition and what they mean for value." },
  { icon: ShieldCheck, title: "Verifiable certificate", text: "A valuation ID anyone can check on our verification page." },
  { icon: Mail, title: "PDF and e-mail", text: "Download your report as a PDF or send it by e-mail." },
] as const;

/** What a report contains, with the sample certificate preview and the business contact. */
export function ReportFeaturesSection() {
  return (
    <section aria-labelledby="report-features-heading" className="border-y bg-card/30 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="report-features-heading" eyebrow="Your report" title="Everything in a professional appraisal report">
          Each report is written for your artwork and ready to share with insurers, buyers or family.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <SampleCertificateButton size="lg">See Sample Report</SampleCertificateButton>
          <ContactButton size="lg" variant="outline">
            Contact Us for Business Pricing
          </ContactButton>
        </div>
      </div>
    </section>
  );
}
