#!/usr/bin/env bash
# Instruction counts per animation per frame (callgrind), the C batch's ratio to a
# naive libm closed form, and heap bytes per running animation: issue #17's table;
# instructions and mallocs per start (issue #29's start rows); a timeline's seek per child;
# instructions per CSS export (issue #29's CSS rows).
#
#   bash Benchmarks/instructions.sh           print the table
#   bash Benchmarks/instructions.sh --check   also exit 1 when a number exceeds its gate by more than 10 %
#   bash Benchmarks/instructions.sh [--check] --only KEY
#                                             only the row KEY of gates.tsv (c-batch-ratio and
#                                             c-batch-ratio-portable need no Swift build)
#
# Gates and budgets: Benchmarks/Instructions/gates.tsv. Environment: COUNT (animations,
# default 10000), FRAMES (measured frames, default 8), CSS_COUNT (exports per CSS row,
# default 2), CC (the C ratio's compiler,
# default clang as SwiftPM uses, else cc). Needs valgrind, swift, strip and a C compiler.
#
# The engine workloads run in a release build of MotionInstructions; callgrind collects
# inside instructionsFrameLoop only (--toggle-collect), so starting the animations and
# the warm-up frames are not counted. valgrind 3.19 cannot read the toolchain's DWARF 5,
# so it profiles a copy stripped with `strip --strip-debug` (symbols stay).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)

usage() { echo "usage: $0 [--check] [--only KEY]" >&2; exit 2; }
check=0
only=
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=1 ;;
        --only) [ $# -ge 2 ] || usage; only=$2; shift ;;
        *) usage ;;
    esac
    shift
done
if [ -n "$only" ] && ! awk -v k="$only" '$1 == k { found = 1 } END { exit !found }' Instructions/gates.tsv; then
    echo "instructions.sh: no row $only in Instructions/gates.tsv" >&2
    exit 2
fi
# wanted <key>: whether the run measures that row.
wanted() { [ -z "$only" ] || [ "$only" = "$1" ]; }
need_swift=1
case "$only" in c-batch-ratio | c-batch-ratio-portable) need_swift=0 ;; esac
count=${COUNT:-10000}
frames=${FRAMES:-8}
if [ -z "${CC:-}" ]; then
    if command -v clang >/dev/null 2>&1; then CC=clang; else CC=cc; fi
fi
tools=(valgrind "$CC")
[ "$need_swift" = 0 ] || tools+=(strip swift)
for tool in "${tools[@]}"; do
    command -v "$tool" >/dev/null 2>&1 || { echo "instructions.sh: $tool not found" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "$need_swift" = 1 ]; then
    # SwiftPM plans a path dependency's files once: after a pull or merge that adds
    # files to the root package, the stale plan fails with "cannot find ... in scope".
    # Dropping the plan makes it plan again (under a second when nothing changed).
    rm -f .build/release.yaml
    swift build -c release --product MotionInstructions >&2
    bin=$(swift build -c release --show-bin-path)/MotionInstructions
    cp "$bin" "$work/MotionInstructions"
    strip --strip-debug "$work/MotionInstructions"
fi

# The C library as the Makefile builds it (-O2, no contraction), and the ratio driver.
"$CC" -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -ffp-contract=off -I"$root/Sources/CSpringSolver/include" \
    "$root"/Sources/CSpringSolver/*.c Instructions/cspring_ratio.c -lm -o "$work/cspring_ratio"

# callgrind_total <out-file>: the events collected (the "totals:" line; "summary:"
# is written before collection and may be 0).
callgrind_total() { awk '/^totals:/ { t = $2 } /^summary:/ { s = $2 } END { print (t != "" ? t : s) }' "$1"; }

# calls_to <file> <function> <units>: calls of <function> recorded in a callgrind
# output (names compressed as "(id) name" once, then "(id)"), divided by <units>.
calls_to() {
    awk -v want="$2" -v u="$3" '
        match($0, /^c?fn=\([0-9]+\) /) { name = substr($0, RLENGTH + 1); id = substr($0, index($0, "(")); sub(/\).*/, ")", id)
            if (name == want) target = id }
        /^cfn=/ { id = substr($0, 5); sub(/\).*/, ")", id); pending = (target != "" && id == target) }
        /^calls=/ { if (pending) { split(substr($0, 7), c, " "); n += c[1] } pending = 0 }
        END { printf "%.2f\n", n / u }' "$1"
}

# measure <name> <valgrind options> <command...>: prints the collected instructions
# divided by the "units" (and "frames") the command prints.
measure() {
    local name=$1 options=$2
    shift 2
    local out="$work/$name.callgrind" opts
    read -r -a opts <<<"$options" # split into words, without globbing the patterns
    valgrind --tool=callgrind "${opts[@]}" --callgrind-out-file="$out" "$@" \
        >"$work/$name.stdout" 2>"$work/$name.stderr" || {
        echo "instructions.sh: $name failed:" >&2
        cat "$work/$name.stderr" >&2
        exit 1
    }
    local total units frames_run
    total=$(callgrind_total "$out")
    [ "${total:-0}" -gt 0 ] || { echo "instructions.sh: $name: callgrind collected nothing" >&2; exit 1; }
    units=$(awk '$1 == "units" { print $2 }' "$work/$name.stdout")
    frames_run=$(awk '$1 == "frames" { print $2 }' "$work/$name.stdout")
    awk -v t="$total" -v u="$units" -v f="${frames_run:-1}" 'BEGIN { printf "%.1f\n", t / (u * f) }'
}

