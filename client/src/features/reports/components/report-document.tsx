import { Link } from "wouter";
import { ShieldCheck } from "lucide-react";
import type { Report } from "@contracts/reports";
import { formatUsdRange, formatDate } from "@/lib/format";
import { ComparablesTable } from "./comparables-table";
import { OwnerNotes } from "./owner-notes";
import { ReportRanges } from "./report-ranges";
import { ReportFactorsTable } from "./report-factors-table";
import { ReportProse as Prose, ReportSection as Section } from "./report-section";

/** The printable report: every field of the Report (core spec section 3; decisions 18 and 19). */
export function ReportDocument({ report }: { report: Report }) {
  const details: [string, string | null][] = [
    ["Artist", report.artistLabel],
    ["Medium", report.mediumLabel],
    ["Year", report.yearCreated],
    ["Dimensions", report.dimensions],
    ["Provenance", report.provenance],
    ["Submitted", formatDate(report.submittedAt)],
    ["Completed", formatDate(report.completedAt)],
  ];
  const [primaryImage, ...otherImages] = report.images;
  const verifyPath = `/verify/${report.valuationId}`;

  return (
    <article
      className="space-y-10 rounded-lg border bg-card p-5 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      aria-labelledby="report-title"
    >
      <header className="space-y-4 border-b pb-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-primary">Appraisal Report</p>
        <h1 id="report-title" className="break-words text-3xl font-bold sm:text-4xl">
          {report.title}
        </h1>
        <p className="text-lg text-muted-foreground">{report.artistLabel || "Unknown artist"}</p>
        <p className="text-sm text-muted-foreground">
          Valuation ID <span className="whitespace-nowrap font-mono font-medium text-foreground">{report.valuationId}</span> · Completed{" "}
          {formatDate(report.completedAt)}
        </p>
      </header>

      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:grid-cols-2">
        <div className="space-y-3">
          {primaryImage && (
            <img
              src={primaryImage}
              alt={`${report.title}, primary photo`}
              className="max-h-[28rem] w-full rounded-md border bg-muted object-contain print:max-h-[9cm]"
            />
          )}
          {/* The report shows the artwork straightened out of the photo (issue 30); the photo as taken stays one click away. */}
          {primaryImage && report.originalImages[0] && report.originalImages[0] !== primaryImage && (
            <p className="text-sm text-muted-foreground print:hidden">
              {report.outlineSetByHand ? "Cropped to the outline the owner set. " : "Cropped to the artwork we found in the photo. "}
              <a
                href={report.originalImages[0]}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                View the original photo
              </a>
            </p>
          )}
          {otherImages.length > 0 && (
            <ul className="grid grid-cols-4 gap-2" aria-label="Further photos">
              {otherImages.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${report.title}, photo ${index + 2}`}
                    loading="lazy"
                    className="aspect-square w-full rounded border object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-6">
          <div className="rounded-lg border border-primary/40 bg-primary/5 p-5">
            <p className="text-sm font-medium text-muted-foreground">Estimated Value Range</p>
            <p className="font-serif text-3xl font-bold text-primary" data-testid="report-value">
              {formatUsdRange(report.estimatedValueRange)}
            </p>
            <ReportRanges report={report} />
            {report.ifAuthenticated && (
              <p className="mt-2 text-sm text-muted-foreground">
                If authenticated as by {report.ifAuthenticated.artist}:{" "}
                <span className="font-semibold text-foreground">{formatUsdRange(report.ifAuthenticated)}</span>
              </p>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className={value ? "break-words" : "text-muted-foreground italic"}>{value || "Not provided"}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <Section id="summary-heading" title="Summary">
        <Prose text={report.summary} />
      </Section>

      {report.narrowing.length > 0 && (
        <Section id="narrowing-heading" title="What Would Narrow These Ranges">
          <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed" data-testid="report-narrowing">
            {report.narrowing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}

      {report.photoObservations && (
        <Section id="photos-heading" title="What the Photographs Show">
          <Prose text={report.photoObservations} />
        </Section>
      )}

      {report.style && (
        <Section id="style-heading" title="Style Analysis">
          <p>
            <span className="font-semibold">{report.style.style}</span>
            {report.style.era && report.style.era !== report.style.style && <> · {report.style.era}</>}{" "}
            <span className="text-muted-foreground">({Math.round(report.style.probability * 100)}% confidence)</span>
          </p>
          {report.style.characteristics.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {report.style.characteristics.map((characteristic) => (
                <li key={characteristic}>{characteristic}</li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <Section id="history-heading" title="Historical Context">
        <Prose text={report.historicalContext} />
      </Section>
      {(report.additionalNotes || report.ownerNotes) && (
        <Section id="owner-notes-heading" title="The Owner's Notes">
          <OwnerNotes notes={report.additionalNotes} takenUp={report.ownerNotes} />
        </Section>
      )}
      <Section id="market-heading" title="Market Analysis">
        <Prose text={report.marketAnalysis} />
      </Section>
      {report.comparables.length > 0 && (
        <Section id="comparables-heading" title="Comparable Sales">
          <ComparablesTable sales={report.comparables} />
        </Section>
      )}
      <Section id="factors-heading" title="How the range was reached">
        <ReportFactorsTable factors={report.factors} />
      </Section>
      {report.ifAuthenticated && (
        <Section id="authenticated-heading" title="If Authenticated">
          <p>
            If the work were authenticated as by {report.ifAuthenticated.artist}, its range would be{" "}
            <span className="font-semibold">{formatUsdRange(report.ifAuthenticated)}</span>, from that artist&apos;s own sales record.
          </p>
          <Prose text={report.ifAuthenticated.howToEstablish} />
        </Section>
      )}
      <Section id="authentication-heading" title="Authentication Indicators">
        <Prose text={report.authenticationIndicators} />
      </Section>
      <Section id="recommendations-heading" title="Recommendations">
        <ol className="list-decimal space-y-2 pl-5">
          {report.recommendations.map((recommendation, index) => (
            <li key={index}>{recommendation}</li>
          ))}
        </ol>
      </Section>

      {report.method && (
        <Section id="method-heading" title="Method and Accuracy">
          <Prose text={report.method} />
        </Section>
      )}

      <Section id="verification-heading" title="Verification">
        <div className="flex gap-3 rounded-md border p-4">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <p className="min-w-0 text-sm">
            Valuation ID <span className="whitespace-nowrap font-mono font-semibold">{report.valuationId}</span>. Anyone can check that this
            report is genuine at{" "}
            <Link href={verifyPath} className="break-all font-medium text-primary underline underline-offset-4">
              {report.verificationUrl}
            </Link>
            .
          </p>
        </div>
      </Section>

      <footer className="rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">
        <p className="font-semibold text-foreground">Disclaimer</p>
        <p className="mt-1">{report.disclaimer}</p>
      </footer>
    </article>
  );
}
