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


def table_rows(count, rng):
    firsts = ["ann", "Bob", "Carla", "Dmitri", "Émile", "José", "Mary-Jane", "O'Neil", "Zoë", "Li"]
    lasts = ["Lee", "Smith", "McDonald", "García", "Nguyen", "Kowalski", "Müller", "Okafor", "Szulc", "Brown"]
    states = ["NY", "CA", "TX", "new jersey", "FL", "WA", "Illinois", "PR", "DC", "XX"]
    areas = ["201", "212", "213", "305", "312", "404", "415", "503", "512", "617", "702", "713", "801", "917", "123"]
    yield "name,email,phone,state,zip"
    for i in range(count):
        first, last = rng.choice(firsts), rng.choice(lasts)
        name = first + " " + last
        email = "%s.%s%d@example.com" % (first.lower().replace("'", ""), last.lower(), i % 1000)
        phone = "(%s) 555-01%02d" % (rng.choice(areas), rng.randint(0, 99))
        zipcode = "%05d" % rng.randint(0, 99999) if rng.random() < 0.95 else "1234"
        quoted = '"%s"' % name if rng.random() < 0.1 else name
        yield ",".join([quoted, email, phone, rng.choice(states), zipcode])


def main():
    directory = Path(sys.argv[1])
    lines = int(sys.argv[2]) if len(sys.argv) > 2 else 2_000_000
    directory.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261122)
    with open(directory / "phones.txt", "w") as out:
        for line in phone_lines(lines, rng):
            out.write(line + "\n")
    (directory / "one-line.txt").write_text("12345\n")
    with open(directory / "table.csv", "w", encoding="utf-8", newline="") as out:
        for line in table_rows(500_000, rng):
            out.write(line + "\r\n")
    (directory / "table.fields").write_text(
        "name --type name\nemail --type email\nphone --type phone\nstate --type state\nzip --type zip\n")


if __name__ == "__main__":
    main()
