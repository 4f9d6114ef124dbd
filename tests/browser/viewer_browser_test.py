#!/usr/bin/env python3
"""The game viewer in a real browser: headless Chromium, driven over WebDriver (chromedriver),
opens pages written by `boardlab view`, steps through each game with the keyboard and a click, and
checks that the page shows, at every step, the position `boardlab setup` gives for the moves so
far, and the result at the end.

    viewer_browser_test.py BOARDLAB_BINARY

Exits 77 (skipped) with a message when Chromium or chromedriver is missing (Debian: chromium
chromium-driver; tools/install-deps installs them). Standard library only.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

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
        finally:
            browser.quit()


if __name__ == "__main__":
    main()
