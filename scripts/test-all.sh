#!/usr/bin/env bash
# `npm test`: every suite (types, lint, unit + integration, end-to-end), then one summary line.
# Each suite runs even when an earlier one failed, so one run shows every problem.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/vitest-postgres.json test-results/playwright.json test-results/steps.txt
export CI_REPORT=1
failed=0

step() {
  local name="$1"; shift
  echo ""
  echo "=== $name: $*"
  if "$@"; then echo "$name passed" >> test-results/steps.txt
  else echo "$name failed" >> test-results/steps.txt; failed=1; fi
}

step typecheck npx tsc --noEmit -p tsconfig.json
step lint npx eslint --max-warnings=0 .
# Unit + integration on the embedded database, then integration again on PostgreSQL when given.
step vitest env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step vitest-postgres env VITEST_JSON=test-results/vitest-postgres.json npx vitest run --project integration
fi
step e2e npm run test:e2e --silent

echo ""
node scripts/test-summary.mjs
exit $failed
