/** The sold lots of ../shared/evaldata/sales, and every house priced by a model fitted without it: what the valuation fit and its eval both read. */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  parseCsv,
  toTrainingLot,
  type TrainingLot,
  toHeldOutRows,
  buildFitOptions,
  predictLeaveOneSourceOut,
  RANGE_MAX_RATIO,
  REGIONAL_HOUSES,
} from "@engine/training";
import { findArtistKey } from "@engine/valuation";

/** Shares of held-out prices the two ranges are calibrated to hold (decision 39). */
export const RANGE_COVERAGE = { likely: 0.5, wide: 0.8 } as const;
const SALES_FILES = ["sales_normalized.csv", "sales_more.csv", "sales_regional.csv"];

export function loadTrainingLots(evaldataDir: string): { lots: TrainingLot[]; names: Map<string, string> } {
  const rows = SALES_FILES.flatMap((f) => parseCsv(readFileSync(path.join(evaldataDir, "sales", f), "utf8")));
  const lots: TrainingLot[] = [];
  const spellings = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const lot = toTrainingLot(r, { includeUnsold: true });
    if (!lot) continue;
    lots.push(lot);
    if (lot.hasArtist && !lot.imputed) {
      const m = spellings.get(lot.artistKey) ?? new Map<string, number>();
      const name = (r.artist ?? "").replace(/\s*\(.*?\)\s*/g, " ").trim();
      m.set(name, (m.get(name) ?? 0) + 1);
      spellings.set(lot.artistKey, m);
    }
  }
  // "J. Kossak" in one record is the Jerzy Kossak of another when he is the only one.
  const fullKeys = new Set([...spellings.keys()].filter((k) => !/^[a-z] /.test(k)));
  for (const lot of lots) {
    if (!/^[a-z] /.test(lot.artistKey)) continue;
    const full = findArtistKey(
      lot.artistKey,
      (k) => fullKeys.has(k),
      () => fullKeys,
    );
    if (full) lot.artistKey = full;
  }
  const names = new Map([...spellings].map(([key, m]) => [key, [...m].sort((a, b) => b[1] - a[1])[0]![0]]));
  return { lots, names };
}

/** Every house predicted by a model fitted without it: the regional houses, then the high end. */
export function predictHeldOutByHouse(lots: readonly TrainingLot[]) {
  const options = buildFitOptions();
  const regionalPreds = predictLeaveOneSourceOut(lots, options, (s) => REGIONAL_HOUSES.includes(s));
  const highEndPreds = predictLeaveOneSourceOut(lots, options, (s) => !REGIONAL_HOUSES.includes(s));
  return { regionalPreds, highEndPreds, ...toHeldOutRows(regionalPreds, highEndPreds, RANGE_COVERAGE, RANGE_MAX_RATIO) };
}
