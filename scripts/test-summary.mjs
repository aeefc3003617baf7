// Adds up every suite's results into the one line CI reads: "N passed, N failed".
// Vitest and Playwright report through their JSON files; typecheck, format and lint count as one test each.
import { existsSync, readFileSync } from "node:fs";

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const steps = existsSync("test-results/steps.txt")
  ? Object.fromEntries(
      readFileSync("test-results/steps.txt", "utf8")
        .trim()
        .split("\n")
        .map((line) => line.split(" ")),
    )
  : {};

let passed = 0;
let failed = 0;
const lines = [];

for (const name of ["typecheck", "format", "lint"]) {
  if (!steps[name]) continue;
  if (steps[name] === "passed") passed += 1;
  else failed += 1;
  lines.push(`${name}: ${steps[name]}`);
}

for (const [step, file] of [
  ["vitest", "test-results/vitest.json"],
  ["vitest-postgres", "test-results/vitest-postgres.json"],
]) {
  const vitest = readJson(file);
  if (vitest) {
    // A file that fails before its tests run (setup, import) has no failed test, only a failed suite: count it.
    const brokenFiles = (vitest.testResults ?? []).filter(
      (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
    ).length;
    const failedHere = vitest.numFailedTests + brokenFiles;
    passed += vitest.numPassedTests;
    failed += failedHere;
    lines.push(`${step}: ${vitest.numPassedTests} passed, ${failedHere} failed, ${vitest.numPendingTests + vitest.numTodoTests} skipped`);
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

// Accuracy floors (npm run eval, run by .ci/run when the evaluation data is present) count as one test.
if (steps.eval) {
  if (steps.eval === "passed") passed += 1;
  else failed += 1;
  lines.push(`eval: ${steps.eval}`);
}

for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
