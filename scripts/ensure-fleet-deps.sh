#!/usr/bin/env bash
# The fleet (npm run start:fleet, bench:fleet and its tests) runs behind Debian's Varnish with the
# xkey module from varnish-modules; bench:fleet measures throughput with Debian's wrk, a native
# load generator (a JavaScript client saturates its own core near the figures it measures).
# Installs what is missing with apt-get when we may install packages; a no-op when all are
# present.
set -euo pipefail
XKEY_GLOB='/usr/lib/*/varnish/vmods/libvmod_xkey.so'
has_xkey() { compgen -G "$XKEY_GLOB" >/dev/null; }
has_varnishd() { command -v varnishd >/dev/null 2>&1 || [ -x /usr/sbin/varnishd ]; }
packages=()
if ! has_varnishd || ! has_xkey; then packages+=(varnish varnish-modules); fi
if ! command -v wrk >/dev/null 2>&1; then packages+=(wrk); fi
if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "Missing: install Debian's ${packages[*]} (apt-get install ${packages[*]})." >&2
  exit 1
fi
# The varnish package starts the system service; the fleet runs its own varnishd in the foreground.
if [[ " ${packages[*]} " == *" varnish "* ]] && command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl disable --now varnish >/dev/null 2>&1 || true
fi
