#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb in a temporary directory, start it on
# a free local port, create a database, run the command with DATABASE_URL pointing at it, and always
# stop and remove the server afterwards. Needs Debian's `postgresql` (or its binaries on PATH).
#   bash scripts/with-postgres.sh npm test
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_bin_dir() {
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
      echo "$candidate"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return 0
  fi
  return 1
}

BIN_DIR=$(find_bin_dir) || {
  echo "PostgreSQL is not installed: apt-get install -y postgresql (or put initdb and pg_ctl on PATH)" >&2
  exit 1
}

port_is_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

PORT=${PGTEST_PORT:-55432}
while ! port_is_free "$PORT"; do PORT=$((PORT + 1)); done

WORK_DIR=$(mktemp -d "${TMPDIR:-/tmp}/hospital-api-pg.XXXXXX")
DATA_DIR="$WORK_DIR/data"
SOCKET_DIR="$WORK_DIR/socket"
mkdir -p "$SOCKET_DIR"

# PostgreSQL refuses to run as root; then the cluster belongs to the unprivileged `postgres` user
# (created by Debian's package) or, failing that, `nobody`.
as_server_user() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  SERVER_USER=postgres
  id "$SERVER_USER" >/dev/null 2>&1 || SERVER_USER=nobody
  chown -R "$SERVER_USER" "$WORK_DIR"
  chmod 755 "$WORK_DIR"
  as_server_user() { runuser -u "$SERVER_USER" -- "$@"; }
fi

cleanup() {
  as_server_user "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT INT TERM

as_server_user "$BIN_DIR/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$WORK_DIR/initdb.log" 2>&1 || {
  cat "$WORK_DIR/initdb.log" >&2
  exit 1
}
as_server_user "$BIN_DIR/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null || {
  cat "$WORK_DIR/server.log" >&2
  exit 1
}

DATABASE=hospital_api
as_server_user "$BIN_DIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "create database $DATABASE" 2>/dev/null || {
  # psql may be absent from minimal installs; createdb is part of the server package too.
  as_server_user "$BIN_DIR/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DATABASE"
}

echo "PostgreSQL $("$BIN_DIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT for: $*"
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DATABASE"
"$@"
