#!/usr/bin/env bash
# libFuzzer runs of Motion's Swift entry points for untrusted data (Tests/Fuzz/Swift):
#   FuzzScenarioJSON    ScenarioLibrary.load: a typed error and an unchanged library, or
#                       scenarios that play to their end with one completion and no NaN
#   FuzzEasingDecoding  Easing(jsonData:): a typed error, or an easing finite on [0, 1],
#                       exactly 0 at 0 and 1 at 1, that round-trips through its encoding
#   FuzzNumericConstructors  Spring, Decay, AnimationOptions and KeyframeTrack from
#                       extreme doubles: refused by the public rule (C status, throwing
#                       validate), or played to the end with finite values, one
#                       `.finished` completion and the exact end value
#   FuzzTimelinePosition  Timeline.Position(gsap:): a typed error naming a character of
#                       the text, or a position that round-trips and places a child
#                       at a finite time
# Builds them with -sanitize=fuzzer,address and runs each from its seed corpus
# (Tests/Fuzz/Swift/corpus/<name>). A crash, a broken property, a leak, an input
# slower than the timeout or above the memory limit fails the script (libFuzzer's
# exit status), leaving the input in Tests/Fuzz/Swift/.build/fuzz-artifacts/.
#
#   FUZZ_SWIFT_SECONDS=25   seconds per harness (-max_total_time)
#   FUZZ_SWIFT_RUNS=        a number of inputs per harness instead (-runs), e.g. 1000000
#   FUZZ_SWIFT_TIMEOUT=10   seconds per input (-timeout)
#   FUZZ_SWIFT_RSS_MB=2048  memory limit (-rss_limit_mb)
#   FUZZ_SWIFT_HARNESSES="FuzzScenarioJSON:scenario_json FuzzEasingDecoding:easing_decoding FuzzNumericConstructors:numeric_constructors FuzzTimelinePosition:timeline_position"
set -euo pipefail
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}  # libFuzzer reports crashes; the Swift backtracer only slows them
cd "$(dirname "$0")/../Tests/Fuzz/Swift"

seconds=${FUZZ_SWIFT_SECONDS:-25}
timeout=${FUZZ_SWIFT_TIMEOUT:-10}
rss=${FUZZ_SWIFT_RSS_MB:-2048}
harnesses=${FUZZ_SWIFT_HARNESSES:-"FuzzScenarioJSON:scenario_json FuzzEasingDecoding:easing_decoding FuzzNumericConstructors:numeric_constructors FuzzTimelinePosition:timeline_position"}
flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

swift build "${flags[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)

for harness in $harnesses; do
    name=${harness%%:*}
    corpus=${harness#*:}
    work=.build/fuzz-corpus/$corpus
    mkdir -p "$work" .build/fuzz-artifacts
    if [ -n "${FUZZ_SWIFT_RUNS:-}" ]; then limit=(-runs="$FUZZ_SWIFT_RUNS"); else limit=(-max_total_time="$seconds"); fi
    echo "== $name: ${limit[*]}, -timeout=$timeout, -rss_limit_mb=$rss"
    # New inputs go to the first directory; the seeds in the repository stay as they are.
    "$bin/$name" "${limit[@]}" -timeout="$timeout" -rss_limit_mb="$rss" -max_len=8192 \
        -print_final_stats=1 -artifact_prefix=".build/fuzz-artifacts/$name-" "$work" "corpus/$corpus"
done
