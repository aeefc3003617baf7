/**
 * `npm run fit:style` and `npm run fit:valuation`: a whole refit as one command, its steps in
 * order (lib/refit/recipes.ts), each step timed; stops with the step to resume from when one
 * fails, or before the first when the evaluation data are missing. `-- --help` says what each
 * does, reads, writes and takes.
 *
 *   npx tsx scripts/fit/refit.ts style|valuation [--evaldata=DIR] [--from=N] [--dry-run] [--help]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseRefitArgs } from "./lib/refit/cli";
import { helpText, missingData, RECIPES, type RecipeName } from "./lib/refit/recipes";
import { describeStep, type RefitStep, runSteps, type StepExit } from "./lib/refit/run-steps";

const [name, ...rest] = process.argv.slice(2);
if (!name || !(name in RECIPES)) {
  console.error(`usage: npx tsx scripts/fit/refit.ts ${Object.keys(RECIPES).join("|")} [--help]`);
  process.exit(2);
}
const recipe = RECIPES[name as RecipeName];
let args;
try {
  args = parseRefitArgs(rest);
} catch (error) {
  console.error(`${recipe.command}: ${(error as Error).message}`);
  process.exit(2);
}
const evaldataDir = path.resolve(args.evaldata ?? process.env.EVALDATA_DIR ?? "../shared/evaldata");
if (args.help) {
  console.log(helpText(recipe, evaldataDir));
  process.exit(0);
}
const missing = missingData(recipe, evaldataDir);
if (missing) {
  console.error(missing);
  process.exit(2);
}
const steps = recipe.steps(evaldataDir);
if (args.dryRun) {
  steps.forEach((step, i) =>
    console.log(`${i + 1}. ${step.name}: ${i + 1 < args.from ? "skipped (--from)" : step.expected}\n   ${describeStep(step)}`),
  );
  process.exit(0);
}

/** A step as a child process with this process's tsx, its output shown as it comes. */
const runChild = (step: RefitStep) =>
  new Promise<StepExit>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, step.script, ...step.args], {
      stdio: "inherit",
      env: { ...process.env, ...step.env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });

try {
  const result = await runSteps(steps, { run: runChild, log: (line) => console.log(line), from: args.from });
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(`${recipe.command}: ${(error as Error).message}`);
  process.exit(2);
}
