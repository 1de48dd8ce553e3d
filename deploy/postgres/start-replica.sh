#!/bin/sh
# The read replica's start (ADR-255): an empty data directory is copied from the primary with pg_basebackup and
# follows it as a hot standby (-R writes standby.signal and where the primary is); a filled one resumes streaming
# from where it stopped. Runs as root in the postgres image, PostgreSQL itself as `postgres`.
set -eu
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  gosu postgres pg_basebackup --host=postgres --username=fanhub_replicator --pgdata="$PGDATA" \
    --wal-method=stream --write-recovery-conf --checkpoint=fast
fi
exec gosu postgres postgres -c hot_standby=on -c hot_standby_feedback=on
