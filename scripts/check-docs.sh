#!/usr/bin/env bash
# Builds Motion's symbol graph, checks that every public symbol has a ///
# comment and that the C modules' pages are current, converts the DocC catalog
# with warnings as errors into a static site (.build/docc, or
# $MOTION_DOCS_OUTPUT; scripts/build-docs.sh sets it), and checks that the
# landing page curates every symbol (no automatic topic groups).
set -euo pipefail
cd "$(dirname "$0")/.."
# The compiler writes the graph only when it compiles Motion, so this build has
# its own scratch path, cleared whenever the graph is missing.
scratch=".build/docs-build"
graphs="$scratch/symbol-graphs"
output="${MOTION_DOCS_OUTPUT:-.build/docc}"
if [ ! -f "$graphs/Motion.symbols.json" ]; then rm -rf "$scratch"; fi
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target Motion \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
python3 scripts/check-docs.py "$graphs"
python3 scripts/c-core-topics.py "$graphs" --check
docc convert Sources/Motion/Motion.docc --additional-symbol-graph-dir "$graphs" \
    --output-path "$output" --transform-for-static-hosting \
    --fallback-display-name Motion --fallback-bundle-identifier org.motion.Motion \
    --warnings-as-errors
python3 - "$output/data/documentation/motion.json" <<'PY'
import json, sys
generated = [t['title'] for t in json.load(open(sys.argv[1]))['topicSections'] if t.get('generated')]
if generated:
    sys.exit('Motion.md leaves symbols uncurated, in automatic groups: ' + ', '.join(generated))
PY
