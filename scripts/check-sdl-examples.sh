#!/usr/bin/env bash
# Builds both SDL examples (Examples/SDLDemo in Swift, Examples/c/sdl_springs.c
# in C99 through pkg-config after `make install` into a scratch prefix), replays
# scripts/sdl_drag.txt headless on SDL's dummy video driver, and checks the
# saved frames against the closed forms (scripts/sdl_pixels.py).
# Then runs each interactively on a virtual X server (Xvfb) with a real
# pointer drag (scripts/sdl_interactive.py): sleeps while idle, lands the card.
# Installs libsdl2-dev, xvfb, xdotool and x11-apps (xwd) with apt-get when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists sdl2 2>/dev/null; then
    echo "installing libsdl2-dev"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libsdl2-dev pkg-config >/dev/null
fi
if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null || ! command -v xwd >/dev/null; then
    echo "installing xvfb, xdotool, x11-apps"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends xvfb xdotool x11-apps >/dev/null
fi
echo "SDL $(pkg-config --modversion sdl2)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
script=scripts/sdl_drag.txt

echo "-- Swift: Examples/SDLDemo"
(cd Examples/SDLDemo && swift build -Xswiftc -warnings-as-errors)
demo="$(cd Examples/SDLDemo && swift build --show-bin-path)/sdl-demo"
mkdir "$work/swift"
"$demo" --replay "$script" --frames "$work/swift" > "$work/swift.txt"
python3 scripts/sdl_pixels.py "$script" "$work/swift" "$work/swift.txt" "Swift SDLDemo"
SDL_VIDEODRIVER=x11 python3 scripts/sdl_interactive.py "Swift SDLDemo" "$demo"

echo "-- C99: Examples/c/sdl_springs.c"
make --no-print-directory -s install PREFIX="$work/prefix" BUILD="$work/build" >/dev/null
export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig" LD_LIBRARY_PATH="$work/prefix/lib"
for cc in gcc clang; do
    command -v "$cc" >/dev/null || continue
    # shellcheck disable=SC2046  # pkg-config's flags are meant to split
    "$cc" -std=c99 -Wall -Wextra -Wpedantic -Werror Examples/c/sdl_springs.c -o "$work/sdl_springs-$cc" \
        $(pkg-config --cflags --libs cspring ceasing sdl2) -lm
    mkdir "$work/c-$cc"
    "$work/sdl_springs-$cc" --replay "$script" --frames "$work/c-$cc" > "$work/c-$cc.txt"
    python3 scripts/sdl_pixels.py "$script" "$work/c-$cc" "$work/c-$cc.txt" "C sdl_springs ($cc)"
done
SDL_VIDEODRIVER=x11 python3 scripts/sdl_interactive.py "C sdl_springs" "$work/sdl_springs-gcc"
