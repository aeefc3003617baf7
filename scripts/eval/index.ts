/**
 * `npm run eval` (decision 34): measures the AI engine against ../shared/evaldata, prints the
 * figures and fails when one falls below its committed floor. Needs the data folder beside the
 * checkout (EVALDATA_DIR overrides); `npm test` never runs this.
 */
import { existsSync } from "node:fs";
import path from "node:path";

/** What every suite (scripts/eval/*.eval.ts) returns: the floors it missed, one line each. */
export interface EvalSuiteResult {
  name: string;
  failures: string[];
}

type EvalSuite = { runEval: (evaldataDir: string) => Promise<EvalSuiteResult> };

// Each suite prints its own tables; this file only finds the data and sums up.
const SUITES = ["./style.eval.ts", "./valuation.eval.ts", "./photos.eval.ts"];

const evaldataDir = path.resolve(process.env.EVALDATA_DIR ?? "../shared/evaldata");
if (!existsSync(evaldataDir)) {
  console.error(`npm run eval needs the evaluation data at ${evaldataDir} (set EVALDATA_DIR to use another folder).`);
  process.exit(2);
}

const failures: string[] = [];
for (const file of SUITES) {
  if (!existsSync(path.join(import.meta.dirname, file))) continue;
  const suite = (await import(file)) as EvalSuite;
  const result = await suite.runEval(evaldataDir);
  failures.push(...result.failures.map((line) => `${result.name}: ${line}`));
}

if (failures.length > 0) {
  console.error(`\nBelow the committed floors:\n${failures.map((line) => `- ${line}`).join("\n")}`);
  console.log(`eval: 0 passed, ${failures.length} failed`);
  process.exit(1);
}
console.log("\neval: every figure at or above its floor");
