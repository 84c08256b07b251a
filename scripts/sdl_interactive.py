#!/usr/bin/env python3
"""Runs an SDL example interactively on a virtual X server and drags a card
with the X server's own pointer (XTEST, through xdotool).

    sdl_interactive.py LABEL COMMAND...

Needs Xvfb, xdotool and xwd. On display :99 (or $SDL_CHECK_DISPLAY) with
SDL's x11 video driver and the example's interactive loop (vsync renderer,
SDL's clock, SDL_WaitEvent), it checks that:
  - the window opens at 640 x 360;
  - once the curves have played, the process sleeps: at most 30 ms of CPU
    time in 2 s (SDL_WaitEvent, no busy wait);
  - a slow drag of card 0 from its slot to the right-hand slot of its row,
    released there, ends with every card exactly in its slot (read from an
    xwd screenshot of the window), card 0 in slot 5;
  - it sleeps again afterwards, and quits with status 0 on the q key.
The demo's timing depends on the machine, so this checks outcomes, not frames;
scripts/sdl_pixels.py checks frames on a virtual clock."""

import os
import struct
import subprocess
import sys
import time

WIDTH, HEIGHT = 640, 360
CARD_W, CARD_H = 80, 56
SLOTS = [(40, 24), (280, 24), (520, 24), (40, 124), (280, 124), (520, 124)]
COLORS = [(230, 80, 90), (70, 160, 240), (90, 200, 120)]
IDLE_CPU_LIMIT = 0.03  # seconds of CPU in IDLE_SECONDS
IDLE_SECONDS = 2.0


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def xdotool(*args, env):
    result = subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise ValueError(f"xdotool {args[0]} failed ({result.returncode}): {result.stderr.strip()[-300:]}")
    return result.stdout


def screenshot(window, env):
    """The window's pixels as rows of (r, g, b) tuples, from xwd's ZPixmap dump."""
    data = subprocess.run(["xwd", "-silent", "-id", str(window)], env=env, check=True, capture_output=True).stdout
    header = struct.unpack_from(">25I", data, 0)
    header_size, width, height = header[0], header[4], header[5]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = header[7], header[11], header[12], header[19]
    red_mask, green_mask, blue_mask = header[14], header[15], header[16]
    if bits_per_pixel != 32:
        raise ValueError(f"xwd: {bits_per_pixel} bits per pixel")
    offset = header_size + 12 * ncolors
    order = "<" if byte_order == 0 else ">"

    def channel(pixel, mask):
        shift = (mask & -mask).bit_length() - 1
        return (pixel & mask) >> shift

    rows = []
    for y in range(height):
        line = struct.unpack_from(f"{order}{width}I", data, offset + y * bytes_per_line)
        rows.append([(channel(p, red_mask), channel(p, green_mask), channel(p, blue_mask)) for p in line])
    return width, height, rows


def card_box(rows, color):
    xs, ys = [], []
    for y, row in enumerate(rows):
        for x, pixel in enumerate(row):
            if pixel == color:
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys), len(xs)) if xs else None


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    label, command = argv[1], argv[2:]
    display = os.environ.get("SDL_CHECK_DISPLAY", ":99")
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    failures = []
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(1.0)
        app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", app.pid, env=env).split()[0]
        geometry = dict(line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", window, env=env).split())
        ox, oy = int(geometry["X"]), int(geometry["Y"])
        if (int(geometry["WIDTH"]), int(geometry["HEIGHT"])) != (WIDTH, HEIGHT):
            failures.append(f"window is {geometry['WIDTH']} x {geometry['HEIGHT']}")

        time.sleep(2.5)  # the row of curves plays for 2 s after start
        start = cpu_seconds(app.pid)
        time.sleep(IDLE_SECONDS)
        idle = cpu_seconds(app.pid) - start
        if idle > IDLE_CPU_LIMIT:
            failures.append(f"idle: {idle * 1000:.0f} ms of CPU in {IDLE_SECONDS:.0f} s (busy wait?)")

        # Card 0 rests in slot 3 (40, 124); drag it slowly by its centre to slot 5 (520, 124).
        x, y = ox + 80, oy + 152
        steps = ["mousemove", x, y, "mousedown", 1]
        for i in range(1, 25):
            steps += ["sleep", 0.02, "mousemove", x + 20 * i, y]
        steps += ["sleep", 0.3, "mouseup", 1]
        xdotool(*steps, env=env)
        time.sleep(2.0)
        width, height, rows = screenshot(window, env)
        expected = {0: 5, 1: 1, 2: 2}
        for card, slot in expected.items():
            box = card_box(rows, COLORS[card])
            sx, sy = SLOTS[slot]
            if box != (sx, sy, sx + CARD_W - 1, sy + CARD_H - 1, CARD_W * CARD_H):
                failures.append(f"after the drag, card {card} at {box}, expected exactly in slot {slot} ({sx}, {sy})")

        start = cpu_seconds(app.pid)
        time.sleep(IDLE_SECONDS)
        idle = cpu_seconds(app.pid) - start
        if idle > IDLE_CPU_LIMIT:
            failures.append(f"idle after the drag: {idle * 1000:.0f} ms of CPU in {IDLE_SECONDS:.0f} s")

        if app.poll() is not None:
            raise ValueError(f"the app exited with status {app.returncode}: {app.stderr.read()[-800:]}")
        # XTEST key presses go to the window under the pointer (no window manager here).
        xdotool("mousemove", ox + 600, oy + 300, "key", "q", env=env)
        try:
            status = app.wait(timeout=5)
            if status != 0:
                failures.append(f"exit status {status} after q: {app.stderr.read()[-500:]}")
        except subprocess.TimeoutExpired:
            failures.append("still running 5 s after q")
    except (subprocess.CalledProcessError, IndexError, ValueError) as error:
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        if app and app.poll() is None:
            app.kill()
            app.wait()
        server.terminate()
        server.wait()
    for message in failures:
        print(f"FAIL [{label} on X11] {message}")
    if failures:
        return 1
    print(f"[{label} on X11] window opened; idle at most {IDLE_CPU_LIMIT * 1000:.0f} ms CPU per "
          f"{IDLE_SECONDS:.0f} s before and after a real pointer drag; card 0 landed exactly in slot 5; quit on q")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
