#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install chromium' and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's chromium package for the end-to-end tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
