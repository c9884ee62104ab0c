#!/usr/bin/env bash
# Starts `npm start` with no DATABASE_URL (embedded PGlite), waits for /api/ready 200 and a deep link, stops it.
set -euo pipefail
PORT=${SMOKE_PORT:-3099}
DATA=$(mktemp -d)
env -u DATABASE_URL PORT=$PORT DATA_DIR="$DATA" LOG_LEVEL=warn npm start >"$DATA/start.log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; pkill -P "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$DATA"; }
trap cleanup EXIT
for _ in $(seq 1 120); do
  if curl -sf "http://localhost:$PORT/api/ready" >/dev/null; then break; fi
  sleep 0.5
done
curl -sf "http://localhost:$PORT/api/ready" | grep -q ready || { cat "$DATA/start.log"; echo "not ready"; exit 1; }
curl -sf "http://localhost:$PORT/pricing" | grep -qi '<div id="root">' || { echo "deep link failed"; exit 1; }
echo "npm start smoke test passed (ready on port $PORT)"
