"""Times Chromium's document.elementFromPoint on a page and compares its answers with HitScope's.

Usage: element_from_point.py CHROMIUM PAGE.html HITSCOPE.json
Drives headless Chromium through cdp.py.
"""
import json
import sys

from cdp import Chromium

chromium, page, answers_path = sys.argv[1:4]
with open(answers_path, encoding="utf-8") as handle:
    data = json.load(handle)

browser = Chromium(chromium)
try:
    browser.load(page)
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
    page_result = json.loads(browser.evaluate(script))
finally:
    browser.close()

answers = page_result["answers"]
agree = sum(1 for a, b in zip(answers, data["hitscope"]) if a == b)
disagreements = [(p, a, b) for p, a, b in zip(data["points"], answers, data["hitscope"]) if a != b]
chromium_ns = page_result["perPoint"]
hitscope_ns = data["hitscopeNanoseconds"]
print(f"views: {data['views']}  points: {len(answers)}")
print(f"Chromium elementFromPoint: {chromium_ns / 1000:.1f} µs per point")
print(f"HitScope untraced hit test: {hitscope_ns:.0f} ns per point")
print(f"ratio: {chromium_ns / hitscope_ns:.0f}× faster")
if "cliNanoseconds" in data:
    cli_ns = data["cliNanoseconds"]
    print(f"HitScope CLI, trace --points FILE --hit-only --format json, end to end: {cli_ns:.0f} ns per point")
    print(f"ratio, CLI end to end: {chromium_ns / cli_ns:.0f}× faster")
print(f"agreement: {agree}/{len(answers)} ({100 * agree / len(answers):.2f}%)")
near = [flag for flag, a, b in zip(data["nearEdge"], answers, data["hitscope"]) if a != b]
print(f"disagreements within 1 pt of an edge where the answer changes: {sum(near)} of {len(near)}")
for point, page_answer, ours in [x for x, f in zip(disagreements, near) if not f][:5] + disagreements[:5]:
    print(f"  differs at ({point[0]:.3f}, {point[1]:.3f}): page v{page_answer}, HitScope v{ours}")
