#!/usr/bin/env bash
# Prints the path of a Caddy binary for the tests that run Caddy (server/hosts/caddy.api.test.ts, the
# two-instance test) and the bench's TLS proxy: $CADDY_PATH, caddy on PATH, or Debian's `caddy` package
# installed as root (its own service, which would take ports 80 and 443, is not started).
#
# Only the path goes to stdout: CADDY_PATH=$(bash scripts/ensure-caddy.sh). See ensure-debian-tool.sh.
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/ensure-debian-tool.sh" ensure-caddy caddy caddy CADDY_PATH
