#!/usr/bin/env bash
# Prints the path of a tool the tests need from Debian (ensure-caddy.sh, ensure-redis.sh call this).
#
#   bash scripts/ensure-debian-tool.sh <tool> <command> <package> <PATH_VARIABLE>
#
# Order: $PATH_VARIABLE (if set and executable), <command> on PATH, else (as root) installs Debian's
# <package> with apt-get. The package's own service is not started (a policy-rc.d that answers 101 while
# it installs: the tests run their own instance on free ports), and nothing is downloaded from anywhere
# but the Debian archive. Only the path goes to stdout; progress goes to stderr; exit status 1 when the
# tool cannot be had (the tests then skip with this script's message, or fail where they must run).
set -euo pipefail

tool="$1" command="$2" package="$3" variable="$4"
given="${!variable:-}"

if [[ -n "$given" ]]; then
  if [[ -x "$given" ]]; then
    echo "$given"
    exit 0
  fi
  echo "$tool: $variable=$given is not an executable file; looking elsewhere" >&2
fi

if found="$(command -v "$command" 2>/dev/null)"; then
  echo "$found"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "$tool: installing Debian $package with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log="$(mktemp)"
  policy=/usr/sbin/policy-rc.d
  had_policy=0
  [[ -e "$policy" ]] && had_policy=1
  if [[ "$had_policy" -eq 0 ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
  fi
  status=0
  { apt-get update -qq && apt-get install -y -qq "$package"; } >"$log" 2>&1 || status=$?
  [[ "$had_policy" -eq 0 ]] && rm -f "$policy"
  if [[ "$status" -ne 0 ]]; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    echo "$tool: apt-get install $package failed" >&2
    exit 1
  fi
  rm -f "$log"
  if found="$(command -v "$command" 2>/dev/null)"; then
    echo "$found"
    exit 0
  fi
  echo "$tool: $package was installed but $command is not on PATH" >&2
  exit 1
fi

cat >&2 <<MSG
$tool: no $command found.
  Set $variable to a $command executable, or install Debian's package:
    sudo apt-get install -y $package
MSG
exit 1
