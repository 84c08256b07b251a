#!/usr/bin/env python3
"""Checks the gallery page in headless Chromium, from inside the page.

    gallery_browser.py GALLERY.html [CHROMIUM]

A copy of the page gets two scripts: one first in <head> that records every
console message and uncaught error, and one that runs after `load`. The second
one finds each curve's dot and its CSS animation (document.getAnimations()),
pauses it, seeks it (currentTime) to each time listed in the dot's
data-expect, reads getComputedStyle(dot).left and compares it, as a fraction
of the lane, with the value Motion computed for that time (data-expect),
within the card's stated error (data-error: 0 for an exact CSS form, 0.001 for
a linear() export) plus 0.02 px for the browser's layout units. The two scenes
get the same treatment from the page's JSON block (#motion-expected): each
layer of the layers scene at sample times (centre, size, opacity within the
page's 0.1 pt and 0.01), each scenario performer at times across its loop (the
corners of its box under the computed transform within 0.25 pt, its opacity
within 0.005). It also checks that every curve plot is an <svg> whose <path> (M, then one l with
implicit repeats) spans the plot from the axis at 0 to the one at 1, that every dot's
animation was running before it was paused, and that the console stayed
empty. It writes its verdict into the DOM (#motion-verdict); Chromium runs
with --headless --dump-dom --virtual-time-budget and this script reads the
verdict from the dumped DOM, and also fails on any console line Chromium
itself logs. Exit status 0 on PASS, 1 on FAIL."""

import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

HOOK = """<script>
window.__motionConsole = [];
for (const level of ["log", "info", "warn", "error", "debug"]) {
  const original = console[level];
  console[level] = function (...args) {
    window.__motionConsole.push(level + ": " + args.map(String).join(" "));
    return original.apply(this, args);
  };
}
window.addEventListener("error", (e) => window.__motionConsole.push("error: " + e.message));
window.addEventListener("unhandledrejection", (e) => window.__motionConsole.push("rejection: " + e.reason));
</script>"""

