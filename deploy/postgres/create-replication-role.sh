#!/bin/sh
# Run by the postgres image once, when it creates a new data directory: the role the read replica streams the
# write-ahead log with (ADR-255), and the one line of pg_hba.conf that lets it (`all` never covers replication).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v replication_password="$POSTGRES_REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE fanhub_replicator LOGIN REPLICATION PASSWORD :'replication_password';
SQL
echo 'host replication fanhub_replicator all scram-sha-256' >>"$PGDATA/pg_hba.conf"
