#!/usr/bin/env python3
"""Benchmark data with a fixed seed: phone-like lines in mixed formats (about 30%
match \\(\\d{3}\\) \\d{3}-\\d{4}), a contacts table for the fields-file benchmark, and
phones-world.txt: 1,000,000 numbers of every region, mostly +CC international and E.164,
some US national, about 70% valid for libphonenumber read with region US (expanded from
bench/phone-world-seeds.txt, which scripts/generate-phone-bench-seeds.py writes).

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


SEEDS = Path(__file__).resolve().parent / "phone-world-seeds.txt"
WORLD_LINES = 1_000_000


def world_seeds():
    """(calling code, national significant number, region) of the seed numbers."""
    seeds = []
    for line in SEEDS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            e164, region, cc = line.split("\t")
            seeds.append((cc, e164[1 + len(cc):], region))
    return seeds


def grouped(nsn, rng, separator):
    """NSN cut into groups of 2 to 4 digits."""
    groups, at = [], 0
    while at < len(nsn):
        size = rng.randint(2, 4)
        groups.append(nsn[at:at + size])
        at += size
    return separator.join(groups)


def world_lines(count, rng):
    seeds = world_seeds()
    nanp = [seed for seed in seeds if seed[0] == "1"]
    for _ in range(count):
        cc, nsn, _ = rng.choice(nanp) if rng.random() < 0.10 else rng.choice(seeds)
        r = rng.random()
        if r < 0.50:
            pass  # as is: valid
        elif r < 0.70:
            keep = len(nsn) - rng.randint(1, 2)  # last digits changed: nearly always still valid
            nsn = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        elif r < 0.82:
            nsn = nsn[:-rng.randint(1, 2)]  # too short
        elif r < 0.92:
            nsn = nsn + rng.choice("0123456789")  # too long
        else:
            nsn = rng.choice("0123456789") + nsn[1:]  # leading digit changed
        r = rng.random()
        if cc == "1" and len(nsn) == 10 and r < 0.5:
            a, e, l = nsn[:3], nsn[3:6], nsn[6:]
            yield rng.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "1 %s %s %s", "%s%s%s"]) % (a, e, l)
        elif r < 0.35:
            yield "+" + cc + nsn
        elif r < 0.75:
            separator = rng.choice([" ", " ", "-", "."])
            yield "+" + cc + separator + grouped(nsn, rng, separator)
        elif r < 0.83:
            yield "+%s (%s) %s" % (cc, nsn[:2], grouped(nsn[2:], rng, " "))
        elif r < 0.90:
            yield "011 %s %s" % (cc, grouped(nsn, rng, " "))
        elif r < 0.95:
            yield "tel:+%s-%s" % (cc, grouped(nsn, rng, "-"))
        else:
            yield "00%s %s" % (cc, grouped(nsn, rng, " "))  # not the US IDD: invalid read with US


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
    world = random.Random(20261122)
    with open(directory / "phones-world.txt", "w", encoding="utf-8") as out:
        for line in world_lines(WORLD_LINES, world):
            out.write(line + "\n")


if __name__ == "__main__":
    main()
