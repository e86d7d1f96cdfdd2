#!/usr/bin/env python3
"""Drive a page in headless chromium through the Chrome DevTools Protocol, as a person would.

    cdp.py CHROMIUM URL ACTIONS.json        (prints one JSON object: results, console, errors, requests)

Chromium is started with --remote-debugging-pipe (the protocol on file descriptors 3 and 4,
NUL-separated JSON messages; no port is opened), a fresh profile and no network but loopback
(127.0.0.1, for Glide's live page). Keys and clicks are real input events (Input.dispatchKeyEvent,
Input.dispatchMouseEvent), delivered by the browser as a keyboard and a mouse would.
The page runs on real time (headless chromium runs no animation frames on virtual time); a test
reads what the page computed from its own clock, never how long something took.

Actions (a JSON list, run in order; each result is appended to "results"):
  {"until": "EXPR"}           wait until EXPR is truthy (polled every 10 ms); the result is the
                              wall-clock milliseconds since navigation began (the load-time benchmark)
  {"wait": MS}                let MS milliseconds of real time pass
  {"eval": "EXPR"}            the value of a JavaScript expression (JSON-serialisable)
  {"key": "ArrowRight"}       press and release a key ("ArrowLeft", "ArrowRight", " ", "Home", "End")
  {"click": "CSS SELECTOR"}   a left click at the centre of the element
  {"screenshot": "FILE.png"}  the viewport as PNG
  {"viewport": [W, H]}        the viewport's size in CSS pixels (1000 × 1000 by default)
Standard library only; the test harness and Tools/readme-pictures.sh use it.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

KEYS = {
    "ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39), " ": ("Space", 32),
    "Home": ("Home", 36), "End": ("End", 35),
}


class Browser:
    def __init__(self, chromium, width=1000, height=1000):
        self.profile = tempfile.mkdtemp(prefix="glide-cdp-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.log = open(os.path.join(self.profile, "stderr.log"), "wb")
        self.proc = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--disable-default-apps", "--mute-audio", "--hide-scrollbars", "--force-device-scale-factor=1",
             "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
             "--user-data-dir=" + self.profile, "--window-size=%d,%d" % (width, height),
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log,
            pass_fds=(to_browser_r, from_browser_w, 3, 4), preexec_fn=wire)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the protocol pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=True, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            self.events.append(reply)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("evaluating %r: %s" % (expression, result["exceptionDetails"].get("text")))
        return result.get("result", {}).get("value")


def run(chromium, url, actions):
    browser = Browser(chromium)
    out = {"results": [], "console": [], "errors": [], "requests": []}
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, session=False)
        browser.session = attached["sessionId"]
        for domain in ("Page", "Runtime", "Network", "Log"):
            browser.send(domain + ".enable")
        started = time.monotonic()
        browser.send("Page.navigate", {"url": url})
        for action in actions:
            if "wait" in action:
                time.sleep(float(action["wait"]) / 1000)
                out["results"].append(None)
            elif "eval" in action:
                out["results"].append(browser.evaluate(action["eval"]))
            elif "key" in action:
                code, keycode = KEYS[action["key"]]
                for kind in ("keyDown", "keyUp"):
                    params = {"type": kind, "key": action["key"], "code": code, "windowsVirtualKeyCode": keycode}
                    if kind == "keyDown" and action["key"] == " ":
                        params["text"] = " "
                    browser.send("Input.dispatchKeyEvent", params)
                out["results"].append(None)
            elif "click" in action:
                box = browser.evaluate(
                    "(()=>{const r=document.querySelector(%s).getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2]})()"
                    % json.dumps(action["click"]))
                for kind in ("mousePressed", "mouseReleased"):
                    browser.send("Input.dispatchMouseEvent",
                                 {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
                out["results"].append(box)
            elif "viewport" in action:
                w, h = action["viewport"]
                browser.send("Emulation.setDeviceMetricsOverride",
                             {"width": int(w), "height": int(h), "deviceScaleFactor": 1, "mobile": False})
                out["results"].append(None)
            elif "screenshot" in action:
                data = browser.send("Page.captureScreenshot", {"format": "png"})["data"]
                with open(action["screenshot"], "wb") as f:
                    f.write(base64.b64decode(data))
                out["results"].append(action["screenshot"])
            elif "until" in action:
                while not browser.evaluate("!!(%s)" % action["until"]):
                    if time.monotonic() - started > 60:
                        raise TimeoutError("%s never became true" % action["until"])
                    time.sleep(0.01)
                out["results"].append(round((time.monotonic() - started) * 1000, 1))
            else:
                raise ValueError("unknown action %r" % action)
        for event in browser.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled":
                out["console"].append(" ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                out["errors"].append(details.get("exception", {}).get("description") or details.get("text"))
            elif method == "Log.entryAdded":
                entry = params.get("entry", {})
                if entry.get("level") in ("error", "warning"):
                    out["console"].append(entry.get("text"))
            elif method == "Network.requestWillBeSent":
                out["requests"].append(params.get("request", {}).get("url"))
    finally:
        browser.close()
    return out


def main():
    if len(sys.argv) != 4:
        sys.stderr.write("usage: cdp.py CHROMIUM URL ACTIONS.json\n")
        return 2
    with open(sys.argv[3]) as f:
        actions = json.load(f)
    print(json.dumps(run(sys.argv[1], sys.argv[2], actions)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
