"""Times Chromium's document.elementFromPoint on a page and compares its answers with HitScope's.

Usage: element_from_point.py CHROMIUM PAGE.html HITSCOPE.json
Drives headless Chromium over --remote-debugging-pipe (fds 3 and 4, NUL-terminated JSON messages).
"""
import json
import os
import subprocess
import sys
import tempfile

chromium, page, answers_path = sys.argv[1:4]
with open(answers_path, encoding="utf-8") as handle:
    data = json.load(handle)

to_browser_r, to_browser_w = os.pipe()
from_browser_r, from_browser_w = os.pipe()
profile = tempfile.mkdtemp(prefix="hitscope-peer-")


def child_setup():
    # Through fresh descriptors first: a pipe end may already be 3 or 4 (and close on exec).
    read_end, write_end = os.dup(to_browser_r), os.dup(from_browser_w)
    os.dup2(read_end, 3)
    os.dup2(write_end, 4)


proc = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
     "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
     "--mute-audio", "--disable-dev-shm-usage", "--remote-debugging-pipe", f"--user-data-dir={profile}",
     "--window-size=1000,1200", "about:blank"],
    preexec_fn=child_setup, close_fds=False,
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_r)
os.close(from_browser_w)
buffer = b""
next_id = 0


def send(method, params=None, session=None):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_browser_w, json.dumps(message).encode() + b"\0")
    return wait(lambda m: m.get("id") == next_id)


def wait(predicate):
    global buffer
    while True:
        while b"\0" in buffer:
            raw, buffer = buffer.split(b"\0", 1)
            message = json.loads(raw)
            if predicate(message):
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message
        chunk = os.read(from_browser_r, 1 << 20)
        if not chunk:
            raise RuntimeError("Chromium closed the pipe")
        buffer += chunk


try:
    targets = send("Target.getTargets")["result"]["targetInfos"]
    target = next(t for t in targets if t["type"] == "page")
    session = send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["result"]["sessionId"]
    send("Page.enable", session=session)
    send("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session=session)
    wait(lambda m: m.get("method") == "Page.loadEventFired")
    script = """
      (() => {
        const points = %s;
        const ask = () => points.map(([x, y]) => {
          const e = document.elementFromPoint(x, y);
          return e && e.id && e.id.startsWith('v') ? parseInt(e.id.slice(1)) : -1;
        });
        ask(); ask();                                   // warm-up
        let rounds = 0; const start = performance.now(); let answers;
        do { answers = ask(); rounds++; } while (performance.now() - start < 1000);
        const perPoint = (performance.now() - start) * 1e6 / (rounds * points.length);
        return JSON.stringify({answers, perPoint});
      })()
    """ % json.dumps(data["points"])
    result = send("Runtime.evaluate", {"expression": script, "returnByValue": True}, session=session)
    page_result = json.loads(result["result"]["result"]["value"])
finally:
    proc.kill()
    proc.wait()

answers = page_result["answers"]
agree = sum(1 for a, b in zip(answers, data["hitscope"]) if a == b)
disagreements = [(p, a, b) for p, a, b in zip(data["points"], answers, data["hitscope"]) if a != b]
chromium_ns = page_result["perPoint"]
hitscope_ns = data["hitscopeNanoseconds"]
print(f"views: {data['views']}  points: {len(answers)}")
print(f"Chromium elementFromPoint: {chromium_ns / 1000:.1f} µs per point")
print(f"HitScope untraced hit test: {hitscope_ns:.0f} ns per point")
print(f"ratio: {chromium_ns / hitscope_ns:.0f}× faster")
print(f"agreement: {agree}/{len(answers)} ({100 * agree / len(answers):.2f}%)")
near = [flag for flag, a, b in zip(data["nearEdge"], answers, data["hitscope"]) if a != b]
print(f"disagreements within 1 pt of an edge where the answer changes: {sum(near)} of {len(near)}")
for point, page_answer, ours in [x for x, f in zip(disagreements, near) if not f][:5] + disagreements[:5]:
    print(f"  differs at ({point[0]:.3f}, {point[1]:.3f}): page v{page_answer}, HitScope v{ours}")
