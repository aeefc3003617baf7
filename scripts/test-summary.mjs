// Adds up every suite's results into the one line CI reads: "N passed, N failed".
// Vitest and Playwright report through their JSON files; typecheck and lint count as one test each.
import { existsSync, readFileSync } from "node:fs";

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const steps = existsSync("test-results/steps.txt")
  ? Object.fromEntries(readFileSync("test-results/steps.txt", "utf8").trim().split("\n").map((line) => line.split(" ")))
  : {};

let passed = 0;
let failed = 0;
const lines = [];

for (const name of ["typecheck", "lint"]) {
  if (!steps[name]) continue;
  if (steps[name] === "passed") passed += 1;
  else failed += 1;
  lines.push(`${name}: ${steps[name]}`);
}

for (const [step, file] of [["vitest", "test-results/vitest.json"], ["vitest-postgres", "test-results/vitest-postgres.json"]]) {
  const vitest = readJson(file);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
    lines.push(`${step}: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped`);
  } else if (steps[step]) {
    failed += 1; // it crashed before reporting
    lines.push(`${step}: no report (crashed)`);
  }
}

const playwright = readJson("test-results/playwright.json");
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats ?? {};
  passed += expected;
  failed += unexpected + flaky;
  lines.push(`e2e: ${expected} passed, ${unexpected + flaky} failed, ${skipped} skipped`);
  if (playwright.errors?.length) {
    failed += playwright.errors.length;
    lines.push(`e2e: ${playwright.errors.length} run errors`);
  }
} else if (steps.e2e) {
  failed += 1;
  lines.push("e2e: no report (the run did not start)");
}

for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