CHECK = """<script>
window.addEventListener("load", () => setTimeout(() => {
  const failures = [];
  if (!(document.timeline.currentTime > 0)) failures.push("the document timeline did not advance");
  let checked = 0, worst = 0;
  const animations = document.getAnimations();
  const dots = [...document.querySelectorAll(".dot")];
  if (dots.length === 0) failures.push("no curve dots in the page");
  for (const dot of dots) {
    const title = dot.closest(".card")?.querySelector("h3")?.textContent ?? "?";
    if (!dot.dataset.expect) { failures.push(title + ": no data-expect"); continue; }
    const mine = animations.filter((a) => a.effect && a.effect.target === dot);
    if (mine.length !== 1) { failures.push(title + ": " + mine.length + " animations"); continue; }
    const animation = mine[0];
    if (animation.playState !== "running") failures.push(title + ": animation " + animation.playState);
    animation.pause();
    const lane = dot.parentElement, laneStyle = getComputedStyle(lane);
    const width = lane.getBoundingClientRect().width - parseFloat(laneStyle.borderLeftWidth)
      - parseFloat(laneStyle.borderRightWidth);
    const error = parseFloat(dot.dataset.error);
    if (!(width > 0) || !(error >= 0)) { failures.push(title + ": lane width " + width + ", error " + error); continue; }
    for (const [seconds, expected] of JSON.parse(dot.dataset.expect)) {
      animation.currentTime = seconds * 1000;
      const left = parseFloat(getComputedStyle(dot).left);
      const off = Math.abs(left - expected * width);
      const allowed = error * width + 0.02;
      worst = Math.max(worst, off / width);
      checked++;
      if (!(off <= allowed)) {
        failures.push(title + " at " + seconds + " s: left " + left.toFixed(3) + " px, Motion says "
          + (expected * width).toFixed(3) + " px (" + expected + " of " + width.toFixed(2) + " px), off by "
          + off.toFixed(3) + " px, allowed " + allowed.toFixed(3));
      }
    }
  }
  // The scenes: each entry's element, its animations seeked to the entry's time.
  const block = document.getElementById("motion-expected");
  const scenes = block ? JSON.parse(block.textContent) : [];
  if (!block) failures.push("no #motion-expected block");
  let sceneAnimations = 0;
  for (const entry of scenes) {
    const element = document.querySelector(entry.selector);
    if (!element) { failures.push(entry.selector + ": no such element"); continue; }
    const own = element.getAnimations();
    sceneAnimations += own.length;
    for (const animation of own) { animation.pause(); animation.currentTime = entry.time * 1000; }
    const style = getComputedStyle(element);
    const where = entry.selector + " at " + entry.time + " s: ";
    for (const [property, expected] of Object.entries(entry.css)) {
      const value = parseFloat(style[property]);
      const allowed = property === "opacity" ? entry.error.opacity + 1e-6 : entry.error.px + 0.02;
      checked++;
      if (!(Math.abs(value - expected) <= allowed)) {
        failures.push(where + property + " " + style[property] + ", Motion says " + expected + ", allowed ±" + allowed);
      }
    }
    if (entry.corners) {
      const matrix = new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform);
      for (const [x, y, ex, ey] of entry.corners) {
        const p = matrix.transformPoint(new DOMPoint(x, y, 0, 1));
        const off = Math.hypot(p.x / p.w - ex, p.y / p.w - ey);
        const allowed = entry.error.corner + 0.02;
        checked++;
        if (!(off <= allowed)) {
          failures.push(where + "corner (" + x + ", " + y + ") at (" + (p.x / p.w).toFixed(3) + ", "
            + (p.y / p.w).toFixed(3) + "), Motion says (" + ex + ", " + ey + "), off by " + off.toFixed(3)
            + ", allowed " + allowed);
        }
      }
    }
  }
  if (scenes.length && sceneAnimations === 0) failures.push("the scenes have no running animations");
  const plots = [...document.querySelectorAll('svg[aria-label="plot"]')];
  if (plots.length !== dots.length) failures.push(plots.length + " plots for " + dots.length + " curves");
  for (const svg of plots) {
    const title = svg.closest(".card")?.querySelector("h3")?.textContent ?? "?";
    const path = svg.querySelector("path");
    const d = path ? path.getAttribute("d") : "";
    if (!d || !/^M[-.0-9]+[ -][.0-9]+l[-.0-9]+([ -][.0-9]+)*$/.test(d)) {
      failures.push(title + ": plot without a path");
      continue;
    }
    // The whole path parsed: it spans the plot from the axis at 0 to the one at 1.
    const axes = [...svg.querySelectorAll("line.axis")].map((line) => parseFloat(line.getAttribute("x1")));
    const box = path.getBBox();
    if (axes.length !== 2 || !(Math.abs(box.x - axes[0]) <= 0.2 && Math.abs(box.x + box.width - axes[1]) <= 0.2)) {
      failures.push(title + ": path spans x " + box.x + " to " + (box.x + box.width) + ", axes at " + axes);
    }
  }
  for (const message of window.__motionConsole) failures.push("console: " + message);
  const verdict = document.createElement("pre");
  verdict.id = "motion-verdict";
  verdict.textContent = (failures.length ? "FAIL" : "PASS") + " " + dots.length + " curve animations, " + checked
    + " checked values (" + scenes.length + " scene entries, " + sceneAnimations + " scene animations), "
    + plots.length + " plots, worst " + worst.toExponential(2) + " of a lane\\n" + failures.join("\\n");
  document.body.appendChild(verdict);
}, 200));
</script>"""


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    page = open(argv[1], encoding="utf-8").read()
    chromium = argv[2] if len(argv) > 2 else (shutil.which("chromium") or shutil.which("chromium-browser")
                                               or shutil.which("google-chrome"))
    if not chromium:
        print("FAIL: no chromium found")
        return 1
    if "<head>" not in page or "</body>" not in page:
        print("FAIL: the page has no <head> or </body>")
        return 1
    page = page.replace("<head>", "<head>\n" + HOOK, 1).replace("</body>", CHECK + "\n</body>", 1)
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "gallery.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        command = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--disable-dev-shm-usage", f"--user-data-dir={os.path.join(work, 'profile')}",
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=10000", "--window-size=1280,2000",
            "--dump-dom", "file://" + path,
        ]
        result = subprocess.run(command, capture_output=True, text=True, timeout=180)
    match = re.search(r'<pre id="motion-verdict">(.*?)</pre>', result.stdout, re.S)
    if not match:
        print(f"FAIL: no verdict in the dumped DOM (chromium exit {result.returncode})")
        print(result.stderr[-3000:])
        return 1
    verdict = html.unescape(match.group(1)).strip()
    # Chromium's own log of console messages, a second net for messages before the hook ran.
    console = [line for line in result.stderr.splitlines() if ":CONSOLE" in line]
    if console:
        verdict = verdict.replace("PASS", "FAIL", 1) + "\n" + "\n".join("chromium console: " + c for c in console)
    print(verdict if len(verdict) < 6000 else verdict[:6000] + "\n…")
    return 0 if verdict.startswith("PASS") else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
