#!/usr/bin/env bash
# Usage: backup-mariadb.sh DATABASE_URL OUTFILE
# A consistent, online dump of one MariaDB/MySQL database (InnoDB snapshot: the shop keeps taking
# orders meanwhile), gzip-compressed. OUTFILE appears only once the dump is complete and verified.
# Restore with restore-mariadb.sh. Keep DATA_ENCRYPTION_KEY apart: lender bank details need it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/mariadb-client.sh"

[ $# -eq 2 ] || die "usage: backup-mariadb.sh DATABASE_URL OUTFILE"
out="$2"
parse_database_url "$1"
find_clients

partial="$out.partial"
trap 'rm -f "$DB_CNF" "$partial"' EXIT
mkdir -p "$(dirname "$out")"

# No --databases: the dump has no CREATE DATABASE/USE, so it restores into any database name.
"$MARIADB_DUMP" --defaults-extra-file="$DB_CNF" \
  --single-transaction --quick --routines --triggers --hex-blob \
  --default-character-set=utf8mb4 --no-tablespaces \
  "$DB_NAME" | gzip -6 >"$partial" || die "mariadb-dump failed (see above); nothing was written"

# A dump cut short (server gone, disk full) lacks mariadb-dump's closing line.
gzip -t "$partial" || die "the compressed dump is corrupt"
gzip -dc "$partial" | tail -n 1 | grep -q -- '-- Dump completed' || die "the dump did not complete"
mv -f "$partial" "$out"
echo "Backed up database '$DB_NAME' to $out ($(wc -c <"$out" | tr -d ' ') bytes)"
