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
step format npx prettier --check .
step lint npx eslint --max-warnings=0 .
# Unit + integration on the embedded database, then integration again on PostgreSQL when given.
step vitest env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step vitest-postgres env VITEST_JSON=test-results/vitest-postgres.json npx vitest run --project integration
fi
# Free ports and a client build of this run's own, so two runs on one machine never collide.
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
export E2E_PORT="${E2E_PORT:-$(free_port)}"
export E2E_ADMIN_PORT="${E2E_ADMIN_PORT:-$(free_port)}"
e2e_dist="$(mktemp -d -t appraisal-e2e-client-XXXXXX)"
export E2E_DIST_DIR="${E2E_DIST_DIR:-$e2e_dist}"
step e2e bash -c 'bash scripts/ensure-chromium.sh && npx vite build --outDir "$E2E_DIST_DIR" --emptyOutDir --logLevel warn && npx playwright test'
rm -rf "$e2e_dist"

echo ""
node scripts/test-summary.mjs
exit $failed
