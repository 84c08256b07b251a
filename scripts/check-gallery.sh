#!/usr/bin/env bash
# Opens the gallery (motion-demo gallery) in headless Chromium and checks it
# from inside the page (scripts/gallery_browser.py): every curve's CSS
# animation, seeked to several times, sits where Motion computed (within the
# page's stated error), every plot has a path, and the console stays empty.
# Installs Debian's chromium with apt-get when it is missing.
#
#   scripts/check-gallery.sh [PAGE.html]    (default: generate the page first)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
    echo "installing chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
chromium --version 2>/dev/null | grep -v '^\s*$' || true

if [ $# -ge 1 ]; then
    page=$1
else
    page=$(mktemp --suffix=.html)
    trap 'rm -f "$page"' EXIT
    swift run motion-demo gallery --output "$page" > /dev/null
fi
python3 scripts/gallery_browser.py "$page"
