"""A minimal DevTools-protocol client for headless Chromium over --remote-debugging-pipe (fds 3 and 4,
NUL-terminated JSON messages), for the benchmark scripts."""
import json
import os
import subprocess
import tempfile


class Chromium:
    def __init__(self, binary):
        self._to_read, self._to_write = os.pipe()
        self._from_read, self._from_write = os.pipe()
        profile = tempfile.mkdtemp(prefix="hitscope-cdp-")

        def child_setup():
            # Through fresh descriptors first: a pipe end may already be 3 or 4 (and close on exec).
            read_end, write_end = os.dup(self._to_read), os.dup(self._from_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self._process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--mute-audio", "--disable-dev-shm-usage", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--window-size=1280,1200", "about:blank"],
            preexec_fn=child_setup, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(self._to_read)
        os.close(self._from_write)
        self._buffer = b""
        self._next_id = 0
        targets = self.send("Target.getTargets")["result"]["targetInfos"]
        target = next(t for t in targets if t["type"] == "page")
        attached = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
        self.session = attached["result"]["sessionId"]
        self.send("Page.enable", session=self.session)

    def send(self, method, params=None, session=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_write, json.dumps(message).encode() + b"\0")
        expected = self._next_id
        return self.wait(lambda m: m.get("id") == expected)

    def wait(self, predicate):
        while True:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                message = json.loads(raw)
                if predicate(message):
                    if "error" in message:
                        raise RuntimeError(message["error"])
                    return message
            chunk = os.read(self._from_read, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self._buffer += chunk

    def load(self, path):
        """Navigates to a local file and waits for its load event."""
        self.send("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session=self.session)
        self.wait(lambda m: m.get("method") == "Page.loadEventFired")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=self.session)
        return result["result"]["result"]["value"]

    def close(self):
        self._process.kill()
        self._process.wait()
