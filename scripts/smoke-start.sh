#!/usr/bin/env bash
# Starts `npm start` with no DATABASE_URL (embedded PGlite), waits for /api/ready 200 and a deep link, stops it.
set -euo pipefail
PORT=${SMOKE_PORT:-3099}
DATA=$(mktemp -d)
# Something already answering on the port would be tested instead of this checkout's server.
if curl -s -o /dev/null "http://localhost:$PORT/"; then echo "port $PORT is already in use"; exit 1; fi
# Its own process group, so stopping it stops npm, the launcher and the server it starts (killing
# npm and its children alone left the server running, holding the port).
setsid env -u DATABASE_URL PORT=$PORT DATA_DIR="$DATA" LOG_LEVEL=warn npm start >"$DATA/start.log" 2>&1 &
pid=$!
cleanup() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  for _ in $(seq 1 20); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.25; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT
# /api/ready waits for warm analysis workers: allow up to 3 minutes on a busy machine.
for _ in $(seq 1 360); do
  if curl -sf "http://localhost:$PORT/api/ready" >/dev/null; then break; fi
  sleep 0.5
done
curl -sf "http://localhost:$PORT/api/ready" | grep -q ready || { cat "$DATA/start.log"; echo "not ready"; exit 1; }
curl -sf "http://localhost:$PORT/pricing" | grep -qi '<div id="root">' || { echo "deep link failed"; exit 1; }
echo "npm start smoke test passed (ready on port $PORT)"
