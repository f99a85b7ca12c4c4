#!/usr/bin/env bash
# The fleet (npm run start:fleet, bench:fleet and its tests) runs behind Debian's Varnish with the
# xkey module from varnish-modules. Installs them with apt-get when missing and we may install
# packages; a no-op when both are present.
set -euo pipefail
XKEY_GLOB='/usr/lib/*/varnish/vmods/libvmod_xkey.so'
has_xkey() { compgen -G "$XKEY_GLOB" >/dev/null; }
if command -v varnishd >/dev/null 2>&1 || [ -x /usr/sbin/varnishd ]; then
  if has_xkey; then exit 0; fi
fi
packages=(varnish varnish-modules)
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "Varnish is missing: install Debian's 'varnish' and 'varnish-modules' packages (apt-get install varnish varnish-modules)." >&2
  exit 1
fi
# The package starts the system service; the fleet runs its own varnishd in the foreground.
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl disable --now varnish >/dev/null 2>&1 || true
fi
