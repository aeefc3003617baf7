import { useEffect, useId, useMemo, useRef, useState, type ComponentProps } from "react";
import { Search, ZoomIn, ZoomOut, type LucideIcon } from "lucide-react";
import { ART_ERAS, type ArtEra } from "@engine/knowledge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { EraDetailsDialog } from "./era-details-dialog";
import { assignTimelineRows, searchEras, TIMELINE_ZOOM_MAX, TIMELINE_ZOOM_MIN, zoomIn, zoomOut } from "./timeline-logic";

const FIRST_YEAR = 1400;
const LAST_YEAR = 2025;
/** Pixels per year at zoom 1: the 625 years span 2,500 px, so a 30-year era fits its name. */
const PX_PER_YEAR = 4;
const ROW_HEIGHT = 64;

/** Black or white text, whichever reads better on the era's colour (WCAG relative luminance). */
function textColourOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff";
}

type EraButtonProps = Omit<ComponentProps<"button">, "type" | "onClick" | "aria-current">;

interface EraListProps {
  as: "ol" | "ul";
  className: string;
  eras: readonly ArtEra[];
  highlightedEraId?: string;
  onOpen: (era: ArtEra, opener: HTMLButtonElement) => void;
  /** How one era's button looks in this view (its class, style and content). */
  getEraButtonProps: (era: ArtEra, isCurrent: boolean) => EraButtonProps;
}

/** The eras of either view: each a button that opens its details, aria-current on the highlighted era. */
function EraList({ as: List, className, eras, highlightedEraId, onOpen, getEraButtonProps }: EraListProps) {
  return (
    <List className={className}>
      {eras.map((era) => {
        const isCurrent = era.id === highlightedEraId;
        return (
          <li key={era.id}>
            <button
              type="button"
              aria-current={isCurrent ? "true" : undefined}
              onClick={(event) => onOpen(era, event.currentTarget)}
              {...getEraButtonProps(era, isCurrent)}
            />
          </li>
        );
      })}
    </List>
  );
}

