#!/usr/bin/env python3
"""Checks the frames an SDL example wrote while replaying scripts/sdl_drag.txt.

    sdl_pixels.py SCRIPT FRAMES_DIR POSITIONS_FILE [LABEL]

The oracle is computed here, independently of the examples: the scene's
numbers (restated below from Examples/SDLDemo/Sources/SDLDemo/Scene.swift),
the script's pointer samples, and Motion's closed forms written out again in
Python (exponential decay in the continuous convention, the under-damped
spring, UIScrollView's rubber band). For every saved frame it finds each card
by its colour and checks that the card is a solid, unoccluded rectangle whose
top-left corner is within one pixel of the oracle at that frame's time. It
also checks that the fling crosses the right edge and comes back, that the
drag past the top edge is drawn rubber-banded, that the last frame shows every
card exactly in its slot, and that the printed positions agree with the
oracle within 0.2 px. Exit status 0 when all hold, 1 otherwise."""

import math
import os
import struct
import sys

# ---- The scene (Scene.swift, sdl_springs.c) ----
WIDTH, HEIGHT = 640, 360
CARD_W, CARD_H = 80, 56
HIGH = (WIDTH - CARD_W, HEIGHT - CARD_H)  # a card's corner rests in [0, HIGH] per axis
DIMENSION = (WIDTH, HEIGHT)  # the rubber band's dimension per axis
SLOTS = [(40, 24), (280, 24), (520, 24), (40, 124), (280, 124), (520, 124)]
START_SLOTS = [3, 1, 2]
COLORS = [(230, 80, 90), (70, 160, 240), (90, 200, 120)]
FRAME_MS = 16
VELOCITY_WINDOW_MS = 50
CATCH_SPEED = 300.0
# Decay: 0.998 per ms, continuous convention: tau = -1/(1000 ln 0.998), gain = tau.
TAU = -1.0 / (1000.0 * math.log(0.998))
# Spring: duration 0.5 s, bounce 0.2, mass 1 (SwiftUI): k = (2 pi / duration)^2, zeta = 1 - bounce.
OMEGA0 = 2.0 * math.pi / 0.5
ZETA = 0.8
LAMBDA = ZETA * OMEGA0
OMEGA = OMEGA0 * math.sqrt(1.0 - ZETA * ZETA)
RUBBER = 0.55


def decay(x0, v0, t):
    """Position and velocity of the fling t seconds after release."""
    e = math.exp(-t / TAU)
    return x0 + v0 * TAU * (1.0 - e), v0 * e


def spring(x0, v0, target, t):
    """Position of the under-damped spring released at (x0, v0), t seconds later."""
    d0 = x0 - target
    return target + math.exp(-LAMBDA * t) * (d0 * math.cos(OMEGA * t) + (v0 + LAMBDA * d0) / OMEGA * math.sin(OMEGA * t))


def banded(x, axis):
    """UIScrollView's rubber band past [0, HIGH]: (1 - 1/(|o| c/d + 1)) d with the sign of o."""
    def band(o):
        return math.copysign((1.0 - 1.0 / (abs(o) * RUBBER / DIMENSION[axis] + 1.0)) * DIMENSION[axis], o)
    if x < 0:
        return band(x)
    if x > HIGH[axis]:
        return HIGH[axis] + band(x - HIGH[axis])
    return x


def crossing_time(x0, v, axis):
    if x0 < 0 or x0 > HIGH[axis]:
        return 0.0
    if v == 0:
        return math.inf
    edge = HIGH[axis] if v > 0 else 0.0
    fraction = (edge - x0) / (v * TAU)
    return math.inf if fraction >= 1 else -TAU * math.log(1.0 - fraction)


class Motion:
    """A card's motion after a release, as a function of time."""

    def __init__(self, start, velocity, release_time, slot):
        speed = math.hypot(*velocity)
        catch = 0.0 if speed <= CATCH_SPEED else TAU * math.log(speed / CATCH_SPEED)
        catch = min([catch] + [crossing_time(start[a], velocity[a], a) for a in (0, 1)])
        self.start, self.velocity, self.t0, self.catch, self.slot = start, velocity, release_time, catch, slot
        self.handoff = [decay(start[a], velocity[a], catch) for a in (0, 1)]

    def position(self, t):
        dt = t - self.t0
        if dt < self.catch:
            return tuple(decay(self.start[a], self.velocity[a], dt)[0] for a in (0, 1))
        return tuple(spring(*self.handoff[a], SLOTS[self.slot][a], dt - self.catch) for a in (0, 1))


