#!/usr/bin/env bash
# Prints the path of a Chromium binary for Playwright (and PDF rendering) to use.
#
# Order: $CHROME_PATH (if set and executable), /usr/bin/chromium, else (as root)
# installs Debian's `chromium` package with apt-get and prints /usr/bin/chromium.
# Never downloads a Playwright-managed browser.
#
# Only the path goes to stdout, so use it as: CHROME_PATH=$(bash scripts/ensure-chromium.sh)
# Progress and errors go to stderr.
set -euo pipefail

if [[ -n "${CHROME_PATH:-}" ]]; then
  if [[ -x "$CHROME_PATH" ]]; then
    echo "$CHROME_PATH"
    exit 0
  fi
  echo "ensure-chromium: CHROME_PATH=$CHROME_PATH is not an executable file; looking elsewhere" >&2
fi

if [[ -x /usr/bin/chromium ]]; then
  echo /usr/bin/chromium
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian chromium with apt-get (this takes a minute)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log="$(mktemp)"
  if ! { apt-get update -qq && apt-get install -y -qq chromium; } >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    echo "ensure-chromium: apt-get install chromium failed" >&2
    exit 1
  fi
  rm -f "$log"
  if [[ -x /usr/bin/chromium ]]; then
    echo /usr/bin/chromium
    exit 0
  fi
  echo "ensure-chromium: chromium was installed but /usr/bin/chromium is missing" >&2
  exit 1
fi

cat >&2 <<'EOF'
ensure-chromium: no Chromium found.
  Set CHROME_PATH to a Chromium/Chrome executable, or install Debian's package:
    sudo apt-get install -y chromium
  (Playwright-downloaded browsers are not used by this project.)
EOF
exit 1
