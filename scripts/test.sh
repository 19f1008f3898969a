#!/usr/bin/env bash
# The project's test command (`npm test`). Runs, stopping at the first failure:
#   1. typecheck          npx tsc -p tsconfig.json --noEmit
#   2. lint               npx biome lint .
#   3. unit tests         npx vitest run --project unit
#   4. API tests, PGlite  npx vitest run --project api --project api-isolated
#   5. API tests, Postgres  same, inside scripts/with-postgres.sh (throwaway cluster, TEST_DATABASE_URL)
#   6. build              npm run build
#   7. end-to-end         npx playwright test  (Debian Chromium from scripts/ensure-chromium.sh)
# and always ends with a summary whose last line is `N passed, N failed` (all test cases, all runs).
#
# Environment:
#   SKIP_PG=1           skip step 5 (PostgreSQL)
#   SKIP_E2E=1          skip steps 6 and 7 (build + Playwright)
#   REQUIRE_POSTGRES=1  fail (instead of skip) when PostgreSQL cannot be found or installed (CI sets this)
#   TEST_DATABASE_URL   use this PostgreSQL database for step 5 instead of a throwaway cluster
#   CHROME_PATH         Chromium to use for step 7 (default: /usr/bin/chromium, apt-installed when root)
#   KEEP_TEST_TMP=1     keep the temp dir with JSON reports and the e2e data dir
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Use the project's Node 24 (the `node` devDependency) even when run outside npm.
export PATH="$PWD/node_modules/.bin:$PATH"

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/eventsida-test.XXXXXX")"

STEP_NAMES=()
STEP_STATUS=()
STEP_TIMES=()
current=""
current_start=0

begin() {
  current="$1"
  current_start=$SECONDS
  echo
  echo "================================================================"
  echo "== $current"
  echo "================================================================"
}

end() {
  STEP_NAMES+=("$current")
  STEP_STATUS+=("${1:-passed}")
  STEP_TIMES+=("$((SECONDS - current_start))s")
  current=""
}

skip() {
  STEP_NAMES+=("$1")
  STEP_STATUS+=("skipped ($2)")
  STEP_TIMES+=("-")
  echo
  echo "== $1: skipped ($2)"
}

finish() {
  local rc=$?
  trap - EXIT INT TERM
  set +e
  if [[ -n "$current" ]]; then
    end "FAILED (exit $rc)"
  fi
  echo
  echo "================================================================"
  echo "== Summary"
  echo "================================================================"
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-26s %-6s %s\n' "${STEP_NAMES[$i]}" "${STEP_TIMES[$i]}" "${STEP_STATUS[$i]}"
  done
  if [[ $rc -ne 0 ]]; then
    echo "  (stopped at the first failure; later steps did not run)"
  fi
  if [[ "${KEEP_TEST_TMP:-}" == "1" ]]; then
    echo "  reports kept in $REPORT_DIR"
  fi
  echo
  if ! node scripts/summarize-tests.ts \
    "unit=$REPORT_DIR/unit.json" \
    "api-pglite=$REPORT_DIR/api-pglite.json" \
    "api-postgres=$REPORT_DIR/api-postgres.json" \
    "e2e=$REPORT_DIR/e2e.json"; then
    echo "(could not summarize test reports)"
    [[ $rc -eq 0 ]] && rc=1
  fi
  if [[ "${KEEP_TEST_TMP:-}" != "1" ]]; then
    rm -rf "$REPORT_DIR"
  fi
  exit "$rc"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Vitest prints as usual and also writes a JSON report for the summary.
VITEST_REPORTERS=(--reporter=default --reporter=json)

begin "typecheck"
npx tsc -p tsconfig.json --noEmit
end

begin "lint"
npx biome lint .
end

begin "unit tests"
npx vitest run --project unit "${VITEST_REPORTERS[@]}" "--outputFile.json=$REPORT_DIR/unit.json"
end

begin "API tests (PGlite)"
# The API tests use PGlite unless TEST_DATABASE_URL is set; keep an outer one from leaking in.
env -u TEST_DATABASE_URL npx vitest run --project api --project api-isolated "${VITEST_REPORTERS[@]}" "--outputFile.json=$REPORT_DIR/api-pglite.json"
end

if [[ "${SKIP_PG:-}" == "1" ]]; then
  skip "API tests (PostgreSQL)" "SKIP_PG=1"
else
  begin "API tests (PostgreSQL)"
  bash scripts/with-postgres.sh npx vitest run --project api --project api-isolated "${VITEST_REPORTERS[@]}" "--outputFile.json=$REPORT_DIR/api-postgres.json"
  if [[ -f "$REPORT_DIR/api-postgres.json" ]]; then
    end
  else
    end "skipped (no PostgreSQL available)"
  fi
fi

if [[ "${SKIP_E2E:-}" == "1" ]]; then
  skip "build" "SKIP_E2E=1"
  skip "end-to-end (Playwright)" "SKIP_E2E=1"
else
  begin "build"
  npm run build
  end

  begin "end-to-end (Playwright)"
  CHROME_PATH="$(bash scripts/ensure-chromium.sh)"
  export CHROME_PATH
  echo "Chromium: $CHROME_PATH"
  mkdir -p "$REPORT_DIR/e2e-data"
  E2E_DATA_DIR="$REPORT_DIR/e2e-data" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORT_DIR/e2e.json" npx playwright test
  end
fi
