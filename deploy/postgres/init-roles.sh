#!/bin/sh
# Creates Inkling's two database roles (decision 006) on a fresh PostgreSQL cluster. The
# postgres image runs it once, as its superuser, from /docker-entrypoint-initdb.d when the
# data volume is empty (compose.yaml); on a server of your own run it the same way:
#   POSTGRES_USER=postgres POSTGRES_DB=inkling INKLING_OWNER_PASSWORD=… INKLING_APP_PASSWORD=… \
#     PGHOST=… sh deploy/postgres/init-roles.sh
#
#   inkling_owner  owns the database and its tables: runs the migrations and the grants at
#                  start-up (DATABASE_OWNER_URL). Member of inkling_app, because the grants
#                  hand the pg-boss schema to the app role (CREATE SCHEMA … AUTHORIZATION).
#   inkling_app    what the server and workers run as (DATABASE_URL): rows only, and the
#                  ledger append-only. Not a superuser, owns no table.
#
# The passwords go to psql as variables (:'…'), never into the SQL text, so any character is
# safe here; in DATABASE_URL they must be percent-encoded (letters and digits need nothing).
set -eu

: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=inkling}"
: "${INKLING_OWNER_PASSWORD:?set INKLING_OWNER_PASSWORD}"
: "${INKLING_APP_PASSWORD:?set INKLING_APP_PASSWORD}"

psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v db="$POSTGRES_DB" -v owner_password="$INKLING_OWNER_PASSWORD" -v app_password="$INKLING_APP_PASSWORD" <<'SQL'
CREATE ROLE inkling_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE inkling_app LOGIN PASSWORD :'app_password';
GRANT inkling_app TO inkling_owner;
ALTER DATABASE :"db" OWNER TO inkling_owner;
-- PostgreSQL 15+: the public schema belongs to the database owner (pg_database_owner); on
-- older servers the owner needs it explicitly.
ALTER SCHEMA public OWNER TO inkling_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
