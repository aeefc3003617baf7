import { computeBarLayout } from "../bar-geometry";

export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart that reads the same on screen and on paper (SVG bars print without
 * "background graphics"). The bars are for the eye only; screen readers get the table beside it.
 */
export function BarChart({
  caption,
  data,
  unit,
  signed = false,
  valueHeader,
  domainMax,
}: {
  caption: string;
  data: readonly BarDatum[];
  unit: string;
  signed?: boolean;
  valueHeader: string;
  /** The value a full-length bar stands for (100 for shares of a whole); by default the largest value. */
  domainMax?: number;
}) {
  const { zero, bars } = computeBarLayout(
    data.map((d) => d.value),
    domainMax,
  );
  const hasNegative = zero > 0;
  const format = (value: number) => `${signed && value > 0 ? "+" : ""}${value}${unit}`;
  return (
    <figure className="print:break-inside-avoid">
      <div aria-hidden="true" className="space-y-3 sm:space-y-2">
        {data.map((d, i) => {
          const { x, width } = bars[i]!;
          return (
            <div
              key={d.label}
              className="grid grid-cols-[minmax(0,1fr)_4rem] items-center gap-x-2 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_4rem]"
            >
              {/* Above its bar on a phone, beside it from 640 px: never cut off. */}
              <span className="col-span-2 text-muted-foreground sm:col-span-1">{d.label}</span>
              <svg className="h-4 w-full overflow-visible" preserveAspectRatio="none">
                <rect
                  x={`${x}%`}
                  y="0"
                  width={`${width}%`}
                  height="100%"
                  rx="2"
                  fill={d.value < 0 ? "var(--destructive)" : "var(--primary)"}
                />
                {hasNegative ? (
                  <line x1={`${zero}%`} x2={`${zero}%`} y1="-2" y2="18" stroke="var(--muted-foreground)" strokeWidth="1" />
                ) : null}
              </svg>
              <span className="text-right font-medium tabular-nums">{format(d.value)}</span>
            </div>
          );
        })}
      </div>
      {/* A table will not shrink to sr-only's 1 px, so its wrapper hides it (else it widens a phone's page). */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The table caption already names the chart for screen readers. */}
      <figcaption aria-hidden="true" className="mt-3 text-xs text-muted-foreground">
        {caption}
      </figcaption>
    </figure>
  );
}
