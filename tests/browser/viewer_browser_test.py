#!/usr/bin/env python3
"""The game viewer in a real browser: headless Chromium, driven over WebDriver (chromedriver),
opens pages written by `boardlab view`, steps through each game with the keyboard and a click, and
checks that the page shows, at every step, the position `boardlab setup` gives for the moves so
far, and the result at the end.

    viewer_browser_test.py BOARDLAB_BINARY

Exits 77 (skipped) with a message when Chromium or chromedriver is missing (Debian: chromium
chromium-driver; tools/install-deps installs them). Standard library only.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import struct
import sys
import tempfile
import time
import urllib.request
import zlib

KEYS = {"Left": "\ue012", "Right": "\ue014", "Home": "\ue011", "End": "\ue010"}
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def skip(message):
    print("SKIP: " + message)
    sys.exit(77)


class WebDriver:
    def __init__(self, driver, browser):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.process = subprocess.Popen([driver, f"--port={self.port}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                if self.call("GET", "/status")["value"]["ready"]:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        options = {"binary": browser,
                   "args": ["--headless", "--no-sandbox", "--disable-gpu",
                            "--disable-dev-shm-usage", "--window-size=1200,900"]}
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}}
        self.session = self.call("POST", "/session", caps)["value"]["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data,
                                         method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as reply:
            return json.loads(reply.read())

    def do(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)["value"]

    def open(self, path):
        self.do("POST", "/url", {"url": "file://" + os.path.abspath(path)})

    def find(self, css):
        return self.do("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def text(self, css):
        return self.do("GET", f"/element/{self.find(css)}/text")

    def key(self, name):
        key = KEYS[name]
        self.do("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})

    def script(self, source):
        return self.do("POST", "/execute/sync", {"script": source, "args": []})

    def quit(self):
        try:
            self.do("DELETE", "")
        finally:
            self.process.terminate()
            self.process.wait(timeout=10)


def run(*args):
    done = subprocess.run([BOARDLAB, *args], capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise AssertionError(f"boardlab {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


def expect(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: the page shows {actual!r}, expected {expected!r}")


def check_game(browser, workdir, variant, line_number, jsonl):
    game = json.loads(open(jsonl).read().splitlines()[line_number - 1])
    moves = game["opening"]["moves"] + game["moves"]
    page = os.path.join(workdir, f"{variant}.html")
    run("view", "--jsonl", jsonl, "--game", str(line_number), "--out", page)
    browser.open(page)

    def setup(n):
        return run("setup", "--variant", variant, "--moves", " ".join(moves[:n])).strip()

    expect(browser.text("#position"), setup(0), f"{variant} start")
    expect(browser.text("#result"), "", f"{variant} result before the end")
    # Every move forward with the right arrow.
    for n in range(1, len(moves) + 1):
        browser.key("Right")
        expect(browser.text("#position"), setup(n), f"{variant} after {n} moves")
        pieces = browser.script("return document.querySelectorAll('#pieces use').length")
        if pieces < 2:
            raise AssertionError(f"{variant} after {n} moves: {pieces} pieces drawn")
    # Past the end nothing moves; the result and its reason are shown.
    browser.key("Right")
    expect(browser.text("#position"), setup(len(moves)), f"{variant} past the end")
    result = browser.text("#result")
    if game["result"] not in result or game["reason"] not in result:
        raise AssertionError(f"{variant}: result line {result!r} lacks {game['result']} "
                             f"({game['reason']})")
    browser.key("Left")
    expect(browser.text("#position"), setup(len(moves) - 1), f"{variant} one back")
    browser.key("Home")
    expect(browser.text("#position"), setup(0), f"{variant} Home")
    browser.key("End")
    expect(browser.text("#position"), setup(len(moves)), f"{variant} End")
    # A click on the third move of the list.
    third = browser.find("#moves span.move[data-ply='3']")
    browser.do("POST", f"/element/{third}/click", {})
    expect(browser.text("#position"), setup(3), f"{variant} clicked move 3")
    print(f"{variant}: {len(moves)} moves stepped through, positions match boardlab setup")


def png_pixels(data):
    """Width, height and RGB rows of an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium and
    rsvg-convert write), decoded with the standard library."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, header = 8, [], None
    while at < len(data):
        length = struct.unpack(">I", data[at:at + 4])[0]
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * channels, [], None
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        up = previous or bytearray(stride)
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b, c = up[x], up[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        rows.append(line)

    def rgb(x, y):  # composited on white, as the page shows it
        px = rows[y][x * channels:(x + 1) * channels]
        alpha = px[3] / 255 if channels == 4 else 1
        return [v * alpha + 255 * (1 - alpha) for v in px[:3]]
    return width, height, rgb


def check_same_rendering(browser, workdir, args, name):
    """The diagram drawn by Chromium and by librsvg differs by little: mean absolute difference
    per channel under 4 of 255 (anti-aliasing and text hinting differ, shapes must not)."""
    if not shutil.which("rsvg-convert"):
        print("rsvg-convert is missing (Debian: librsvg2-bin): Chromium/librsvg comparison skipped")
        return
    svg = os.path.join(workdir, name + ".svg")
    run("svg", *args, "--size", "360", "--out", svg)
    librsvg = os.path.join(workdir, name + "-librsvg.png")
    subprocess.run(["rsvg-convert", svg, "-o", librsvg], check=True)
    page = os.path.join(workdir, name + ".html")
    with open(page, "w") as f:
        f.write('<!DOCTYPE html><html><body style="margin:0;background:#fff">'
                f'<img id="d" src="{name}.svg"></body></html>')
    browser.open(page)
    shot = base64.b64decode(browser.do("GET", f"/element/{browser.find('#d')}/screenshot"))
    w1, h1, a = png_pixels(shot)
    w2, h2, b = png_pixels(open(librsvg, "rb").read())
    if (w1, h1) != (w2, h2):
        raise AssertionError(f"{name}: Chromium drew {w1}x{h1}, librsvg {w2}x{h2}")
    total = sum(abs(p - q) for y in range(0, h1, 2) for x in range(0, w1, 2)
                for p, q in zip(a(x, y), b(x, y)))
    mean = total / (3 * ((h1 + 1) // 2) * ((w1 + 1) // 2))
    if mean >= 4:
        raise AssertionError(f"{name}: Chromium and librsvg differ by {mean:.2f} per channel")
    print(f"{name}: Chromium and librsvg renderings differ by {mean:.2f}/255 per channel")


def main():
    global BOARDLAB
    BOARDLAB = sys.argv[1]
    browser_path = next((shutil.which(b) for b in ("chromium", "chromium-browser")
                         if shutil.which(b)), None)
    driver_path = shutil.which("chromedriver")
    if not browser_path or not driver_path:
        skip("Chromium or chromedriver is missing (Debian: chromium chromium-driver)")
    with tempfile.TemporaryDirectory() as workdir:
        games = {}
        for variant in ("chess", "minishogi"):
            jsonl = os.path.join(workdir, f"{variant}.jsonl")
            run("match", "--variant", variant, "--engine", "name=a", "builtin", "depth=1",
                "--engine", "name=b", "builtin", "depth=2", "--games", "1", "--maxplies", "40",
                "--openings", "random-plies:2", "--seed", "7", "--jsonl", jsonl)
            games[variant] = jsonl
        browser = WebDriver(driver_path, browser_path)
        try:
            for variant, jsonl in games.items():
                check_game(browser, workdir, variant, 1, jsonl)
            check_same_rendering(browser, workdir, ["--moves", "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7",
                                                    "--last-move", "--arrows", "c4f7"], "chess")
            check_same_rendering(browser, workdir, ["--variant", "shogi", "--moves",
                                                    "7g7f 3c3d 8h2b+ 3a2b B*4e"], "shogi")
        finally:
            browser.quit()


if __name__ == "__main__":
    main()
