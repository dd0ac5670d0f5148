#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-cases.tsv: inputs judged by libphonenumber.

Each line is `INPUT<TAB>EXPECTED`, EXPECTED being 1 when python phonenumbers says
`is_valid_number(parse(INPUT, "US"))` and 0 otherwise (a parse error counts as 0). The
inputs stay inside the syntax fieldcheck's `phone` type accepts (see SPEC.md, "Built-in
types"): 10 digits after an optional `+1`, `+1 `, `1`, `1-` or `1 `, written in mixed
formats, sometimes with an extension; plus partial numbers (4 to 9 digits) and 11-digit
numbers that do not start with 1.

The national numbers are drawn so that about half are valid: uniformly random ones, and
ones built from the prefixes of libphonenumber's example numbers for every NANP region and
number type (first 3 to 6 digits kept, the rest random; or the area code kept and the
exchange random).

Run by hand (CI never runs this; the tests only read the file it writes):
    python3 -m venv /tmp/phone-env && /tmp/phone-env/bin/pip install phonenumbers
    /tmp/phone-env/bin/python scripts/generate-phone-fixtures.py
"""
import pathlib
import random

import phonenumbers
from phonenumbers import PhoneNumberType
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

SEED = 20261122
COUNT = 20000

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/FieldCheckTests/Fixtures/phone-cases.tsv"

PREFIXES = ["", "+1", "+1 ", "1", "1-", "1 "]
FORMATS = [
    "{a}{e}{l}",
    "({a}) {e}-{l}",
    "{a}-{e}-{l}",
    "{a}.{e}.{l}",
    "{a} {e} {l}",
    "{a}/{e}-{l}",
    "({a}){e}-{l}",
]
EXTENSIONS = [" x{}", " ext. {}", " ext {}", "#{}", ";ext={}", " extension {}"]


def example_numbers():
    """The national numbers of libphonenumber's examples, every NANP region and type."""
    types = [getattr(PhoneNumberType, name) for name in dir(PhoneNumberType)
             if name.isupper() and isinstance(getattr(PhoneNumberType, name), int)]
    found = set()
    for region in COUNTRY_CODE_TO_REGION_CODE[1]:
        for kind in types:
            try:
                number = phonenumbers.example_number_for_type(region, kind)
            except Exception:
                number = None
            if number is None:
                continue
            national = str(number.national_number)
            if len(national) == 10:
                found.add(national)
    return sorted(found)


def digits(rng, count):
    return "".join(rng.choice("0123456789") for _ in range(count))


def national_number(rng, examples):
    """A 10-digit national number, drawn so that about half are valid."""
    pick = rng.random()
    if pick < 0.30:
        # (a) uniform: area code 200-999, any 7 digits.
        return str(rng.randint(200, 999)) + digits(rng, 7)
    example = rng.choice(examples)
    if pick < 0.75:
        # (b) a valid prefix of 3 to 6 digits, the rest random.
        keep = rng.choice([3, 4, 5, 6])
        return example[:keep] + digits(rng, 10 - keep)
    # (c) the area code kept, a random exchange (2-9 first, or any), random line.
    if rng.random() < 0.7:
        exchange = str(rng.randint(2, 9)) + digits(rng, 2)
    else:
        exchange = digits(rng, 3)
    return example[:3] + exchange + digits(rng, 4)


def formatted(rng, national):
    form = rng.choice(FORMATS)
    return rng.choice(PREFIXES) + form.format(a=national[:3], e=national[3:6], l=national[6:])


def partial(rng, examples):
    """A number cut short after 4 to 9 of its national digits, as when typing."""
    text = formatted(rng, national_number(rng, examples))
    prefix_length = 0
    for prefix in sorted(PREFIXES, key=len, reverse=True):
        if prefix and text.startswith(prefix):
            prefix_length = len(prefix)
            break
    keep = rng.randint(4, 9)
    seen = 0
    for index in range(prefix_length, len(text)):
        if text[index].isdigit():
            seen += 1
            if seen == keep:
                return text[:index + 1]
    return text


def eleven_digits(rng):
    """Eleven digits that do not start with 1, in a few layouts."""
    number = str(rng.randint(2, 9)) + digits(rng, 10)
    layout = rng.choice(["plain", "dashes", "spaces", "parens"])
    if layout == "plain":
        return number
    if layout == "dashes":
        return "%s-%s-%s" % (number[:3], number[3:6], number[6:])
    if layout == "spaces":
        return "%s %s %s" % (number[:3], number[3:6], number[6:])
    return "(%s) %s-%s" % (number[:3], number[3:6], number[6:])


def expected(text):
    try:
        return 1 if phonenumbers.is_valid_number(phonenumbers.parse(text, "US")) else 0
    except phonenumbers.NumberParseException:
        return 0


def main():
    rng = random.Random(SEED)
    examples = example_numbers()
    seen = set()
    rows = []
    while len(rows) < COUNT:
        pick = rng.random()
        if pick < 0.10:
            text = partial(rng, examples)
        elif pick < 0.12:
            text = eleven_digits(rng)
        else:
            text = formatted(rng, national_number(rng, examples))
            if rng.random() < 0.10:
                text += rng.choice(EXTENSIONS).format(digits(rng, rng.randint(1, 6)))
        assert "\t" not in text and "\n" not in text
        if text in seen:
            continue
        seen.add(text)
        rows.append((text, expected(text)))

    valid = sum(result for _, result in rows)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as out:
        out.write("# phone cases: INPUT<TAB>EXPECTED (1: phonenumbers.is_valid_number(parse(INPUT, \"US\"))); "
                  "generated by scripts/generate-phone-fixtures.py with phonenumbers %s, seed %d\n"
                  % (phonenumbers.__version__, SEED))
        for text, result in rows:
            out.write("%s\t%d\n" % (text, result))
    print("wrote %s: %d cases, %d valid, %d invalid (%d example numbers from %d regions)"
          % (OUT, len(rows), valid, len(rows) - valid, len(examples), len(COUNTRY_CODE_TO_REGION_CODE[1])))


if __name__ == "__main__":
    main()
