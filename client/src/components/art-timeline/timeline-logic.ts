import { type ArtEra } from "@engine/knowledge";

/** Timeline zoom bounds and step (secondary spec section 9). */
export const TIMELINE_ZOOM_MIN = 0.5;
export const TIMELINE_ZOOM_MAX = 2;
export const TIMELINE_ZOOM_STEP = 0.2;

/** Keeps a zoom level within bounds, rounded to one decimal so steps never drift (0.1 + 0.2). */
export function clampZoom(zoom: number): number {
  return Math.round(Math.min(TIMELINE_ZOOM_MAX, Math.max(TIMELINE_ZOOM_MIN, zoom)) * 10) / 10;
}

export const zoomIn = (zoom: number) => clampZoom(zoom + TIMELINE_ZOOM_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom - TIMELINE_ZOOM_STEP);

/** Eras whose name, period, artists, characteristics, works or styles contain every word of the query. */
export function searchEras(eras: readonly ArtEra[], query: string): ArtEra[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...eras];
  return eras.filter((era) => {
    const text = [era.name, era.period, ...era.keyArtists, ...era.characteristics, ...era.famousWorks, ...era.relatedStyles]
      .join(" ")
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The era to highlight for an analysis: the era whose name the prediction gives, else the first
 * era that lists the style (a provider may phrase the era differently).
 */
export function findEraForPrediction(eras: readonly ArtEra[], { era, style }: { era: string; style: string }): ArtEra | undefined {
  const name = era.trim().toLocaleLowerCase();
  return eras.find((e) => e.name.toLocaleLowerCase() === name || e.id === name) ?? eras.find((e) => e.relatedStyles.includes(style));
}

/** Rows for the timeline view: each era goes in the first row where it overlaps nothing. */
export function assignTimelineRows(eras: readonly ArtEra[]): Map<string, number> {
  const rowEnds: number[] = [];
  const rows = new Map<string, number>();
  for (const era of [...eras].sort((a, b) => a.yearStart - b.yearStart)) {
    let row = rowEnds.findIndex((end) => end <= era.yearStart);
    if (row === -1) row = rowEnds.push(0) - 1;
    rowEnds[row] = era.yearEnd;
    rows.set(era.id, row);
  }
  return rows;
}
