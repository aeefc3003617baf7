import { useState, type KeyboardEvent } from "react";
import { US_INNER_STATE_BORDERS, US_MAP_HEIGHT, US_MAP_WIDTH, US_REGION_SHAPES } from "../map/us-regions.generated";
import { MAP_REGIONS, type MapView, type RegionMarketData } from "../content/trend-map-data";
import type { MapRegionId } from "../map/region-states";
import { formatRegionFigure, getRegionFill } from "../heat";

const NAMES = new Map(MAP_REGIONS.map((r) => [r.id as string, r.name]));
const TOOLTIP_ID = "trend-map-tooltip";
const INSET_REGIONS = new Set<MapRegionId>(["hawaii", "alaska"]);
const HIT_PADDING = 16;

interface UsRegionMapProps {
  view: MapView;
  figures: Record<MapRegionId, RegionMarketData>;
  selectedId: MapRegionId | null;
  onSelect: (id: MapRegionId) => void;
}

/**
 * The United States in nine regions, each an SVG button (its name is its accessible label).
 * Hover and keyboard focus show the same tooltip with the region's figure for the view.
 */
export function UsRegionMap({ view, figures, selectedId, onSelect }: UsRegionMapProps) {
  const [hoveredId, setHoveredId] = useState<MapRegionId | null>(null);
  const [focusedId, setFocusedId] = useState<MapRegionId | null>(null);
  const pointedId = hoveredId ?? focusedId;
  const pointed = pointedId ? US_REGION_SHAPES.find((s) => s.id === pointedId) : undefined;
  const highlighted = US_REGION_SHAPES.filter((s) => s.id === selectedId || s.id === pointedId);

  const handleKeyDown = (event: KeyboardEvent, id: MapRegionId) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(id);
    }
  };

  return (
    <div className="relative">
      <svg
        viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
        className="block h-auto w-full"
        role="group"
        aria-label="Map of the United States by art market region"
      >
        {US_REGION_SHAPES.map((shape) => {
          const id = shape.id as MapRegionId;
          const [x, y, width, height] = shape.box;
          return (
            <g
              key={id}
              role="button"
              tabIndex={0}
              aria-label={NAMES.get(id)}
              aria-pressed={selectedId === id}
              aria-describedby={pointedId === id ? TOOLTIP_ID : undefined}
              data-region={id}
              className="cursor-pointer outline-none transition-opacity hover:opacity-85"
              onClick={() => onSelect(id)}
              onKeyDown={(event) => handleKeyDown(event, id)}
              onMouseEnter={() => setHoveredId(id)}
              onMouseLeave={() => setHoveredId(null)}
              // Keyboard focus only: a region clicked with the mouse keeps focus, and its tooltip would
              // stay over the map after the pointer has left it.
              onFocus={(event) => setFocusedId(event.currentTarget.matches(":focus-visible") ? id : null)}
              onBlur={() => setFocusedId(null)}
            >
              {/* The insets are scattered islands: their whole box answers a click or a tap, not only the land. */}
              {INSET_REGIONS.has(id) ? (
                <rect
                  x={x - HIT_PADDING}
                  y={y - HIT_PADDING}
                  width={width + 2 * HIT_PADDING}
                  height={height + 2 * HIT_PADDING}
                  fill="transparent"
                />
              ) : null}
              <path
                d={shape.d}
                fill={getRegionFill(view, figures[id])}
                stroke="var(--background)"
                strokeWidth={1.5}
                strokeLinejoin="round"
              />
            </g>
          );
        })}
        <path
          d={US_INNER_STATE_BORDERS}
          fill="none"
          stroke="rgb(0 0 0 / 0.35)"
          strokeWidth={0.75}
          pointerEvents="none"
          aria-hidden="true"
        />
        {/* Drawn last so the selected or pointed region's outline is never hidden by a neighbour. */}
        {highlighted.map((shape) => (
          <path
            key={`outline-${shape.id}`}
            d={shape.d}
            fill="none"
            stroke={shape.id === pointedId ? "var(--foreground)" : "var(--primary)"}
            strokeWidth={shape.id === pointedId ? 4 : 3}
            strokeLinejoin="round"
            pointerEvents="none"
            aria-hidden="true"
          />
        ))}
      </svg>
      {pointed ? (
        <RegionTooltip
          shape={pointed}
          name={NAMES.get(pointed.id)!}
          figure={formatRegionFigure(view, figures[pointed.id as MapRegionId])}
        />
      ) : null}
    </div>
  );
}

function RegionTooltip({ shape, name, figure }: { shape: (typeof US_REGION_SHAPES)[number]; name: string; figure: string }) {
  const x = shape.labelX / US_MAP_WIDTH;
  const y = shape.labelY / US_MAP_HEIGHT;
  // Anchored towards the middle near the map's edges, so it never sticks out of the card (no sideways scroll at 360 px).
  const shiftX = x < 0.25 ? "0%" : x > 0.75 ? "-100%" : "-50%";
  const shiftY = y < 0.3 ? "12px" : "calc(-100% - 8px)";
  return (
    <div
      id={TOOLTIP_ID}
      role="tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-[14rem] rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-lg"
      style={{ left: `${x * 100}%`, top: `${y * 100}%`, transform: `translate(${shiftX}, ${shiftY})` }}
    >
      <p className="font-semibold">{name}</p>
      <p className="text-muted-foreground">{figure}</p>
    </div>
  );
}
