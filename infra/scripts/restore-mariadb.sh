#!/usr/bin/env bash
# Usage: restore-mariadb.sh DATABASE_URL INFILE
# Loads a dump made by backup-mariadb.sh (.sql.gz, or plain .sql) into an EXISTING, EMPTY database
# (create it first with CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci). It refuses a database
# that has any table, so a live shop is never overwritten. The restored schema includes the
# migrations table: the backend starts on it without migrating.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/mariadb-client.sh"

[ $# -eq 2 ] || die "usage: restore-mariadb.sh DATABASE_URL INFILE"
in="$2"
[ -f "$in" ] || die "no such file: $in"
parse_database_url "$1"
find_clients

case "$in" in
  *.gz)
    gzip -t "$in" || die "$in is not a valid gzip file"
    read_dump() { gzip -dc "$in"; }
    ;;
  *) read_dump() { cat "$in"; } ;;
esac
read_dump | tail -n 1 | grep -q -- '-- Dump completed' || die "$in is not a complete mariadb-dump file"

tables="$("$MARIADB" --defaults-extra-file="$DB_CNF" -N -B "$DB_NAME" \
  -e "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()")" \
  || die "cannot open database '$DB_NAME' (it must exist and be reachable)"
[ "$tables" = "0" ] || die "database '$DB_NAME' is not empty ($tables tables): restore only into a new, empty database"

read_dump | "$MARIADB" --defaults-extra-file="$DB_CNF" --default-character-set=utf8mb4 "$DB_NAME" \
  || die "the restore failed part-way: drop and recreate '$DB_NAME', then run it again"
restored="$("$MARIADB" --defaults-extra-file="$DB_CNF" -N -B "$DB_NAME" \
  -e "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()")"
echo "Restored $in into database '$DB_NAME' ($restored tables)"
