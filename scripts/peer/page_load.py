"""Prints the median time, in milliseconds, from navigation to the load event of a page in headless Chromium.

Usage: page_load.py CHROMIUM PAGE.html [RUNS]
"""
import statistics
import sys
import time

from cdp import Chromium

chromium, page = sys.argv[1:3]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
browser = Chromium(chromium)
try:
    timings = []
    for _ in range(runs):
        browser.load("/dev/null")
        start = time.perf_counter()
        browser.load(page)
        timings.append((time.perf_counter() - start) * 1000)
finally:
    browser.close()
print(f"{statistics.median(timings):.1f}")
