import type { Appraisal } from "@contracts/appraisals";
import { formatDimensions } from "@contracts/reports";
import { formatDateTime } from "@/lib/format";

/** The submission as the owner gave it, with empty fields shown as "Not provided". */
export function ArtworkDetails({ appraisal }: { appraisal: Appraisal }) {
  // "Completed" only once it is: a processing appraisal has no completion date to be missing.
  const rows: [string, string | null][] = [
    ["Title", appraisal.artworkTitle],
    ["Artist", appraisal.artistName],
    ["Medium", appraisal.mediumLabel],
    ["Year created", appraisal.yearCreated],
    ["Dimensions", formatDimensions(appraisal.height, appraisal.width)],
    ["Submitted", formatDateTime(appraisal.submittedAt)],
    ...(appraisal.completedAt ? [["Completed", formatDateTime(appraisal.completedAt)] as [string, string]] : []),
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0 space-y-1">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className={value ? "break-words" : "text-muted-foreground italic"}>{value || "Not provided"}</dd>
          </div>
        ))}
      </dl>
      {(["Provenance", "Additional notes"] as const).map((label) => {
        const text = label === "Provenance" ? appraisal.provenance : appraisal.additionalNotes;
        return (
          <div key={label} className="space-y-1">
            <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground" style={{ fontFamily: "inherit" }}>
              {label}
            </h3>
            <p className={text ? "whitespace-pre-line break-words" : "text-muted-foreground italic"}>{text || "Not provided"}</p>
          </div>
        );
      })}
    </div>
  );
}
