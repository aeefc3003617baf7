/**
 * How much of ../shared/evaldata an eval suite measures (decision 0019).
 *
 * - "ci" (`npm run eval`, what CI runs): a fixed, stratified, seeded subset that takes a few
 *   minutes on a fresh machine whatever the data folder holds, checked against its own floors.
 * - "full" (`npm run eval:full`, what a model change runs): every row, the figures the model card
 *   and the decision records quote.
 */
import { createHash } from "node:crypto";

export type EvalScope = "ci" | "full";

/** The scope `npm run eval:full` asks for (EVAL_SCOPE=full); anything else is CI's. */
export function evalScopeFromEnv(env: NodeJS.ProcessEnv = process.env): EvalScope {
  return env.EVAL_SCOPE === "full" ? "full" : "ci";
}

/** Changing the seed changes the subset, so every "ci" floor must then be measured again. */
export const SUBSET_SEED = "eval-ci-2026-11-27";

/** A stable pseudo-random rank of a key under a seed: the same key ranks the same on every machine. */
export function seededRank(seed: string, key: string): string {
  return createHash("sha256").update(`${seed}\n${key}`).digest("hex");
}

export interface SubsetOptions<T> {
  /** The stratum every item belongs to (a style, a price tier): each one is represented. */
  stratum: (item: T) => string;
  /** Items that must be held out together (an artist): the subset spreads over as many as it can. */
  group: (item: T) => string;
  /** A key unique to the item (a file name), which fixes its rank. */
  key: (item: T) => string;
  /** At most this many items per stratum. */
  perStratum: number;
  seed?: string;
}

/**
 * A fixed, stratified subset: within each stratum, groups are visited in a seeded order and one
 * item is taken from each group per round (its items also in seeded order), up to `perStratum`.
 * Ranks come from hashing each key, not from shuffling the list, so data added to the folder
 * later displaces only the few items that outrank existing ones: the subset, and the figures
 * measured on it, stay put. Items keep their input order.
 */
export function stratifiedSubset<T>(items: readonly T[], options: SubsetOptions<T>): T[] {
  const seed = options.seed ?? SUBSET_SEED;
  const byStratum = new Map<string, Map<string, T[]>>();
  for (const item of items) {
    const groups = byStratum.get(options.stratum(item)) ?? new Map<string, T[]>();
    byStratum.set(options.stratum(item), groups);
    const group = options.group(item);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const chosen = new Set<T>();
  const byRank = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  for (const groups of byStratum.values()) {
    const order = [...groups.keys()].sort((a, b) => byRank(seededRank(seed, `group:${a}`), seededRank(seed, `group:${b}`)));
    const queues = order.map((g) =>
      [...groups.get(g)!].sort((a, b) => byRank(seededRank(seed, options.key(a)), seededRank(seed, options.key(b)))),
    );
    let taken = 0;
    for (let round = 0; taken < options.perStratum && queues.some((q) => q.length > round); round++) {
      for (const queue of queues) {
        const item = queue[round];
        if (item === undefined || taken >= options.perStratum) continue;
        chosen.add(item);
        taken++;
      }
    }
  }
  return items.filter((item) => chosen.has(item));
}
