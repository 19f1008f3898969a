#!/usr/bin/env bash
# Prints the path of a Caddy binary for the on-demand TLS test (server/hosts/caddy.api.test.ts).
#
# Order: $CADDY_PATH (if set and executable), caddy on PATH, else (as root) installs Debian's `caddy`
# package with apt-get. The package's own service is not started by this script (the test runs its
# own Caddy on free ports), and nothing is downloaded from anywhere but the Debian archive.
#
# Only the path goes to stdout: CADDY_PATH=$(bash scripts/ensure-caddy.sh). Progress goes to stderr;
# exit status 1 when no Caddy can be had (the test then skips with this script's message).
set -euo pipefail

if [[ -n "${CADDY_PATH:-}" ]]; then
  if [[ -x "$CADDY_PATH" ]]; then
    echo "$CADDY_PATH"
    exit 0
  fi
  echo "ensure-caddy: CADDY_PATH=$CADDY_PATH is not an executable file; looking elsewhere" >&2
fi

if found="$(command -v caddy 2>/dev/null)"; then
  echo "$found"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-caddy: installing Debian caddy with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log="$(mktemp)"
  # policy-rc.d 101: the package must not start its own service (it would take ports 80 and 443).
  policy=/usr/sbin/policy-rc.d
  had_policy=0
  [[ -e "$policy" ]] && had_policy=1
  if [[ "$had_policy" -eq 0 ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
  fi
  status=0
  { apt-get update -qq && apt-get install -y -qq caddy; } >"$log" 2>&1 || status=$?
  [[ "$had_policy" -eq 0 ]] && rm -f "$policy"
  if [[ "$status" -ne 0 ]]; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    echo "ensure-caddy: apt-get install caddy failed" >&2
    exit 1
  fi
  rm -f "$log"
  if found="$(command -v caddy 2>/dev/null)"; then
    echo "$found"
    exit 0
  fi
  echo "ensure-caddy: caddy was installed but is not on PATH" >&2
  exit 1
fi

cat >&2 <<'MSG'
ensure-caddy: no Caddy found.
  Set CADDY_PATH to a Caddy executable, or install Debian's package:
    sudo apt-get install -y caddy
MSG
exit 1
