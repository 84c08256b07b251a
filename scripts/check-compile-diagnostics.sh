#!/usr/bin/env bash
# Type-checks Tests/CompileDiagnostics/*.swift against the debug build of
# Motion. A line marked `// expect-error: TEXT` must produce an error that
# contains TEXT; no other line may produce an error.
# Usage: scripts/check-compile-diagnostics.sh   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || { echo "no $modules: run swift build first" >&2; exit 1; }

failed=0
for file in Tests/CompileDiagnostics/*.swift; do
    output=$(swiftc -typecheck -swift-version 6 -I "$modules" \
        -I Sources/CSpringSolver/include -I Sources/CEasing/include "$file" 2>&1 || true)
    python3 - "$file" "$output" <<'PY' || failed=1
import re, sys
path, output = sys.argv[1], sys.argv[2]
expected = {}
for number, line in enumerate(open(path, encoding="utf-8"), 1):
    mark = line.find("// expect-error: ")
    if mark >= 0:
        expected[number] = line[mark + len("// expect-error: "):].strip()
errors = {}
for match in re.finditer(r"^[^\s:]+\.swift:(\d+):\d+: error: (.*)$", output, re.M):
    errors.setdefault(int(match.group(1)), []).append(match.group(2))
problems = []
for number, text in sorted(expected.items()):
    if not any(text in message for message in errors.get(number, [])):
        problems.append(f"{path}:{number}: expected an error containing {text!r}, got {errors.get(number)}")
for number, messages in sorted(errors.items()):
    if number not in expected:
        problems.append(f"{path}:{number}: unexpected error: {messages}")
for problem in problems:
    print(problem)
print(f"{path}: {len(expected)} expected errors, {len(problems)} problems")
sys.exit(1 if problems else 0)
PY
done
exit $failed