def parse_script(path):
    events, captures, last = {}, set(), 0
    for line in open(path):
        words = line.split("#")[0].split()
        if not words:
            continue
        numbers = [int(w) for w in words[1:]]
        if words[0] in ("down", "move", "up"):
            events.setdefault(numbers[0], []).append((words[0], numbers[1], numbers[2]))
            last = max(last, numbers[0])
        elif words[0] == "capture":
            first = numbers[0]
            end = numbers[1] if len(numbers) > 1 else first
            step = numbers[2] if len(numbers) > 2 else 1
            captures.update(range(first, end + 1, step))
            last = max(last, end)
        elif words[0] == "end":
            last = max(last, numbers[0])
    return events, captures, last


def oracle(script):
    """Each frame's expected card positions (as drawn, unrounded), and the frames' times."""
    events, _, last = parse_script(script)
    slots = list(START_SLOTS)
    physical = [SLOTS[s] for s in slots]
    motions = [None] * len(slots)
    order = list(range(len(slots)))
    drag = None  # (card, grab offset, samples)
    frames = []
    for frame in range(last + 1):
        ms = frame * FRAME_MS
        t = ms / 1000.0
        for kind, x, y in events.get(frame, []):
            if kind == "down":
                shown = [tuple(banded(physical[c][a], a) for a in (0, 1)) for c in range(len(slots))]
                hit = [c for c in order if shown[c][0] <= x < shown[c][0] + CARD_W and shown[c][1] <= y < shown[c][1] + CARD_H]
                if hit:
                    card = hit[-1]
                    motions[card] = None
                    order.remove(card)
                    order.append(card)
                    drag = (card, (x - physical[card][0], y - physical[card][1]), [(ms, x, y)])
            elif drag:
                card, grab, samples = drag
                samples.append((ms, x, y))
                physical[card] = (x - grab[0], y - grab[1])
                if kind == "up":
                    window = [s for s in samples if s[0] >= ms - VELOCITY_WINDOW_MS]
                    seconds = (window[-1][0] - window[0][0]) / 1000.0
                    velocity = (0.0, 0.0) if seconds == 0 else (
                        (window[-1][1] - window[0][1]) / seconds, (window[-1][2] - window[0][2]) / seconds)
                    rest = [min(max(physical[card][a] + velocity[a] * TAU, 0.0), HIGH[a]) for a in (0, 1)]
                    free = [s for s in range(len(SLOTS)) if s not in [slots[c] for c in range(len(slots)) if c != card]]
                    slots[card] = min(free, key=lambda s: ((SLOTS[s][0] - rest[0]) ** 2 + (SLOTS[s][1] - rest[1]) ** 2, s))
                    motions[card] = Motion(physical[card], velocity, t, slots[card])
                    drag = None
        for card, motion in enumerate(motions):
            if motion:
                physical[card] = motion.position(t)
        frames.append([tuple(banded(physical[c][a], a) for a in (0, 1)) for c in range(len(slots))])
    return frames, slots


def read_bmp(path):
    """(width, height, rows top-down) of an uncompressed 24-bit BMP; pixels are BGR."""
    data = open(path, "rb").read()
    if data[:2] != b"BM":
        raise ValueError(f"{path}: not a BMP")
    offset, = struct.unpack_from("<I", data, 10)
    width, height, _, bits, compression = struct.unpack_from("<iiHHI", data, 18)
    if bits != 24 or compression != 0:
        raise ValueError(f"{path}: {bits}-bit BMP with compression {compression}, expected 24-bit uncompressed")
    pitch = (width * 3 + 3) & ~3
    rows = [data[offset + r * pitch: offset + r * pitch + width * 3] for r in range(abs(height))]
    return width, abs(height), rows if height < 0 else rows[::-1]


def find_card(rows, color):
    """The bounding box (minx, miny, maxx, maxy) of the colour's pixels, and whether they fill it."""
    pattern = bytes((color[2], color[1], color[0]))
    box, count = None, 0
    for y, row in enumerate(rows):
        first = row.find(pattern)
        while first % 3 and first >= 0:
            first = row.find(pattern, first + 1)
        if first < 0:
            continue
        last = row.rfind(pattern)
        while last % 3:
            last = row.rfind(pattern, 0, last + 2)
        # Pixels of the colour in this row (a run between first and last fills it only if all are).
        count += sum(1 for i in range(first, last + 3, 3) if row[i:i + 3] == pattern)
        x0, x1 = first // 3, last // 3
        box = (x0, y, x1, y) if box is None else (min(box[0], x0), box[1], max(box[2], x1), y)
    if box is None:
        return None, False
    return box, count == (box[2] - box[0] + 1) * (box[3] - box[1] + 1)