declare -A value detail
for workload in tween-cubic tween-bezier tween-partway springs-distinct springs-shared springs-interleaved group-timed group-springs; do
    wanted "$workload" || { [ "$workload" = springs-distinct ] && wanted springs-long; } || continue
    # Instrumented only around the frame loop (client requests), collected only inside it.
    value[$workload]=$(measure "$workload" \
        "--instr-atstart=no --collect-atstart=no --toggle-collect=*instructionsFrameLoop*" \
        "$work/MotionInstructions" run "$workload" "$count" "$frames")
done
# Long-running springs (issue #29): springs-distinct-style springs 40 s after their
# start (every phase ω·t past 256), per frame, as a ratio to springs-distinct's frame.
if wanted springs-long; then
    long=$(measure springs-long \
        "--instr-atstart=no --collect-atstart=no --toggle-collect=*instructionsFrameLoop*" \
        "$work/MotionInstructions" run springs-long "$count" "$frames")
    value[springs-long]=$(awk -v l="$long" -v d="${value[springs-distinct]}" 'BEGIN { printf "%.3f\n", l / d }')
    detail[springs-long]="$long vs ${value[springs-distinct]}"
fi
# Starts (issue #29): instructions and mallocs per start into a fresh engine,
# collected inside instructionsStartLoop only.
declare -A start_workload=([start-tween]=tween-cubic [start-spring]=springs-ui
    [start-shared-spring]=springs-shared [start-group]=group-timed)
for key in start-tween start-spring start-shared-spring start-group; do
    wanted "$key" || wanted "$key-mallocs" || continue
    value[$key]=$(measure "$key" \
        "--instr-atstart=no --collect-atstart=no --toggle-collect=*instructionsStartLoop*" \
        "$work/MotionInstructions" start "${start_workload[$key]}" "$count")
    value[$key-mallocs]=$(calls_to "$work/$key.callgrind" malloc "$count")
done
# Timeline seek (issue #29): 10k keyframe-track children staggered over 10 s, a seek to
# 5 s and the frame that delivers it, per child, collected inside instructionsSeekLoop only.
if wanted timeline-seek; then
    value[timeline-seek]=$(measure timeline-seek \
        "--instr-atstart=no --collect-atstart=no --toggle-collect=*instructionsSeekLoop*" \
        "$work/MotionInstructions" seek "$count")
fi
# CSS export (issue #29): instructions per export (Easing.ease.cssLinear, and
# CSSKeyframes(linearTimingOf:) of a 3-segment track), collected inside
# instructionsCSSLoop only.
for key in css-linear-ease css-keyframes-linear; do
    wanted "$key" || continue
    value[$key]=$(measure "$key" \
        "--instr-atstart=no --collect-atstart=no --toggle-collect=*instructionsCSSLoop*" \
        "$work/MotionInstructions" css "$key" "${CSS_COUNT:-2}")
done
if wanted c-batch-ratio || wanted c-batch-ratio-portable; then
    naive=$(measure c-naive "--collect-atstart=no --toggle-collect=measured_naive" "$work/cspring_ratio")
fi
# c-batch-ratio: cspring_evaluate_batch as dispatched here (AVX2 on CPUs that have
# it); c-batch-ratio-portable: the two-lane copy, which every other CPU runs.
for key in c-batch-ratio c-batch-ratio-portable; do
    wanted "$key" || continue
    case "$key" in c-batch-ratio) fn=measured_batch ;; *) fn=measured_batch_lanes ;; esac
    batch=$(measure "$key" "--collect-atstart=no --toggle-collect=$fn" "$work/cspring_ratio")
    value[$key]=$(awk -v b="$batch" -v n="$naive" 'BEGIN { printf "%.3f\n", b / n }')
    detail[$key]="$batch vs $naive"
done
if wanted memory-tween || wanted memory-spring || wanted memory-shared-spring || wanted memory-group; then
    "$work/MotionInstructions" memory "$count" >"$work/memory.stdout"
    while read -r key bytes; do value[memory-$key]=$bytes; done < <(
        awk '$1 == "bytes" { printf "%s %.0f\n", $2, $3 }' "$work/memory.stdout")
    blocks=$(awk '$1 == "block" { printf "%s%s %.0f B", (n++ ? ", " : ""), $2, $3 }' "$work/memory.stdout")
fi

failed=0
printf '| Workload | Measured | Gate (+10 %%) | Budget (issues #17, #29) | |\n|---|---:|---:|---:|---|\n'
while IFS=$'\t' read -r key gate budget unit what; do
    case "$key" in '#'* | '') continue ;; esac
    wanted "$key" || continue
    measured=${value[$key]:?no measurement for $key}
    verdict=$(awk -v m="$measured" -v g="$gate" -v b="$budget" 'BEGIN {
        s = (m <= b) ? "budget met" : "over budget"
        if (g > 0 && m > g * 1.10) s = s ", GATE EXCEEDED"
        print s }')
    case "$verdict" in *GATE*) failed=1 ;; esac
    case "$unit" in
        instr) shown="$measured" ;;
        mallocs) shown="$measured mallocs" ;;
        ratio) shown="${measured}× (${detail[$key]})" ;;
        bytes) shown="$measured B" ;;
    esac
    printf '| %s | %s | %s | %s | %s |\n' "$what" "$shown" "$gate" "$budget" "$verdict"
done < Instructions/gates.tsv
echo
if [ "$need_swift" = 1 ]; then
    echo "Instructions per animation (per property for groups) per frame; $count animations, $frames frames, $("$CC" --version | head -n 1) for the C rows."
else
    echo "C batch and naive closed form: instructions per spring; $("$CC" --version | head -n 1)."
fi
if [ -n "${blocks:-}" ]; then
    echo "Memory per animation includes the caller's update block, allocated by its closure: $blocks."
fi

if [ "$check" = 1 ] && [ "$failed" = 1 ]; then
    echo "instructions.sh: a gated number exceeds its gate by more than 10 %" >&2
    exit 1
fi
