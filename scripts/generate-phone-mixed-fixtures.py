#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-mixed-cases.tsv: the benchmark's pasted
shapes of phone numbers (bench/generate-data.py, `mixed_phone`: NANP numbers with random
exchanges in about twenty layouts, `tel:` URIs, `1 (...)`, slashes, extensions, letters,
too few or many digits, blanks around, junk), a third of them pasted further (text before
and after, fullwidth and Arabic-Indic digits, upper case, odd spacing), judged by
libphonenumber.

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


FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def pasted(value, rng):
    """What people paste around a number: text before and after, other digit scripts, odd
    case and spacing (about a third of the values)."""
    r = rng.random()
    if r < 0.06:
        return value.translate(FULLWIDTH)
    if r < 0.09:
        return value.translate(ARABIC_INDIC)
    if r < 0.15:
        return rng.choice(["Phone: ", "tel ", "Call ", "cell: ", "(h) "]) + value
    if r < 0.20:
        return value + rng.choice([" (home)", " today", " - work", " ext 5", "  "])
    if r < 0.25:
        return value.upper() if rng.random() < 0.5 else value.replace("-", " - ")
    if r < 0.30:
        return "  " + value.replace(" ", "   ") + "\t"
    return value


def main():
    rng = random.Random(20261123)
    seen, rows = set(), []
    while len(rows) < COUNT:
        value = pasted(bench.mixed_phone(rng), rng)
        if value in seen or "\n" in value or "\r" in value:
            continue
        seen.add(value)
        shown = value.replace("\\", "\\\\").replace("\t", "\\t")
        rows.append("%s\t%d" % (shown, 1 if valid(value) else 0))
    header = "# phonenumbers %s; is_valid_number(parse(INPUT, \"US\")); scripts/generate-phone-mixed-fixtures.py\n" % phonenumbers.__version__
    OUT.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
