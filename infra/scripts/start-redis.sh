#!/usr/bin/env bash
# Makes sure a Redis answers on 127.0.0.1:6379 for the test suites: installs Debian's redis-server
# when missing and starts it without systemd, in memory only. Idempotent. Prints the URL to use.
set -euo pipefail

# PING over bash's /dev/tcp, so the check needs no redis-cli.
ping_redis() {
  local reply=''
  { exec 3<>/dev/tcp/127.0.0.1/6379; } 2>/dev/null || return 1
  printf 'PING\r\n' >&3
  read -r -t 2 reply <&3 || true
  exec 3<&- 3>&-
  [ "${reply%$'\r'}" = "+PONG" ]
}

if ! ping_redis; then
  if ! command -v redis-server >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq redis-server >/dev/null
  fi
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do ping_redis && break; sleep 1; done
  ping_redis || { echo "Redis did not start" >&2; exit 1; }
fi
echo "redis://127.0.0.1:6379"
