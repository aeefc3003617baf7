import type { LegendItem } from "../heat";

/** The colour key of the current view. */
export function MapLegend({ title, items }: { title: string; items: readonly LegendItem[] }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{title}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span
              className="size-3 shrink-0 rounded-sm border border-black/30"
              style={{ backgroundColor: item.color }}
              aria-hidden="true"
            />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
