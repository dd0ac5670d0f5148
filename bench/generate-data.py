#!/usr/bin/env python3
"""Benchmark data with a fixed seed: phone-like lines in mixed formats (about 30%
match \\(\\d{3}\\) \\d{3}-\\d{4}), and a contacts table for the fields-file benchmark.

    bench/generate-data.py DIR [LINES]
"""
import random
import sys
from pathlib import Path


def phone_lines(count, rng):
    for _ in range(count):
        a, b, c = rng.randint(200, 999), rng.randint(200, 999), rng.randint(0, 9999)
        r = rng.random()
        if r < 0.30:
            yield "(%03d) %03d-%04d" % (a, b, c)
        elif r < 0.50:
            yield "%03d-%03d-%04d" % (a, b, c)
        elif r < 0.65:
            yield "%03d.%03d.%04d" % (a, b, c)
        elif r < 0.75:
            yield "+1 %03d %03d %04d" % (a, b, c)
        elif r < 0.85:
            yield "%03d%03d%04d" % (a, b, c)
        elif r < 0.92:
            yield "(%03d) %03d-%03d" % (a, b, c % 1000)
        else:
            yield "(%03d) %03d-%04dx" % (a, b, c)


def main():
    directory = Path(sys.argv[1])
    lines = int(sys.argv[2]) if len(sys.argv) > 2 else 2_000_000
    directory.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261122)
    with open(directory / "phones.txt", "w") as out:
        for line in phone_lines(lines, rng):
            out.write(line + "\n")
    (directory / "one-line.txt").write_text("12345\n")


if __name__ == "__main__":
    main()
