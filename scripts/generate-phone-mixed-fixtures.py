#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-mixed-cases.tsv: the benchmark's pasted
shapes of phone numbers (bench/generate-data.py, `mixed_phone`: NANP numbers with random
exchanges in about twenty layouts, `tel:` URIs, `1 (...)`, slashes, extensions, letters,
too few or many digits, blanks around, junk), judged by libphonenumber.

Each line is `INPUT<TAB>EXPECTED`, EXPECTED being 1 when python phonenumbers says
`is_valid_number(parse(INPUT, "US"))` and 0 otherwise (a parse error counts as 0). INPUT
is written with `\\t` for a tab and `\\\\` for a backslash. Distinct inputs only.

Run by hand (CI never runs this; the tests only read the file it writes):
    python3 -m venv /tmp/pn && /tmp/pn/bin/pip install phonenumbers==9.0.43
    /tmp/pn/bin/python scripts/generate-phone-mixed-fixtures.py
"""
import importlib.util
import pathlib
import random

import phonenumbers

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/FieldCheckTests/Fixtures/phone-mixed-cases.tsv"
COUNT = 30000

spec = importlib.util.spec_from_file_location("bench_data", ROOT / "bench/generate-data.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def valid(text):
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(text, "US"))
    except phonenumbers.NumberParseException:
        return False


def main():
    rng = random.Random(20261123)
    seen, rows = set(), []
    while len(rows) < COUNT:
        value = bench.mixed_phone(rng)
        if value in seen or "\n" in value or "\r" in value:
            continue
        seen.add(value)
        shown = value.replace("\\", "\\\\").replace("\t", "\\t")
        rows.append("%s\t%d" % (shown, 1 if valid(value) else 0))
    header = "# phonenumbers %s; is_valid_number(parse(INPUT, \"US\")); scripts/generate-phone-mixed-fixtures.py\n" % phonenumbers.__version__
    OUT.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
