import { Landmark } from "lucide-react";
import type { KnownWork } from "@contracts/appraisals";
import { knownWorkSentence } from "@contracts/known-work";

/**
 * The photo matched a known work (issue 50): said first, because it changes what the piece most
 * likely is (a reproduction or a copy of a museum's work). The analyzer and the wizard's review show it.
 */
export function KnownWorkNotice({ knownWork }: { knownWork: KnownWork | null | undefined }) {
  if (!knownWork) return null;
  return (
    <section
      aria-labelledby="known-work-heading"
      className="flex gap-3 rounded-lg border border-sky-600/40 bg-sky-500/10 p-4 text-sm"
      data-testid="known-work"
    >
      <Landmark className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
      <div className="space-y-1">
        <h3 id="known-work-heading" className="font-semibold">
          A known work
        </h3>
        <p>{knownWorkSentence(knownWork)}</p>
        <p className="text-muted-foreground">
          Unless its history shows otherwise, a piece that looks like a famous work is most likely a reproduction or a copy of it; the
          appraisal values it as that and says what would prove it is the original.
        </p>
      </div>
    </section>
  );
}
