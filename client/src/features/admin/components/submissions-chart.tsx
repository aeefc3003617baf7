import { useId } from "react";
import { layoutBarChart, summariseSubmissions, type ChartBox, type DailyCount } from "../chart-scale";
import { formatDay, formatLongDay } from "../format";
import { useElementWidth } from "./use-element-width";

const CHART_HEIGHT = 260;
const PADDING: ChartBox["padding"] = { top: 16, right: 8, bottom: 44, left: 44 };

const plural = (count: number, word: string) => `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;

/** One sentence for screen readers and the caption: the total and the busiest day. */
export function describeSubmissions(data: readonly DailyCount[]): string {
  const { total, busiest } = summariseSubmissions(data);
  if (data.length === 0) return "No submission data.";
  const range = `${formatLongDay(data[0]!.date)} to ${formatLongDay(data.at(-1)!.date)}`;
  if (!busiest) return `No appraisals were submitted from ${range}.`;
  return `${plural(total, "appraisal")} submitted from ${range}; the busiest day was ${formatLongDay(busiest.date)} with ${plural(busiest.count, "submission")}.`;
}

/** Submissions per day over the last 8 weeks, drawn as an SVG bar chart (no chart library). */
export function SubmissionsChart({ data }: { data: readonly DailyCount[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  // Drawn at its real width so the labels keep their size on a phone and on a wide screen.
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const box: ChartBox = { width: Math.max(280, width), height: CHART_HEIGHT, padding: PADDING };
  const layout = layoutBarChart(data, box);
  const description = describeSubmissions(data);
  const { plot } = layout;

  return (
    <figure className="space-y-3">
      <figcaption>
        <h3 id={titleId} className="text-lg font-semibold">
          Submissions per Day (Last 8 Weeks)
        </h3>
        <p id={descId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </figcaption>
      <div ref={ref} className="w-full">
        <svg
          width={box.width}
          height={box.height}
          viewBox={`0 0 ${box.width} ${box.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="block max-w-full text-muted-foreground"
        >
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-border"
                strokeDasharray={tick.value === 0 ? undefined : "3 4"}
              />
              <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle" className="fill-current text-xs tabular-nums">
                {tick.value}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <rect
              key={bar.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(2, bar.width / 2)}
              className="fill-primary"
            >
              <title>{`${formatLongDay(bar.date)}: ${plural(bar.count, "submission")}`}</title>
            </rect>
          ))}
          {layout.dateLabels.map((label) => (
            <text key={label.date} x={label.x} y={plot.bottom + 16} textAnchor="middle" className="fill-current text-xs">
              {formatDay(label.date)}
            </text>
          ))}
          <text x={(plot.left + plot.right) / 2} y={box.height - 6} textAnchor="middle" className="fill-current text-xs">
            Date (week starting)
          </text>
          <text
            transform={`translate(12 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-current text-xs"
          >
            Submissions
          </text>
        </svg>
      </div>
    </figure>
  );
}
