/**
 * Measures the AI engine against ../shared/evaldata (decision 34), prints the figures and fails
 * when one falls below its committed floor. Needs the data folder beside the checkout
 * (EVALDATA_DIR overrides); `npm test` never runs this. Two scopes (decision 0019):
 *
 *   npm run eval        what CI runs: each suite measures a fixed, stratified, seeded subset
 *                       against that subset's own floors, in a few minutes on a fresh machine
 *   npm run eval:full   what a model change runs: every row, the full refits (EVAL_SCOPE=full)
 *
 * EVAL_SUITES=photos,valuation runs only the named suites (a model change re-measures the photos
 * suite in minutes, where the full style suite repeats the fit's own hour of refitting).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { evalScopeFromEnv } from "../fit/lib/scope";
import type { EvalSuite } from "./suite";

// Each suite prints its own tables; this file only finds the data and sums up.
const ALL_SUITES = ["style", "valuation", "photos", "known-works"];
const named = (process.env.EVAL_SUITES ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = named.length > 0 ? named : ALL_SUITES;
const unknown = wanted.filter((name) => !ALL_SUITES.includes(name));
if (unknown.length > 0) {
  console.error(`EVAL_SUITES names no suite called ${unknown.join(", ")} (suites: ${ALL_SUITES.join(", ")}).`);
  process.exit(2);
}
const SUITES = ALL_SUITES.filter((name) => wanted.includes(name)).map((name) => `./${name}.eval.ts`);

const evaldataDir = path.resolve(process.env.EVALDATA_DIR ?? "../shared/evaldata");
if (!existsSync(evaldataDir)) {
  console.error(`npm run eval needs the evaluation data at ${evaldataDir} (set EVALDATA_DIR to use another folder).`);
  process.exit(2);
}

const scope = evalScopeFromEnv();
console.log(scope === "full" ? "eval: full scope (every row)" : "eval: CI scope (fixed subsets; npm run eval:full measures every row)");
const failures: string[] = [];
for (const file of SUITES) {
  if (!existsSync(path.join(import.meta.dirname, file))) continue;
  const started = Date.now();
  const suite = (await import(file)) as EvalSuite;
  const result = await suite.runEval(evaldataDir, scope);
  console.log(`(${result.name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  failures.push(...result.failures.map((line) => `${result.name}: ${line}`));
}

if (failures.length > 0) {
  console.error(`\nBelow the committed floors:\n${failures.map((line) => `- ${line}`).join("\n")}`);
  console.log(`eval: 0 passed, ${failures.length} failed`);
  process.exit(1);
}
console.log("\neval: every figure at or above its floor");
