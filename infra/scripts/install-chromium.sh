#!/usr/bin/env bash
# Debian's Chromium for the browser journeys and Lighthouse (never a browser download).
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version
