#!/bin/sh
# PgBouncer's start in its container: the configuration from the environment, the API role's password in its own
# file (never in the configuration), then PgBouncer in the foreground.
set -eu
: "${FANHUB_API_DB_PASSWORD:?FANHUB_API_DB_PASSWORD: the password of the API's role, fanhub_api}"
export PGBOUNCER_SERVER_HOST="${PGBOUNCER_SERVER_HOST:-postgres}"
export PGBOUNCER_SERVER_PORT="${PGBOUNCER_SERVER_PORT:-5432}"
export PGBOUNCER_POOL_SIZE="${PGBOUNCER_POOL_SIZE:-20}"
export PGBOUNCER_MAX_CLIENTS="${PGBOUNCER_MAX_CLIENTS:-2000}"
export PGBOUNCER_QUERY_TIMEOUT_S="${PGBOUNCER_QUERY_TIMEOUT_S:-10}"
export PGBOUNCER_STATE="${PGBOUNCER_STATE:-/tmp/pgbouncer}"
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$PGBOUNCER_STATE"
umask 077
printf '"fanhub_api" "%s"\n' "$FANHUB_API_DB_PASSWORD" >"$PGBOUNCER_STATE/userlist.txt"
envsubst '${PGBOUNCER_SERVER_HOST} ${PGBOUNCER_SERVER_PORT} ${PGBOUNCER_POOL_SIZE} ${PGBOUNCER_MAX_CLIENTS} ${PGBOUNCER_QUERY_TIMEOUT_S} ${PGBOUNCER_STATE}' \
  <"$here/pgbouncer.ini.template" >"$PGBOUNCER_STATE/pgbouncer.ini"
exec pgbouncer "$PGBOUNCER_STATE/pgbouncer.ini"