def corner(box):
    """The card's top-left corner from its visible box, which the window's edges may clip."""
    x0, y0, x1, y1 = box
    left = x1 + 1 - CARD_W if x0 == 0 and x1 - x0 + 1 < CARD_W else x0
    top = y1 + 1 - CARD_H if y0 == 0 and y1 - y0 + 1 < CARD_H else y0
    return left, top


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    script, directory, positions = argv[1], argv[2], argv[3]
    label = argv[4] if len(argv) > 4 else directory
    expected, final_slots = oracle(script)
    _, captures, last = parse_script(script)
    failures = []
    beyond_right, back_inside, above_top = [], [], []
    for frame in sorted(captures):
        path = os.path.join(directory, f"frame-{frame:04d}.bmp")
        if not os.path.exists(path):
            failures.append(f"frame {frame}: {path} missing")
            continue
        width, height, rows = read_bmp(path)
        if (width, height) != (WIDTH, HEIGHT):
            failures.append(f"frame {frame}: {width}x{height}, expected {WIDTH}x{HEIGHT}")
            continue
        for card, color in enumerate(COLORS):
            box, solid = find_card(rows, color)
            want = expected[frame][card]
            if box is None:
                failures.append(f"frame {frame}: card {card} not found (expected at {want[0]:.2f}, {want[1]:.2f})")
                continue
            left, top = corner(box)
            if not solid:
                failures.append(f"frame {frame}: card {card} is not a solid rectangle (box {box})")
            if abs(left - want[0]) > 1.0 or abs(top - want[1]) > 1.0:
                failures.append(f"frame {frame}: card {card} drawn at ({left}, {top}), "
                                f"closed form says ({want[0]:.2f}, {want[1]:.2f})")
            if card == 0 and box[2] == WIDTH - 1 and left > HIGH[0]:
                beyond_right.append(frame)
            if card == 0 and beyond_right and left <= HIGH[0]:
                back_inside.append(frame)
            if card == 2 and top < 0:
                above_top.append((frame, top))
    if not beyond_right or not back_inside:
        failures.append(f"the fling should cross the right edge and come back (past it in frames {beyond_right}, "
                        f"back after it in {back_inside[:3]})")
    if not above_top:
        failures.append("card 2 is never drawn past the top edge")
    # The last frame: every card exactly in its slot.
    if last in captures and os.path.exists(os.path.join(directory, f"frame-{last:04d}.bmp")):
        _, _, rows = read_bmp(os.path.join(directory, f"frame-{last:04d}.bmp"))
        for card, color in enumerate(COLORS):
            box, solid = find_card(rows, color)
            slot = SLOTS[final_slots[card]]
            if box != (slot[0], slot[1], slot[0] + CARD_W - 1, slot[1] + CARD_H - 1) or not solid:
                failures.append(f"last frame {last}: card {card} at {box}, expected exactly in slot {final_slots[card]} {slot}")
    else:
        failures.append(f"the last frame ({last}) was not captured")
    # The printed positions, unrounded: within 0.2 px (an engine ends a spring once it is within 0.1 % of its travel).
    printed = 0
    for line in open(positions):
        words = line.split()
        if not words or words[0] != "frame":
            continue
        frame = int(words[1])
        values = [float(w) for w in words[4:]]
        printed += 1
        for card in range(len(COLORS)):
            for axis in (0, 1):
                got, want = values[2 * card + axis], expected[frame][card][axis]
                if abs(got - want) > 0.2:
                    failures.append(f"printed frame {frame}: card {card} axis {axis} {got}, closed form {want:.3f}")
    if printed != last + 1:
        failures.append(f"{printed} position lines printed, expected {last + 1}")
    for message in failures[:40]:
        print(f"FAIL [{label}] {message}")
    if failures:
        print(f"[{label}] {len(failures)} failures")
        return 1
    peak = max(expected[f][0][0] for f in beyond_right)
    print(f"[{label}] {len(captures)} frames match the closed form within a pixel; the fling passed the right "
          f"edge by up to {peak - HIGH[0]:.1f} px (frames {beyond_right[0]}-{beyond_right[-1]}) and came back; "
          f"card 2 was drawn {-min(t for _, t in above_top)} px past the top edge; the last frame has every card "
          f"exactly in its slot; {printed} printed positions agree within 0.2 px")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
