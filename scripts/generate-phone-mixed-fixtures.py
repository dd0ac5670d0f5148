#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-mixed-cases.tsv: the benchmark's pasted
shapes of phone numbers (bench/generate-data.py, `mixed_phone`: NANP numbers with random
exchanges in about twenty layouts, `tel:` URIs, `1 (...)`, slashes, extensions, letters,
too few or many digits, blanks around, junk), a third of them pasted further (text before
and after, fullwidth and Arabic-Indic digits, upper case, odd spacing), judged by
libphonenumber. Then ADVERSARIAL more in the shapes a one pass might misread: tabs inside
a number and before its extension, extensions after numbers of every length and first
digit (with and without +1 or a leading 1), words after them, `tel:` with extensions, a
leading 1 before digits of every count.

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
ADVERSARIAL = 6000

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


def adversarial(rng):
    """A number of the plan with its digits of any count and first digit, then what people
    write around it."""
    count = rng.choice([3, 6, 7, 8, 9, 9, 10, 10, 10, 11, 11, 12, 13])
    first = rng.choice("0123456789" if rng.random() < 0.6 else "1")
    digits = first + "".join(rng.choice("0123456789") for _ in range(count - 1))
    r = rng.random()
    if r < 0.3:
        digits = rng.choice("23456789") + digits[1:]
    elif r < 0.4:
        # Seven digits that 3 begins (Canada's 310-xxxx among them), a 1 before them maybe.
        digits = rng.choice(["", "1"]) + rng.choice(["310", "3"]) + "".join(rng.choice("0123456789") for _ in range(rng.choice([3, 4, 6])))
    groups = [digits[:3], digits[3:6], digits[6:]]
    if rng.random() < 0.15:
        # A word for the last digits (1-800-FLOWERS), some with an x or ending in "int",
        # where an extension's label may begin.
        groups[2] = rng.choice(["FLOW", "PRINT", "MAXX", "TAXI", "CALLNOW", "AB", "EXT", "Hint", "ZOO", "NEXT", "WORD", "o"])
    sep = rng.choice(["-", " ", ".", "\t", " \t", "/", ""])
    number = sep.join(g for g in groups if g)
    if rng.random() < 0.3:
        number = "(%s) %s" % (digits[:3], sep.join(g for g in groups[1:] if g))
    before = rng.choice(["", "", "+1 ", "+1-", "1 ", "1-", "tel:+1-", "+1\t", "1\t", "+1 1 ", "11 ", "011 ", "0", "+"])
    r = rng.random()
    if r < 0.55:
        after = rng.choice([" x", "x", " ext. ", " ext ", "\text ", " #", "#", ",", ",,", ";ext=", "\tx", " \t#", " - ", " ext\t"])
        after += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 7)))
        after += rng.choice(["", "", "#", " ", "\t"])
    elif r < 0.75:
        after = rng.choice([" cell", " (home)", " mobile", "\tcell", " work", " fax", " CALL", " ab", " x", "X "])
    else:
        after = rng.choice(["", "\t", " ", "  \t"])
    return before + number + after


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
    more = random.Random(20261124)
    extra = 0
    while extra < ADVERSARIAL:
        value = adversarial(more)
        if value in seen:
            continue
        seen.add(value)
        extra += 1
        shown = value.replace("\\", "\\\\").replace("\t", "\\t")
        rows.append("%s\t%d" % (shown, 1 if valid(value) else 0))
    header = "# phonenumbers %s; is_valid_number(parse(INPUT, \"US\")); scripts/generate-phone-mixed-fixtures.py\n" % phonenumbers.__version__
    OUT.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
