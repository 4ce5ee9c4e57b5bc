# Sourced by backup-mariadb.sh and restore-mariadb.sh: turns a DATABASE_URL
# (mysql:// or mariadb://user:password@host:port/database, percent-encoded like the backend's) into
# a client option file, so the password never shows in `ps` or in the shell history.
# Sets DB_NAME and DB_CNF (removed on exit) and the client programs MARIADB and MARIADB_DUMP.

die() {
  echo "$(basename "$0"): $*" >&2
  exit 1
}

url_decode() {
  local s="${1//\\/\\\\}"
  printf '%b' "${s//%/\\x}"
}

# Option-file value: double-quoted, with backslashes and quotes escaped.
cnf_value() {
  local s="${1//\\/\\\\}"
  printf '"%s"' "${s//\"/\\\"}"
}

parse_database_url() {
  local url="$1" rest authority userinfo hostport host port user password
  case "$url" in
    mysql://* | mariadb://*) ;;
    *) die "DATABASE_URL must start with mysql:// or mariadb:// (got '${url%%://*}://...')" ;;
  esac
  rest="${url#*://}"
  rest="${rest%%\?*}"
  authority="${rest%%/*}"
  DB_NAME="$(url_decode "${rest#"$authority"}")"
  DB_NAME="${DB_NAME#/}"
  [ -n "$DB_NAME" ] || die "DATABASE_URL names no database (…/database at the end)"
  if [[ "$authority" == *@* ]]; then
    userinfo="${authority%@*}"
    hostport="${authority##*@}"
  else
    userinfo=""
    hostport="$authority"
  fi
  user="$(url_decode "${userinfo%%:*}")"
  password=""
  if [[ "$userinfo" == *:* ]]; then password="$(url_decode "${userinfo#*:}")"; fi
  if [[ "$hostport" == \[* ]]; then # [IPv6]:port
    host="${hostport%%]*}"
    host="${host#[}"
    port="${hostport#*]}"
    port="${port#:}"
  else
    host="${hostport%%:*}"
    port=""
    if [[ "$hostport" == *:* ]]; then port="${hostport##*:}"; fi
  fi
  port="${port:-3306}"
  [[ "$port" =~ ^[0-9]+$ ]] || die "DATABASE_URL has a bad port '$port'"

  DB_CNF="$(umask 077 && mktemp "${TMPDIR:-/tmp}/dw-mariadb.XXXXXX")"
  trap 'rm -f "$DB_CNF"' EXIT
  {
    echo "[client]"
    echo "host=$(cnf_value "${host:-127.0.0.1}")"
    echo "port=$port"
    echo "protocol=TCP"
    if [ -n "$user" ]; then echo "user=$(cnf_value "$user")"; fi
    if [ -n "$password" ]; then echo "password=$(cnf_value "$password")"; fi
  } >"$DB_CNF"
}

find_clients() {
  MARIADB="$(command -v mariadb || command -v mysql)" || die "no mariadb (or mysql) client on PATH"
  MARIADB_DUMP="$(command -v mariadb-dump || command -v mysqldump)" || die "no mariadb-dump (or mysqldump) on PATH"
}
