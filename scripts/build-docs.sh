#!/usr/bin/env bash
# Builds Motion's DocC site into a folder (default: .build/docs-site), after the
# same checks as scripts/check-docs.sh (every public symbol documented, DocC
# warnings as errors). Open it with a local server:
#   python3 -m http.server --directory .build/docs-site 8000
#   → http://localhost:8000/documentation/motion/
set -euo pipefail
output="${1:-.build/docs-site}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
MOTION_DOCS_OUTPUT="$output" bash "$(dirname "$0")/check-docs.sh"
echo "DocC site in $output"
echo "Open it: python3 -m http.server --directory '$output' 8000, then http://localhost:8000/documentation/motion/"
