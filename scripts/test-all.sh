#!/usr/bin/env bash
# `npm test`: every suite (types, lint, unit + integration, end-to-end), then one summary line.
# Each suite runs even when an earlier one failed, so one run shows every problem. Each step's
# time goes to test-results/step-times.txt (and the end of the output).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/vitest-postgres.json test-results/playwright.json test-results/steps.txt test-results/step-times.txt
export CI_REPORT=1
failed=0

record() {
  local name="$1" status="$2" seconds="$3"
  echo "$name $status" >> test-results/steps.txt
  echo "$name ${seconds}s" >> test-results/step-times.txt
  echo "$name $status (${seconds}s)"
  [ "$status" = passed ] || failed=1
}

step() {
  local name="$1"; shift
  echo ""
  echo "=== $name: $*"
  local started=$SECONDS status=failed
  if "$@"; then status=passed; fi
  record "$name" "$status" $((SECONDS - started))
}

# Free ports and a client build of this run's own, so two runs on one machine never collide.
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
export E2E_PORT="${E2E_PORT:-$(free_port)}"
export E2E_ADMIN_PORT="${E2E_ADMIN_PORT:-$(free_port)}"
e2e_dist="$(mktemp -d -t appraisal-e2e-client-XXXXXX)"
export E2E_DIST_DIR="${E2E_DIST_DIR:-$e2e_dist}"
logs="$(mktemp -d -t appraisal-test-logs-XXXXXX)"

# The checks that read the source and share nothing run side by side (decision 0019): the
# typecheck, the linters and the import cycle check are single-threaded, so on two cores they take about as long together
# as the typecheck alone. The client build for the e2e step joins them. Their output is printed
# afterwards, one step at a time, in this order.
background() {
  local name="$1"; shift
  (
    started=$SECONDS
    if "$@" > "$logs/$name.log" 2>&1; then echo passed > "$logs/$name.status"; else echo failed > "$logs/$name.status"; fi
    echo $((SECONDS - started)) > "$logs/$name.seconds"
  ) &
}
static_started=$SECONDS
background typecheck npx tsc --noEmit -p tsconfig.json
background format npx prettier --check .
background lint npx eslint --max-warnings=0 .
# No import cycle among our own files, type-only imports included (decision 0030).
background import-cycles node scripts/check-import-cycles.mjs
background e2e-build npx vite build --outDir "$E2E_DIST_DIR" --emptyOutDir --logLevel warn
wait
for name in typecheck format lint import-cycles; do
  echo ""
  echo "=== $name"
  cat "$logs/$name.log"
  record "$name" "$(cat "$logs/$name.status")" "$(cat "$logs/$name.seconds")"
done
echo "static checks and client build side by side: $((SECONDS - static_started))s" | tee -a test-results/step-times.txt

# Unit + integration on the embedded database, then integration again on PostgreSQL when given.
step vitest env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step vitest-postgres env VITEST_JSON=test-results/vitest-postgres.json npx vitest run --project integration
fi

echo ""
echo "=== e2e client build (ran beside the static checks): $(cat "$logs/e2e-build.status")"
cat "$logs/e2e-build.log"
echo "e2e-build $(cat "$logs/e2e-build.seconds")s" >> test-results/step-times.txt
build_status="$(cat "$logs/e2e-build.status")"
step e2e bash -c '[ "$0" = passed ] && bash scripts/ensure-chromium.sh && npx playwright test' "$build_status"
rm -rf "$e2e_dist" "$logs"

echo ""
cat test-results/step-times.txt
node scripts/test-summary.mjs
exit $failed
