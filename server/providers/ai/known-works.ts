import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadKnownWorksCatalogue } from "@engine/knowledge";
import {
  joinKnownWorkCatalogues,
  matchKnownWork,
  readKnownWorkCatalogue,
  type KnownWorkCatalogue,
  type KnownWorkMatch,
} from "@engine/style";

/** An operator's own licensed catalogue (`npm run known-works:import`), beside the default one. */
export const OPERATOR_CATALOGUE_FILE = "known-works.json";

export const operatorCataloguePath = (dataDir: string) => path.join(dataDir, OPERATOR_CATALOGUE_FILE);

/** Matches a crop's descriptor against the catalogues; null when no known work is shown. */
export type KnownWorkMatcher = (descriptor: Int8Array) => Promise<KnownWorkMatch | null>;

/**
 * The server's matcher (decision 0036): the default catalogue and, when DATA_DIR holds one, the
 * operator's, read once on the first match and searched as one. The catalogue never leaves the
 * server: the browser sees only the match on the style-analysis answer. An operator's file that
 * cannot be read fails the match loudly (the import wrote it; a broken one is the operator's to fix).
 */
export function createKnownWorkMatcher(dataDir?: string): KnownWorkMatcher {
  let catalogue: Promise<KnownWorkCatalogue> | undefined;
  const load = async () => {
    const parts = [readKnownWorkCatalogue(await loadKnownWorksCatalogue(), "the default known-works catalogue")];
    const own = dataDir ? operatorCataloguePath(dataDir) : undefined;
    if (own && existsSync(own)) parts.push(readKnownWorkCatalogue(JSON.parse(readFileSync(own, "utf8")), own));
    return joinKnownWorkCatalogues(...parts);
  };
  return async (descriptor) => {
    catalogue ??= load();
    return matchKnownWork(descriptor, await catalogue);
  };
}
