#!/usr/bin/env bash
# Build, then run Playwright (all specs, or the ones given): `bash scripts/e2e.sh e2e/rsvp.spec.ts`.
# Several developers (or agents) sharing one checkout take turns through a lock, because the build
# writes dist/ and the server under test needs its port.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/eventsida-e2e.lock
flock 9
npm run build --silent
CHROME_PATH="${CHROME_PATH:-$(bash scripts/ensure-chromium.sh)}" npx playwright test "$@"
