"""Python's orjson re-encoding JSON lines: orjson.dumps(orjson.loads(line), option=OPT_SORT_KEYS) for every line
of a file, best of 5 passes; prints the throughput in MB/s of the lines read (scripts/bench sets it beside
`hitscope trace --format json`). Usage: orjson_reencode.py FILE.jsonl"""

import sys
import time

import orjson

lines = open(sys.argv[1], "rb").read().splitlines()
size = sum(len(line) + 1 for line in lines)
best = float("inf")
for _ in range(5):
    start = time.perf_counter()
    for line in lines:
        orjson.dumps(orjson.loads(line), option=orjson.OPT_SORT_KEYS)
    best = min(best, time.perf_counter() - start)
print(f"{size / 1e6 / best:.3f}")
