import type { Report } from "@contracts/reports";
import { ReportProse } from "./report-section";

/** The owner's words exactly as written, then how the report takes them up (decision 29). */
export function OwnerNotes({ notes, takenUp }: { notes: Report["additionalNotes"]; takenUp: Report["ownerNotes"] }) {
  return (
    <div className="space-y-4">
      {notes && (
        <figure className="space-y-1">
          <figcaption className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            As written in the submission
          </figcaption>
          <blockquote className="whitespace-pre-line break-words border-l-4 border-primary/60 pl-4 italic">{notes}</blockquote>
        </figure>
      )}
      {takenUp && <ReportProse text={takenUp} />}
    </div>
  );
}
