#!/usr/bin/env bash
# Builds Motion's symbol graph, checks that every public symbol has a ///
# comment, and converts the DocC catalog with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
# The compiler writes the graph only when it compiles Motion, so this build has
# its own scratch path, cleared whenever the graph is missing.
scratch=".build/docs-build"
graphs="$scratch/symbol-graphs"
if [ ! -f "$graphs/Motion.symbols.json" ]; then rm -rf "$scratch"; fi
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target Motion \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
python3 scripts/check-docs.py "$graphs"
docc convert Sources/Motion/Motion.docc --additional-symbol-graph-dir "$graphs" \
    --output-path .build/docc --fallback-display-name Motion \
    --fallback-bundle-identifier org.motion.Motion --warnings-as-errors
