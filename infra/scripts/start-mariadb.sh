#!/usr/bin/env bash
# Installs (Debian package) and starts MariaDB without systemd, then makes sure a test user exists.
# Idempotent: does nothing that is already done. Prints the URL the test suites should use.
set -euo pipefail

if ! command -v mariadbd >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq mariadb-server >/dev/null
fi

ping_db() { mariadb-admin --protocol=socket ping >/dev/null 2>&1 || mariadb-admin -h127.0.0.1 -uroot ping >/dev/null 2>&1; }

if ! ping_db; then
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
  if [ ! -d /var/lib/mysql/mysql ]; then
    mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  fi
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql
  for _ in $(seq 1 60); do ping_db && break; sleep 1; done
  ping_db || { echo "MariaDB did not start" >&2; exit 1; }
fi

# A dedicated user so the suites never depend on how root authenticates on this machine.
SQL="CREATE USER IF NOT EXISTS 'dw_test'@'localhost' IDENTIFIED BY 'dw_test';
CREATE USER IF NOT EXISTS 'dw_test'@'127.0.0.1' IDENTIFIED BY 'dw_test';
GRANT ALL PRIVILEGES ON *.* TO 'dw_test'@'localhost';
GRANT ALL PRIVILEGES ON *.* TO 'dw_test'@'127.0.0.1';
FLUSH PRIVILEGES;"
mariadb --protocol=socket -uroot -e "$SQL" 2>/dev/null || mariadb -h127.0.0.1 -uroot -e "$SQL"
echo "mysql://dw_test:dw_test@127.0.0.1:3306"
