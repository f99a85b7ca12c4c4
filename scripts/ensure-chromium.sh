#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here).
# Installs it with apt-get when it is missing and we may install packages.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium)." >&2
  exit 1
fi
