import type { StyleScore } from "@contracts/appraisals";

const percent = (p: number) => Math.round(p * 100);

/** The three most likely styles as bars; the numbers are text, so screen readers read the same chart. */
export function TopStylesChart({ topStyles }: { topStyles: StyleScore[] }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">Top three styles</figcaption>
      <ol className="space-y-2">
        {topStyles.map((score, index) => (
          <li key={score.style} className="grid grid-cols-[minmax(0,8.5rem)_1fr_3rem] items-center gap-2 text-sm">
            <span className="truncate" title={score.style}>
              {score.style}
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
              <span
                className={index === 0 ? "block h-full rounded-full bg-primary" : "block h-full rounded-full bg-primary/50"}
                style={{ width: `${Math.max(2, percent(score.probability))}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{percent(score.probability)}%</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
