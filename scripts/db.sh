#!/usr/bin/env bash
# A throwaway local PostgreSQL 15 cluster for development and CI.
#   npm run db:start   -> initdb (once) + start, prints the DATABASE_URL to use
#   npm run db:stop    -> stop it (the data directory is kept until you delete it)
# Settings: PG_PORT (default 54329), PG_DIR (default /tmp/essay-coach-pg), PG_BIN (PostgreSQL 15 bin dir).
set -euo pipefail
cmd=${1:-start}
PG_PORT=${PG_PORT:-54329}
PG_DIR=${PG_DIR:-/tmp/essay-coach-pg}
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "PostgreSQL server binaries not found (set PG_BIN, or apt-get install postgresql)." >&2
  exit 1
fi
# initdb refuses to run as root: run the server as the postgres user then.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$cmd" in
  start)
    mkdir -p "$PG_DIR"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$PG_DIR"
    if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
      as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres --no-sync >/dev/null
    fi
    if ! as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" status >/dev/null 2>&1; then
      as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
        -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
    fi
    echo "DATABASE_URL=postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  stop)
    if [ -f "$PG_DIR/data/PG_VERSION" ]; then
      as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
    fi
    echo "stopped"
    ;;
  *)
    echo "usage: db.sh start|stop" >&2
    exit 2
    ;;
esac
