#!/usr/bin/env bash
# The cross-engine suite (npm run test:engines) drives Debian's Firefox ESR, WebKitGTK's
# WebDriver with its MiniBrowser, and an Xvfb display for WebKit. Installs the packages that are
# missing with apt-get when we may install packages.
set -euo pipefail
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing browser engines: install Debian's packages ${missing[*]} (apt-get install ${missing[*]})." >&2
  exit 1
fi
