#!/usr/bin/env bash
# Usage: bash scripts/with-postgres.sh CMD [ARGS...]
#
# Runs CMD with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster:
#   - TEST_DATABASE_URL already set  -> just runs CMD against it.
#   - otherwise finds Debian's /usr/lib/postgresql/*/bin/{initdb,pg_ctl} (installs the
#     `postgresql` package with apt-get when missing and running as root), creates a cluster
#     in a temp dir (trust auth, loopback only, free port on 127.0.0.1, socket in the temp
#     dir), creates database `eventsida_test`, runs CMD with
#     TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/eventsida_test, then always stops
#     the server and removes the temp dir. Exits with CMD's exit code.
#   - PostgreSQL unavailable -> prints why and exits 0 without running CMD, unless
#     REQUIRE_POSTGRES=1 (then exits 1).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  exec "$@"
fi

log() { echo "with-postgres: $*" >&2; }

unavailable() {
  log "$1"
  if [[ "${REQUIRE_POSTGRES:-}" == "1" ]]; then
    log "REQUIRE_POSTGRES=1: failing."
    exit 1
  fi
  log "skipping the PostgreSQL run (set REQUIRE_POSTGRES=1 to make this an error)"
  exit 0
}

is_root=0
[[ "$(id -u)" -eq 0 ]] && is_root=1

# Highest major version that has the server binaries.
find_pg_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4,4nr); do
    if [[ -x "$d/initdb" && -x "$d/pg_ctl" && -x "$d/postgres" ]]; then
      echo "$d"
      return
    fi
  done
}

PG_BIN="$(find_pg_bin)"

if [[ -z "$PG_BIN" ]]; then
  if [[ $is_root -eq 1 ]] && command -v apt-get >/dev/null 2>&1; then
    log "PostgreSQL not found; installing Debian's postgresql package (this takes a minute)..."
    # Debian's postinst may create and start a default cluster (e.g. 15/main on 5432).
    # Remember which clusters existed so we can stop any this install created.
    before="$(ls -d /etc/postgresql/*/* 2>/dev/null || true)"
    apt_log="$(mktemp)"
    if ! { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >"$apt_log" 2>&1; then
      tail -n 40 "$apt_log" >&2
      rm -f "$apt_log"
      unavailable "apt-get install postgresql failed"
    fi
    rm -f "$apt_log"
    for c in $(ls -d /etc/postgresql/*/* 2>/dev/null || true); do
      if ! grep -qxF "$c" <<<"$before"; then
        ver="$(basename "$(dirname "$c")")"
        name="$(basename "$c")"
        log "stopping default cluster $ver/$name created by the install"
        pg_ctlcluster "$ver" "$name" stop >/dev/null 2>&1 || true
      fi
    done
    PG_BIN="$(find_pg_bin)"
  fi
fi

if [[ -z "$PG_BIN" ]]; then
  unavailable "PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb) and cannot install them (need root + apt-get)."
fi

# initdb/postgres refuse to run as root: run them as the `postgres` user then.
as_pg() {
  if [[ $is_root -eq 1 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [[ $is_root -eq 1 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    unavailable "running as root but there is no 'postgres' user to run the server as"
  fi
  # /tmp is reachable by the postgres user; $TMPDIR might not be.
  TMP_ROOT=/tmp
else
  TMP_ROOT="${TMPDIR:-/tmp}"
fi

PG_DIR="$(mktemp -d "$TMP_ROOT/eventsida-pg.XXXXXX")"
PG_DATA="$PG_DIR/data"
PG_SOCK="$PG_DIR/sock"
PG_LOG="$PG_DIR/server.log"
started=0

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [[ $started -eq 1 ]]; then
    (cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop >/dev/null 2>&1) ||
      (cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w -t 10 stop >/dev/null 2>&1) || true
  fi
  rm -rf "$PG_DIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$PG_SOCK"
if [[ $is_root -eq 1 ]]; then
  chown -R postgres: "$PG_DIR"
fi
chmod 700 "$PG_DIR"

free_port() {
  local node_bin
  for node_bin in node "$(dirname "$0")/../node_modules/.bin/node"; do
    if command -v "$node_bin" >/dev/null 2>&1; then
      "$node_bin" -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})' && return
    fi
  done
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1]);s.close()'
    return
  fi
  echo $((20000 + RANDOM % 20000))
}

locale_opt=(--locale=C)
if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
  locale_opt=(--locale=C.UTF-8)
fi

if ! (cd "$PG_DIR" && as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 "${locale_opt[@]}" \
  --no-sync >"$PG_DIR/initdb.log" 2>&1); then
  cat "$PG_DIR/initdb.log" >&2
  log "initdb failed"
  exit 1
fi

# Trust auth on loopback and the private socket only.
cat >"$PG_DATA/pg_hba.conf" <<'EOF'
local all all              trust
host  all all 127.0.0.1/32 trust
EOF

cat >>"$PG_DATA/postgresql.conf" <<EOF

# --- throwaway test cluster (scripts/with-postgres.sh) ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_SOCK'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 100
EOF
[[ $is_root -eq 1 ]] && chown postgres: "$PG_DATA/pg_hba.conf" "$PG_DATA/postgresql.conf"

PORT=""
for attempt in 1 2 3 4 5; do
  PORT="$(free_port)"
  if (cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "-p $PORT" -w -t 60 start >/dev/null 2>&1); then
    started=1
    break
  fi
  # pg_ctl may time out while the server is still starting; make sure it is down before retrying.
  (cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1) || true
  log "start on port $PORT failed (attempt $attempt)"
done

if [[ $started -ne 1 ]]; then
  [[ -f "$PG_LOG" ]] && tail -n 30 "$PG_LOG" >&2
  log "could not start PostgreSQL"
  exit 1
fi

if ! "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres eventsida_test; then
  log "createdb eventsida_test failed"
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/eventsida_test"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $PG_DIR)"

# Run CMD as a child we wait on, so a TERM/INT sent to this script is passed on to CMD and the
# cluster is still stopped and removed (bash would otherwise defer the trap until CMD exits).
set +e
got_sig=""
"$@" <&0 &
child=$!
trap 'got_sig=143; kill -TERM "$child" 2>/dev/null' TERM
trap 'got_sig=130; kill -INT "$child" 2>/dev/null' INT
while :; do
  wait "$child"
  cmd_rc=$?
  kill -0 "$child" 2>/dev/null || break
done
set -e
exit "${got_sig:-$cmd_rc}"