function ZoomButton({ label, icon: Icon, onClick, disabled }: { label: string; icon: LucideIcon; onClick: () => void; disabled: boolean }) {
  return (
    <Button type="button" variant="outline" size="icon" aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

export interface ArtTimelineProps {
  /** The era to mark as current (aria-current="true") and scroll into view. */
  highlightedEraId?: string;
  className?: string;
}

/** The art history timeline (secondary spec): 17 eras, Timeline and Grid views, search, zoom 0.5-2. */
export function ArtTimeline({ highlightedEraId, className }: ArtTimelineProps) {
  const [query, setQuery] = useState("");
  const [zoom, setZoom] = useState(1);
  const [view, setView] = useState("timeline");
  const [openEra, setOpenEra] = useState<ArtEra | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The era button that opened the details: focus goes back to it when they close (the dialog has no trigger of its own).
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const searchId = useId();
  const hintId = useId();
  const eras = useMemo(() => searchEras(ART_ERAS, query), [query]);
  const rows = useMemo(() => assignTimelineRows(ART_ERAS), []);
  const rowCount = Math.max(...rows.values()) + 1;
  const pxPerYear = PX_PER_YEAR * zoom;
  const width = (LAST_YEAR - FIRST_YEAR) * pxPerYear;

  // Bring the highlighted era into view inside the scroller (not the page) when it changes.
  useEffect(() => {
    const era = ART_ERAS.find((e) => e.id === highlightedEraId);
    const scroller = scrollRef.current;
    if (!era || !scroller) return;
    const centre = ((era.yearStart + era.yearEnd) / 2 - FIRST_YEAR) * pxPerYear;
    scroller.scrollLeft = Math.max(0, centre - scroller.clientWidth / 2);
  }, [highlightedEraId, pxPerYear, view]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "+" || event.key === "=") setZoom(zoomIn);
    else if (event.key === "-" || event.key === "_") setZoom(zoomOut);
    else return;
    event.preventDefault();
  };

  const openDetails = (era: ArtEra, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setOpenEra(era);
  };

  const centuries = [];
  for (let year = FIRST_YEAR; year <= 2000; year += 100) centuries.push(year);

  return (
    <div className={cn("space-y-4", className)}>
      <Tabs value={view} onValueChange={setView}>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label="Timeline view">
            <TabsTrigger value="timeline">Timeline</TabsTrigger>
            <TabsTrigger value="grid">Grid</TabsTrigger>
          </TabsList>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative sm:w-80">
              <label htmlFor={searchId} className="sr-only">
                Search eras, artists or characteristics
              </label>
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search eras, artists, characteristics"
                className="pl-9"
              />
            </div>
            {view === "timeline" && (
              <div className="flex items-center gap-1" role="group" aria-label="Zoom">
                <ZoomButton label="Zoom out" icon={ZoomOut} onClick={() => setZoom(zoomOut)} disabled={zoom <= TIMELINE_ZOOM_MIN} />
                <output className="w-14 text-center text-sm tabular-nums" aria-live="polite" aria-label={`Zoom ${Math.round(zoom * 100)}%`}>
                  {Math.round(zoom * 100)}%
                </output>
                <ZoomButton label="Zoom in" icon={ZoomIn} onClick={() => setZoom(zoomIn)} disabled={zoom >= TIMELINE_ZOOM_MAX} />
              </div>
            )}
          </div>
        </div>
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
          {eras.length === ART_ERAS.length
            ? `${ART_ERAS.length} eras`
            : eras.length
              ? `Showing ${eras.length} of ${ART_ERAS.length} eras`
              : `No eras match "${query}"`}
        </p>

        <TabsContent value="timeline">
          <p id={hintId} className="sr-only">
            Scroll sideways with the arrow keys; press plus or minus to zoom.
          </p>
          <div
            ref={scrollRef}
            role="region"
            aria-label="Art history timeline"
            aria-describedby={hintId}
            tabIndex={0}
            onKeyDown={handleKeyDown}
            className="overflow-x-auto rounded-lg border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="relative" style={{ width: width + 32, height: rowCount * ROW_HEIGHT + 40 }}>
              {centuries.map((year) => (
                <div
                  key={year}
                  className="absolute top-0 h-full border-l border-dashed border-border"
                  style={{ left: 16 + (year - FIRST_YEAR) * pxPerYear }}
                  aria-hidden="true"
                >
                  <span className="ml-1 text-xs text-muted-foreground">{year}</span>
                </div>
              ))}
              <EraList
                as="ol"
                className="contents"
                eras={eras}
                highlightedEraId={highlightedEraId}
                onOpen={openDetails}
                getEraButtonProps={(era, isCurrent) => ({
                  // A short era is narrower than its name at low zoom: the full name on hover (screen readers read it anyway).
                  title: `${era.name}, ${era.period}`,
                  className: cn(
                    "absolute flex flex-col justify-center overflow-hidden rounded-md px-2 text-left text-xs shadow-sm transition-transform hover:scale-[1.02] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                    isCurrent && "ring-4 ring-primary ring-offset-2 ring-offset-background",
                  ),
                  style: {
                    left: 16 + (era.yearStart - FIRST_YEAR) * pxPerYear,
                    width: Math.max(56, (era.yearEnd - era.yearStart) * pxPerYear),
                    top: 28 + (rows.get(era.id) ?? 0) * ROW_HEIGHT,
                    height: ROW_HEIGHT - 12,
                    backgroundColor: era.color,
                    color: textColourOn(era.color),
                  },
                  children: (
                    <>
                      <span className="truncate font-semibold">{era.name}</span>
                      <span className="truncate">{era.period}</span>
                    </>
                  ),
                })}
              />
            </div>
          </div>
        </TabsContent>

        <TabsContent value="grid">
          <EraList
            as="ul"
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
            eras={eras}
            highlightedEraId={highlightedEraId}
            onOpen={openDetails}
            getEraButtonProps={(era, isCurrent) => ({
              className: cn(
                "flex h-full w-full flex-col gap-1 rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                isCurrent && "border-primary ring-2 ring-primary",
              ),
              children: (
                <>
                  <span className="flex items-center gap-2 font-semibold">
                    <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: era.color }} aria-hidden="true" />
                    {era.name}
                    {isCurrent && (
                      <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Your artwork</span>
                    )}
                  </span>
                  <span className="text-xs text-muted-foreground">{era.period}</span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{era.description}</span>
                </>
              ),
            })}
          />
        </TabsContent>
      </Tabs>
      <EraDetailsDialog
        era={openEra}
        onOpenChange={(open) => !open && setOpenEra(null)}
        onCloseAutoFocus={(event) => {
          if (!openerRef.current?.isConnected) return;
          event.preventDefault();
          openerRef.current.focus();
        }}
      />
    </div>
  );
}
