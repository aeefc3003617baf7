/**
 * The two refits and what each needs, does and takes (times measured on this machine: decisions
 * 0026 and 0028 for the style model, 0017 and 0021 for the valuation).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describeStep, type RefitStep } from "./run-steps";

export interface Recipe {
  command: string;
  summary: string;
  /** What it reads, under the evaluation data folder (each is checked before the first step). */
  reads: readonly string[];
  writes: readonly string[];
  /** Time and memory, one sentence. */
  cost: string;
  steps: (evaldataDir: string) => RefitStep[];
}

export const RECIPES = {
  style: {
    command: "npm run fit:style",
    summary:
      "Refits the style model from scratch: builds the feature caches (the clean pictures and one " +
      "augmented owner's photo of each), fits the committed three-head setting on every image and " +
      "measures it (artists held out, then collections held out, one process), then chooses the " +
      "temperature of a work found inside a larger photo.",
    reads: ["styles-large", "styles", "styles-more"],
    writes: [
      "engine/knowledge/style-model.ts and style-model-card.ts (step 2)",
      "engine/knowledge/photo-calibration.ts (step 3)",
      "the feature caches in /tmp/recog-style-cache (STYLE_FEATURE_CACHE) and /tmp/photo-calibration, never in the repository",
    ],
    cost:
      "About 61 + 105 + 8 minutes here (about 3 hours; with the caches already built, --from=2 skips the first 61); " +
      "the fit holds about 12-13 GB in one process (peak 13 GB in decision 0028): run it where that much memory is free.",
    steps: (evaldataDir): RefitStep[] => [
      {
        name: "feature caches",
        script: "scripts/fit/build-feature-cache.ts",
        args: ["--owner-photos=1", `--evaldata=${evaldataDir}`],
        expected: "about 61 minutes: 22 for the clean pictures, 39 for the owner's photos, two processes at a time",
      },
      {
        name: "style model",
        script: "scripts/fit/fit-style-model.ts",
        args: ["--owner-photos=1", "--gradient-tolerance=0.003", "--write", `--evaldata=${evaldataDir}`],
        // Both splits in one process: side by side they would need about 24 GB (decision 0028).
        env: { STYLE_SERIAL: "1" },
        expected: "about 105 minutes, one process of about 12-13 GB",
      },
      {
        name: "photo temperature",
        script: "scripts/fit/photo-calibration.ts",
        args: ["--write"],
        env: { EVALDATA_DIR: evaldataDir },
        expected: "about 8 minutes",
      },
    ],
  },
  valuation: {
    command: "npm run fit:valuation",
    summary:
      "Refits the valuation model on every sold lot: each house priced by a model fitted without it, " +
      "the two ranges calibrated across the houses held out, then the model fitted on every lot.",
    reads: ["sales/sales_normalized.csv", "sales/sales_more.csv", "sales/sales_regional.csv"],
    writes: ["engine/knowledge/valuation-model.ts and valuation-model-card.ts"],
    cost: "About 7 minutes here beside other work (2 minutes of CPU), in one process of about 0.6 GB (measured 2026-12-02).",
    steps: (evaldataDir): RefitStep[] => [
      {
        name: "valuation model",
        script: "scripts/fit/valuation.ts",
        args: [evaldataDir],
        expected: "about 7 minutes (2 of CPU)",
      },
    ],
  },
} as const satisfies Record<string, Recipe>;

export type RecipeName = keyof typeof RECIPES;

/** Null when everything the recipe reads is there, else one message naming what is missing and how to point elsewhere. */
export function missingData(recipe: Recipe, evaldataDir: string): string | null {
  if (!existsSync(evaldataDir))
    return `${recipe.command} needs the evaluation data at ${evaldataDir}, which does not exist (give another folder with --evaldata=DIR or EVALDATA_DIR).`;
  const missing = recipe.reads.filter((entry) => !existsSync(path.join(evaldataDir, entry)));
  if (missing.length === 0) return null;
  return `${recipe.command} needs ${missing.join(", ")} in ${evaldataDir}, which ${missing.length > 1 ? "are" : "is"} missing.`;
}

/** What `--help` prints. */
export function helpText(recipe: Recipe, evaldataDir: string): string {
  const steps = recipe.steps(evaldataDir);
  return [
    `${recipe.command} [-- options]`,
    "",
    recipe.summary,
    "",
    "Steps, each its own process, in this order:",
    ...steps.flatMap((s, i) => [`  ${i + 1}. ${s.name}: ${s.expected}`, `       ${describeStep(s)}`]),
    "",
    `Reads, in the evaluation data folder (${evaldataDir}):`,
    ...recipe.reads.map((r) => `  ${r}`),
    "Writes:",
    ...recipe.writes.map((w) => `  ${w}`),
    "",
    `Time and memory: ${recipe.cost}`,
    "",
    "Options:",
    "  --evaldata=DIR   the evaluation data folder (default EVALDATA_DIR, else ../shared/evaldata)",
    `  --from=N         start at step N (1-${steps.length}), the steps before it taken as done`,
    "  --dry-run        print the steps and check the data, run nothing",
    "  --help           this text",
  ].join("\n");
}
