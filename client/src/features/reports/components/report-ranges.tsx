import { describeRanges, type Report } from "@contracts/reports";

/**
 * Decision 39's two ranges under the headline figure: the likely range (the headline itself) and
 * the wider one, each with the coverage it was measured at, worded as in the PDF and the e-mail.
 */
export function ReportRanges({ report }: { report: Pick<Report, "estimatedValueRange" | "wideValueRange" | "rangeCoverage"> }) {
  const [likely, wider] = describeRanges(report);
  return (
    <dl className="mt-3 space-y-3 text-sm" data-testid="report-ranges">
      <div>
        <dt className="font-semibold text-foreground">
          {likely!.label} {likely!.range}
        </dt>
        <dd className="text-muted-foreground first-letter:uppercase">{likely!.explanation}</dd>
      </div>
      {wider && (
        <div className="border-t border-primary/20 pt-3">
          <dt className="font-semibold text-foreground">
            {wider.label} <span data-testid="report-wide-value">{wider.range}</span>
          </dt>
          <dd className="text-muted-foreground first-letter:uppercase">{wider.explanation}</dd>
        </div>
      )}
    </dl>
  );
}
