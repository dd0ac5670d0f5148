#!/usr/bin/env python3
"""The reference for `fieldcheck check -t phone --region REGION`: times python phonenumbers'
`is_valid_number(parse(line, REGION))` over every line of FILE (a parse error counts as
invalid) and prints `valid N of M in S seconds`. Only the loop is timed, not reading the file.

Needs phonenumbers (not in the standard library), in a venv:
    python3 -m venv /tmp/pn && /tmp/pn/bin/pip install phonenumbers==9.0.43
    python3 bench/generate-data.py bench/data        # writes bench/data/phones-world.txt
    /tmp/pn/bin/python bench/phone-python.py bench/data/phones-world.txt [REGION]

REGION defaults to US.
"""
import sys
import time

import phonenumbers


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: phone-python.py FILE [REGION]")
    region = sys.argv[2] if len(sys.argv) > 2 else "US"
    with open(sys.argv[1], encoding="utf-8", newline="") as source:
        lines = [line[:-1] if line.endswith("\n") else line for line in source]
    parse, is_valid, error = phonenumbers.parse, phonenumbers.is_valid_number, phonenumbers.NumberParseException
    valid = 0
    start = time.perf_counter()
    for line in lines:
        try:
            if is_valid(parse(line, region)):
                valid += 1
        except error:
            pass
    seconds = time.perf_counter() - start
    print("valid %d of %d in %.2f seconds" % (valid, len(lines), seconds))


if __name__ == "__main__":
    main()
