import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadKnownWorksCatalogue } from "@engine/knowledge";
import {
  joinKnownWorkCatalogues,
  matchKnownWork,
  readKnownWorkCatalogue,
  type KnownWorkCatalogue,
  type KnownWorkMatch,
  type KnownWorkQuery,
} from "@engine/style";

/** An operator's own licensed catalogue (`npm run known-works:import`), beside the default one. */
export const OPERATOR_CATALOGUE_FILE = "known-works.json";

export const operatorCataloguePath = (dataDir: string) => path.join(dataDir, OPERATOR_CATALOGUE_FILE);

/** Matches a photo's layouts and corners against the catalogues; null when no known work is shown. */
export type KnownWorkMatcher = (query: KnownWorkQuery) => Promise<KnownWorkMatch | null>;

/**
 * The server's matcher (decision 0036): the default catalogue and, when DATA_DIR holds one, the
 * operator's, searched as one. Read on the first match, and again when the operator's file has
 * changed (an import while the server runs is used from the next analysis on; one stat a match).
 * The catalogue never leaves the server: the browser sees only the match on the style-analysis
 * answer. An operator's file that cannot be read (hand-edited, half-copied) is reported through
 * `onOperatorFileError` and left out until it changes: the default catalogue still matches, and
 * no owner's analysis fails for an operator's file.
 */
export function createKnownWorkMatcher(
  dataDir?: string,
  onOperatorFileError: (error: unknown, file: string) => void = () => {},
): KnownWorkMatcher {
  const own = dataDir ? operatorCataloguePath(dataDir) : undefined;
  let defaults: Promise<KnownWorkCatalogue> | undefined;
  let loaded: { version: number; catalogue: Promise<KnownWorkCatalogue> } | undefined;
  const load = async () => {
    defaults ??= loadKnownWorksCatalogue().then((stored) => readKnownWorkCatalogue(stored, "the default known-works catalogue"));
    if (!own || !existsSync(own)) return defaults;
    let operator: KnownWorkCatalogue;
    try {
      operator = readKnownWorkCatalogue(JSON.parse(await readFile(own, "utf8")), own);
    } catch (error) {
      onOperatorFileError(error, own);
      return defaults;
    }
    return joinKnownWorkCatalogues(await defaults, operator);
  };
  return async (query) => {
    const version = own ? (statSync(own, { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0;
    if (!loaded || loaded.version !== version) loaded = { version, catalogue: load() };
    return matchKnownWork(query, await loaded.catalogue);
  };
}
