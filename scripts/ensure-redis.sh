#!/usr/bin/env bash
# Prints the path of a redis-server binary for the shared-limits test over Redis
# (server/limits/redis-store.api.test.ts).
#
# Order: $REDIS_SERVER_PATH (if set and executable), redis-server on PATH, else (as root) installs
# Debian's `redis-server` package with apt-get. The package's own service is not started (the test
# runs its own redis-server on a free port in a temporary folder), and nothing is downloaded from
# anywhere but the Debian archive.
#
# Only the path goes to stdout: REDIS_SERVER_PATH=$(bash scripts/ensure-redis.sh). Progress goes to
# stderr; exit status 1 when no redis-server can be had (the test then skips with this script's message).
set -euo pipefail

if [[ -n "${REDIS_SERVER_PATH:-}" ]]; then
  if [[ -x "$REDIS_SERVER_PATH" ]]; then
    echo "$REDIS_SERVER_PATH"
    exit 0
  fi
  echo "ensure-redis: REDIS_SERVER_PATH=$REDIS_SERVER_PATH is not an executable file; looking elsewhere" >&2
fi

if found="$(command -v redis-server 2>/dev/null)"; then
  echo "$found"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-redis: installing Debian redis-server with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log="$(mktemp)"
  # policy-rc.d 101: the package must not start its own service (it would take port 6379).
  policy=/usr/sbin/policy-rc.d
  had_policy=0
  [[ -e "$policy" ]] && had_policy=1
  if [[ "$had_policy" -eq 0 ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
  fi
  status=0
  { apt-get update -qq && apt-get install -y -qq redis-server; } >"$log" 2>&1 || status=$?
  [[ "$had_policy" -eq 0 ]] && rm -f "$policy"
  if [[ "$status" -ne 0 ]]; then
    echo "ensure-redis: apt-get could not install redis-server:" >&2
    tail -n 5 "$log" >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
  if found="$(command -v redis-server 2>/dev/null)"; then
    echo "$found"
    exit 0
  fi
fi

echo "ensure-redis: no redis-server found (set REDIS_SERVER_PATH, or run as root with apt-get to install Debian's redis-server)" >&2
exit 1
