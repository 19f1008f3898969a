#!/usr/bin/env bash
# Prints the path of a redis-server binary for the shared-limits test over Redis
# (server/limits/redis-store.api.test.ts): $REDIS_SERVER_PATH, redis-server on PATH, or Debian's
# `redis-server` package installed as root (its own service, on port 6379, is not started; the test runs
# its own redis-server on a free port in a temporary folder).
#
# Only the path goes to stdout: REDIS_SERVER_PATH=$(bash scripts/ensure-redis.sh). See ensure-debian-tool.sh.
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/ensure-debian-tool.sh" ensure-redis redis-server redis-server REDIS_SERVER_PATH
