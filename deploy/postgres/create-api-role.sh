#!/bin/sh
# Run by the postgres image once, when it creates a new data directory: the role the API connects as. It owns
# nothing and is no superuser; the `migrate` service grants it what the API does (api/src/db/api-role.ts).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v api_password="$FANHUB_API_DB_PASSWORD" <<'SQL'
CREATE ROLE fanhub_api LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'api_password';
SQL
