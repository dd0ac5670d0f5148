#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/schema-crosscheck/: tables and Table Schemas judged by frictionless.

For each case NN (01, 02, ...) it writes `NN.schema.json` (a Frictionless Table Schema) and `NN.csv` (a
comma-separated table with a header row whose labels are the field names), and for all cases one
`expected.tsv`: every error frictionless 5.21 reports, one line each, `CASE<TAB>ROW<TAB>COLUMN<TAB>ERROR_TYPE`.
ERROR_TYPE is `type-error`, `constraint-error`, `unique-error` or `primary-key`; ROW counts CSV records with
the header as row 1; COLUMN is the field name, or for `primary-key` the key's field names joined by `+`.
A cell that fails several constraints has one identical `constraint-error` line per failed constraint.
`expected-detail.tsv` has the same lines plus frictionless's note (which constraint, which earlier row).
`departures.tsv` lists the cells where frictionless departs from the Table Schema specification and
fieldcheck follows the specification (README, "Table Schema"), with what the specification makes of each:
`CASE<TAB>ROW<TAB>COLUMN<TAB>DEPARTURE<TAB>REPORTED` (1 when a validator that follows the specification
reports the cell). The departures: `pattern` (frictionless matches `^` + pattern + `$` with python's `re`,
so an alternation is not anchored as a whole and `$` also matches before a final line feed; the
specification anchors the whole pattern), and `primary-key-required` (the specification makes every
primary key cell required; frictionless only reports a key whose cells are all missing).

The schemas are random over every type (string with formats default/email/uri/uuid, integer, number,
boolean, date, time, datetime, year, yearmonth, any) and constraint (required, unique, minLength,
maxLength, minimum, maximum, pattern, enum), with trueValues/falseValues, decimalChar/groupChar/bareNumber,
missingValues (schema and field level), primaryKey (single and composite) and date formats (default,
%d/%m/%Y, %m/%d/%y, %Y%m%d, %d.%m.%Y). The cells are what people paste: valid values mixed with
surrounding spaces, leading zeros, signs, exponents, NaN/inf spellings, underscores, thousands separators,
fullwidth and Arabic-Indic digits, impossible dates, 24:00:00, offsets, near-miss booleans, odd UUIDs,
URIs without scheme, IDN e-mail domains, multi-byte strings at length bounds, duplicates, missing and
whitespace-only cells. See /work/notes/frictionless-semantics.md for what frictionless makes of them.

Kept out on purpose, because frictionless has no answer there (it raises a Python exception) or because
fieldcheck cannot follow it: `sNaN` in number columns with bounds, enum, unique or a key; time and
datetime bounds compared with cells of the other awareness (naive vs offset); bounds the field's reader
cannot parse; format `any` for date/time/datetime (dateutil's free parser: unsupported); exclusiveMinimum /
exclusiveMaximum (rejected by frictionless for a CSV path); blank rows, extra and missing cells. Each case
is validated twice, with frictionless's CSV sniffing and encoding detection and with an explicit dialect
(`,`, `"`, no skipinitialspace, UTF-8); the script stops if the two differ or if any error other than the
four cell errors above appears.

Run by hand (CI never runs this; the tests only read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-schema-fixtures.py
"""
import csv
import datetime
import json
import os
import pathlib
import random
import shutil
import tempfile
import uuid
from collections import Counter

import frictionless
from frictionless import Dialect, Schema
from frictionless.formats import CsvControl
from frictionless.schema import Field

SEED = 20260321
CASES = 60
CELL_ERRORS = ["type-error", "constraint-error", "unique-error", "primary-key"]

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/EndToEndTests/Fixtures/schema-crosscheck"

# Cells any column may get: whitespace-only, usual missing-value spellings (missing only when listed).
BLANKS = [" ", "  ", "\t", "NA", "-", "n/a", "null", "?"]


def maybe(rng, p):
    return rng.random() < p


def reader(field):
    """frictionless's own value reader for a field descriptor (no missing values, no constraints)."""
    descriptor = {key: value for key, value in field.items() if key not in ("constraints", "missingValues")}
    return Field.from_descriptor(descriptor).create_value_reader()


# --- strings ---------------------------------------------------------------------------------------

WORDS = ["alpha", "Beta", "gamma ray", "déjà vu", "naïve", "e\u0301te\u0301", "日本語", "Ωmega", "straße",
         "👍🏽ok", "a", "ab", "O'Brien", "x,y", "quote\"d", "tab\there", "Zoë", "İstanbul", "ﬁne", "ÅÄÖ"]
MULTI = ["é", "e\u0301", "日", "👍", "👍🏽", "Ω", "ß", "x", "\u00a0", "ﬁ"]

PATTERNS = [
    # (pattern, matching generator, near misses)
    ("[A-Z]{2}[0-9]{3}", lambda r: "".join(r.choice("ABCXYZ") for _ in range(2)) + "%03d" % r.randint(0, 999),
     ["ab123", "AB12", "AB1234", "AB 123", " AB123", "AB123 ", "AB１２３", "AB123\n", "ÀB123"]),
    ("[a-z]+(-[a-z]+)*", lambda r: "-".join(r.choice(["foo", "bar", "baz", "qux"]) for _ in range(r.randint(1, 3))),
     ["foo-", "-foo", "foo--bar", "Foo", "foo bar", "foo_bar", "foo\n", "fóo"]),
    ("[0-9]{5}(-[0-9]{4})?", lambda r: "%05d" % r.randint(0, 99999) + ("-%04d" % r.randint(0, 9999) if r.random() < 0.3 else ""),
     ["1234", "123456", "12345-", "12345-123", "12345 6789", "١٢٣٤٥", "12345\n", " 12345"]),
    ("(abc|xyz)[0-9]*", lambda r: r.choice(["abc", "xyz"]) + str(r.randint(0, 99)) * r.randint(0, 1),
     ["ab", "abcx", "xy1", "ABC1", "abc 1", "xyzabc"]),
    # Top-level alternation: frictionless builds ^red|green|blue$ (no group), so it leaks.
    ("red|green|blue", lambda r: r.choice(["red", "green", "blue"]),
     ["reddish", "redx", "bluegreen", "green ", "xgreen", "dark blue", "Red", "greenery", "blue\n", "blu"]),
    ("[^,;]{1,8}", lambda r: r.choice(["abc", "a b", "12345678", "é日", "x"]),
     ["a,b", "a;b", "123456789", "ééééééééé"]),
    ("x*y+z?", lambda r: "x" * r.randint(0, 3) + "y" * r.randint(1, 3) + "z" * r.randint(0, 1),
     ["xz", "yzz", "xxyyzz", "Y", "yyz\n", ""]),
    ("[0-9]+\\.[0-9]{2}", lambda r: "%d.%02d" % (r.randint(0, 999), r.randint(0, 99)),
     ["1.5", "1,50", ".50", "1.505", "1.50 ", "１.50", "1x50"]),
    ("(?:ab)+c?", lambda r: "ab" * r.randint(1, 3) + "c" * r.randint(0, 1),
     ["a", "abab c", "aba", "ABc", "abcc", "cab"]),
    (".{3}", lambda r: "".join(r.choice(MULTI) for _ in range(3)),
     ["ab", "abcd", "e\u0301e", "👍🏽👍🏽", "a\nb"]),
]

PATTERN_TURN = iter(range(10 ** 6))

EMAILS_VALID = ["a@example.com", "A@EXAMPLE.COM", "a.b+c@ex-ample.co.uk", "a@münchen.de", "a@xn--mnchen-3ya.de",
                "é@example.com", "a@1example.com", "a@ex--ample.com", "a@example．com", "a@例え.jp",
                "a@straße.de", "ü@example.com", "aé@example.com", "x" * 64 + "@example.com", "a@e.co",
                "a@ｅxample.com", "user_name@mail.example.org", "o'neil@example.ie", "a/b=c@example.com",
                '"ab"@example.com']
EMAILS_BAD = ["a@example", "a@localhost", "a@127.0.0.1", "a@[127.0.0.1]", "a@exam_ple.com", "a b@example.com",
              '"a b"@example.com', "a..b@example.com", ".a@example.com", "a.@example.com", "a@example.com.",
              "a@example.c", "a@example.123", "a@-example.com", "a@example-.com", "a@@example.com", "@example.com",
              "a@", " a@example.com", "a@example.com ", "x" * 65 + "@example.com", "δ@example.com",
              "a@ex__ample.com", "mailto:a@example.com", "a(at)example.com", "a@example.com\n",
              "a@" + "b" * 64 + ".com"]

URIS_VALID = ["http://example.com", "https://", "mailto:a@b", "urn:isbn:1", "a:", "a1+.-:x", "c:\\path",
              "http://x y", "http://例え.jp", "HTTP://X", "http:", "tel:+1", "ftp://[::1]", "data:,", "x:\ny",
              "https://example.com/a?b=c#d", "file:///tmp/x", "git+ssh://git@host/repo"]
URIS_BAD = ["example.com", "www.example.com", "//example.com", "1a:b", " http://x", "h_t:x", "é:x", ":x",
            "/path/only", "?q=1", "#frag", "", "http//example.com", "+a:b"]


def uuid_cells(rng):
    base = str(uuid.UUID(int=rng.getrandbits(128)))
    hexs = base.replace("-", "")
    return [
        base, base.upper(), hexs, "{" + base + "}", "urn:uuid:" + base, "uuid:" + hexs,
        base[:-1], base + "0", base[:-1] + "g", "{{" + hexs + "}}", "{" + hexs,
        base[:4] + "-" + base[4:] + "-", "--" + hexs, " " + hexs[:31], "+" + hexs[:31],
        hexs[:30] + "_" + hexs[31], "１" + hexs[1:], base + " ", " " + base, base.replace("-", " "),
        "uurn:uuid:n:" + hexs, hexs[:8] + "-" + hexs[8:],
    ]


def string_column(rng, name, in_key):
    fmt = rng.choice(["default"] * 5 + ["email", "email", "uri", "uri", "uuid", "uuid"])
    field = {"name": name, "type": "string"}
    if fmt != "default" or maybe(rng, 0.1):
        field["format"] = fmt
    constraints = {}
    if fmt == "email":
        valid = lambda r: r.choice(["ann", "bob.smith", "c+tag", "Zoë", "x_y"]) + "%d@" % r.randint(0, 99) + \
            r.choice(["example.com", "mail.example.org", "münchen.de", "例え.jp", "EXAMPLE.NET"])
        tricky = EMAILS_VALID + EMAILS_BAD
    elif fmt == "uri":
        valid = lambda r: r.choice(["http", "https", "ftp", "mailto"]) + "://" + r.choice(["example.com", "a.b", "x"]) + "/%d" % r.randint(0, 99)
        tricky = URIS_VALID + URIS_BAD
    elif fmt == "uuid":
        valid = lambda r: str(uuid.UUID(int=r.getrandbits(128)))
        tricky = uuid_cells(rng) + uuid_cells(rng)
    else:
        kind = rng.choice(["words", "pattern", "pattern", "pattern", "length", "length", "enum"])
        if kind == "pattern":
            pattern, make, misses = PATTERNS[next(PATTERN_TURN) % len(PATTERNS)]  # every pattern in turn
            constraints["pattern"] = pattern
            valid = make
            tricky = misses + [make(rng) for _ in range(5)]
        elif kind == "enum":
            options = rng.sample(["red", "green", "blue", "Red", "n/a", "é", "e\u0301", "1"], rng.randint(2, 4))
            constraints["enum"] = options
            valid = lambda r: r.choice(options)
            tricky = [o.upper() for o in options] + [" " + o for o in options] + [o + " " for o in options] + ["rouge", "1.0"]
        else:
            valid = lambda r: r.choice(WORDS)
            tricky = ["", " ", "x" * 40, "é" * 12]
        if kind == "length" or maybe(rng, 0.3):
            low = rng.randint(1, 6)
            high = low + rng.randint(0, 6)
            if maybe(rng, 0.8):
                constraints["minLength"] = low
            if maybe(rng, 0.8):
                constraints["maxLength"] = high
            # Strings exactly at, just under and just over the bounds, in 1-code-point characters
            # of every width (é is 2 UTF-8 bytes, 日 3, 👍 4; 👍🏽 and e+U+0301 are 2 code points).
            for size in {max(low - 1, 0), low, high, high + 1}:
                for _ in range(3):
                    tricky.append("".join(rng.choice(MULTI) for _ in range(size)))
            valid_words = valid
            valid = lambda r: valid_words(r) if r.random() < 0.4 else \
                "".join(r.choice(MULTI) for _ in range(r.randint(max(low - 2, 0), high + 2)))
    if constraints:
        field["constraints"] = constraints
    return field, valid, tricky


# --- numbers ---------------------------------------------------------------------------------------

def integer_column(rng, name, in_key):
    field = {"name": name, "type": "integer"}
    bare = maybe(rng, 0.2)
    if bare:
        field["bareNumber"] = False
    if maybe(rng, 0.1):
        field["groupChar"] = ","  # frictionless ignores it for integers
    low = rng.randint(-100, 100)
    high = low + rng.randint(5, 1000)
    constraints = {}
    if maybe(rng, 0.5):
        constraints["minimum"] = low if maybe(rng, 0.5) else str(low)
    if maybe(rng, 0.5):
        constraints["maximum"] = high if maybe(rng, 0.5) else str(high)
    if maybe(rng, 0.12):
        constraints["enum"] = [low, str(low + 1), high]
    if constraints:
        field["constraints"] = constraints
    valid = lambda r: str(r.randint(low - 20, high + 20))
    tricky = [" 42", "42 ", "+7", "-0", "007", "00", "1_000", "1__0", "_1", "1_", "1.0", "1e5", "1e3", "١٢٣",
              "１２３", "\u00a05\u00a0", "\u30007", "0x10", "1,000", "1 000", "NaN", "inf", "+-1", "12abc",
              "-", "--1", "٣", "9" * 30, "½", "²", str(low), str(high), str(low - 1), str(high + 1),
              "0" + str(abs(low)), "+" + str(abs(high)), " %d " % low, "%d.0" % high, "%de0" % low]
    if bare:
        tricky += ["$12", "12%", "EUR 5", "€-3", "-5kg", "abc1def2", "1-", "$ -3 $", "USD12.50", "(5)", "#7",
                   "$%d" % low, "%d%%" % high]
    return field, valid, tricky


def number_column(rng, name, in_key):
    field = {"name": name, "type": "number"}
    style = rng.choice(["plain"] * 6 + ["group", "group", "euro", "decimal", "space", "bare", "bare", "baretrue"])
    group, decimal = "", "."
    if style == "group":
        field["groupChar"] = group = ","
    elif style == "euro":
        field["decimalChar"] = decimal = ","
        field["groupChar"] = group = "."
    elif style == "decimal":
        field["decimalChar"] = decimal = ","
    elif style == "space":
        field["groupChar"] = group = " "
    elif style == "bare":
        field["bareNumber"] = False
        if maybe(rng, 0.5):
            field["groupChar"] = group = ","
    elif style == "baretrue":
        field["bareNumber"] = True
    low = round(rng.uniform(-100, 100), rng.choice([0, 1, 2]))
    high = round(low + rng.uniform(1, 5000), rng.choice([0, 1, 2]))
    constraints = {}
    # Bounds as JSON numbers (floats go through Decimal(str(x))), or as strings frictionless parses with
    # the field's own reader (only for the plain style, where "1e1" and "-2.5" need no processing).
    def bound(value):
        if style == "plain" and maybe(rng, 0.4):
            return rng.choice(["%r" % value, "%.3e" % value if value else "0e0"])
        return int(value) if float(value).is_integer() and maybe(rng, 0.5) else value
    if maybe(rng, 0.5):
        constraints["minimum"] = bound(low)
    if maybe(rng, 0.5):
        constraints["maximum"] = bound(high)
    if maybe(rng, 0.12):
        constraints["enum"] = [1, 2.5, "3"] if style in ("plain", "group", "space", "bare", "baretrue") else [1, 2.5, 3]
    if constraints:
        field["constraints"] = constraints

    def render(r, value, places):
        """The value as a publisher using these decimalChar/groupChar would write it."""
        text = "%.*f" % (places, value)
        sign = "-" if text.startswith("-") else ""
        whole, _, frac = text.lstrip("-").partition(".")
        if group and r.random() < 0.5:
            parts = []
            while len(whole) > 3:
                parts.insert(0, whole[-3:])
                whole = whole[:-3]
            whole = group.join([whole] + parts)
        return sign + whole + (decimal + frac if frac else "")

    def valid(r):
        places = r.choice([0, 0, 1, 2, 3])
        value = r.uniform(low - 50, high + 50) if r.random() < 0.9 else r.uniform(-1e6, 1e6)
        return render(r, value, places)

    tricky = ["1e5", "1E-3", "1E+05", "NaN", "nan", "-nan", "NaN12", "inf", "-Infinity", "INF", "+inf", "Infinity ",
              "infinite", "1_000.5", "_1", "1__0", "1.", ".5", "-.5", ".", "1e", "١.٥", "١٫٥", "１.５", "１．５",
              "1,5", "1.000,5", "1,000.5", "1,000", "1 000", "1\u00a0000", "0x1", "+1.5", "--1", "∞", "1d5", " 2.5 ",
              "\u20072", "3e0", "2.50", "1.0", "01", "-0", "0.0", "1e-999", "1e400", ",", "1,0,0", ",1,"]
    tricky += [render(rng, low, 0), render(rng, high, 2), render(rng, 1234567.5, 1), repr(low), repr(high), "%s0" % repr(low), "%.3e" % high]
    if style == "bare":
        tricky += ["$1.5", "1.5%", "EUR 1,000.5", "-5.5kg", "€-3", "1.5.", "1e5x", "x1e5", "$inf", "5e", "$.5",
                   "USD 12", "12 €", "a-1", "1-2", "x-"]
    if style == "euro":
        tricky += ["1.000,5", "1.5", "1,5", "1.234.567,89", "1,2,3", "1,5e3"]
    if not constraints and not in_key:
        tricky += ["sNaN", "-snan"]  # crashes frictionless when compared or hashed
    return field, valid, tricky


# --- booleans --------------------------------------------------------------------------------------

def boolean_column(rng, name, in_key):
    field = {"name": name, "type": "boolean"}
    trues, falses = ["true", "True", "TRUE", "1"], ["false", "False", "FALSE", "0"]
    pick = rng.random()
    if pick < 0.15:
        field["trueValues"], field["falseValues"] = trues, falses = ["yes", "Y"], ["no", "N"]
    elif pick < 0.25:
        field["trueValues"] = trues = ["T", "t"]
    elif pick < 0.32:
        field["falseValues"] = falses = ["F", "0", "nee"]
    if maybe(rng, 0.1):
        field["constraints"] = {"enum": [True] if maybe(rng, 0.5) else [trues[0]]}
    valid = lambda r: r.choice(trues + falses)
    tricky = ["true", "True", "TRUE", "tRue", "1", "0", "yes", "no", "Yes", "YES", " true", "true ", "TRUE ", "01",
              "1.0", "on", "off", "t", "f", "T", "F", "Y", "N", "false", "FALSE", "False", "nee", "ja", "✓"]
    return field, valid, tricky


# --- dates and times -------------------------------------------------------------------------------

DATE_FORMATS = ["default"] * 4 + ["%d/%m/%Y", "%m/%d/%y", "%Y%m%d", "%d.%m.%Y", "%Y-%m-%d"]


def random_date(rng):
    return datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randint(0, 40 * 365))


def unpadded(day, fmt):
    """The date with 1-digit month and day where the format has %m/%d."""
    text = fmt.replace("%Y", "%04d" % day.year).replace("%y", "%02d" % (day.year % 100))
    return text.replace("%m", str(day.month)).replace("%d", str(day.day))


def date_column(rng, name, in_key):
    fmt = rng.choice(DATE_FORMATS)
    field = {"name": name, "type": "date"}
    if fmt != "default":
        field["format"] = fmt
    pattern = "%Y-%m-%d" if fmt == "default" else fmt
    constraints = {}
    low = random_date(rng)
    high = low + datetime.timedelta(days=rng.randint(30, 3000))
    if maybe(rng, 0.4):
        constraints["minimum"] = low.strftime(pattern)
    if maybe(rng, 0.4):
        constraints["maximum"] = high.strftime(pattern)
    if maybe(rng, 0.08):
        constraints["enum"] = [low.strftime(pattern), high.strftime(pattern)]
    if constraints:
        field["constraints"] = constraints

    def valid(r):
        day = low + datetime.timedelta(days=r.randint(-200, (high - low).days + 200))
        return day.strftime(pattern) if r.random() < 0.85 else unpadded(day, pattern)

    some = random_date(rng)
    tricky = [unpadded(some, pattern), some.strftime(pattern) + " ", " " + some.strftime(pattern),
              some.strftime(pattern).replace("0", "０"), some.strftime(pattern).replace("2", "٢"),
              some.isoformat(), some.strftime("%d/%m/%Y"), some.strftime("%m/%d/%y"), some.strftime("%Y%m%d"),
              low.strftime(pattern), high.strftime(pattern), unpadded(low, pattern),
              (low - datetime.timedelta(days=1)).strftime(pattern), (high + datetime.timedelta(days=1)).strftime(pattern)]
    for bad in ["2023-02-29", "2024-02-29", "2024-13-01", "2024-00-10", "2024-02-30", "2024-04-31", "0001-01-01"]:
        y, m, d = bad.split("-")
        tricky.append(pattern.replace("%Y", y).replace("%y", y[2:]).replace("%m", m).replace("%d", d))
    if fmt == "default":
        tricky += ["2024-2-5", "2024-02-5", "2024-02- 5", "2024- 2-05", "2024-02-05T00:00", "２０２４-02-05",
                   "٢٠٢٤-02-05", "2024-02-1٥", "2024-02-0٥", "0000-01-01", "10000-01-01", "999-01-01", "24-02-05",
                   "20240205", "2024/02/05", "+2024-01-01", "2024-02-05Z", "2024-02-05\t", "2024-002-05"]
    elif fmt == "%Y%m%d":
        tricky += ["2024025", "202425", "2024 2 5", "20241301", "2024-0205", "1234567", "２0240205"]
    elif fmt == "%m/%d/%y":
        tricky += ["2/5/24", "02/05/2024", "02/05/69", "02/05/68", "2/5/0", "12/31/99", "13/01/24", "02/ 5/24"]
    elif fmt == "%d/%m/%Y":
        tricky += ["5/2/2024", "05/02/24", "31/04/2024", " 5/ 2/2024", "5/2/2024 ", "05-02-2024", "29/02/2023"]
    elif fmt == "%d.%m.%Y":
        tricky += ["5.2.2024", "05.02.24", "05/02/2024", "31.12.1999", "1.1.0001", "00.01.2024"]
    return field, valid, tricky


def tz_suffix(rng):
    return rng.choice(["Z", "z", "+01:00", "-05:30", "+0530", "+05", "-00:00", "+00:00", "+23:59"])


def time_column(rng, name, in_key):
    field = {"name": name, "type": "time"}
    custom = maybe(rng, 0.12)
    if custom:
        field["format"] = "%H:%M"
    mode = rng.choice(["naive", "naive", "aware", "mixed"])
    constraints = {}
    lh, hh = sorted(rng.sample(range(0, 24), 2))
    if not custom and mode != "mixed":
        suffix = "" if mode == "naive" else rng.choice(["Z", "+02:00"])
        if maybe(rng, 0.5):
            constraints["minimum"] = "%02d:00:00%s" % (lh, suffix)
        if maybe(rng, 0.5):
            constraints["maximum"] = "%02d:59:59%s" % (hh, suffix)
    elif custom and maybe(rng, 0.5):
        constraints["minimum"] = "%02d:00" % lh
    if maybe(rng, 0.08):
        constraints["enum"] = ["12:00:00", "00:00:00Z"] if not custom else ["12:00"]
    if constraints:
        field["constraints"] = constraints

    def valid(r):
        if custom:
            return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
        text = "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
        if r.random() < 0.2:
            text += "." + str(r.randint(0, 999999)).zfill(r.choice([1, 3, 6]))[: r.choice([1, 3, 6])]
        if mode == "aware" or (mode == "mixed" and r.random() < 0.5):
            text += tz_suffix(r)
        return text

    if custom:
        tricky = ["9:05", "09:05", "9:5", "24:00", "23:60", " 9:05", "09:05 ", "09:05:00", "0905", "9h05", "１0:05"]
    else:
        tricky = ["24:00:00", "24:00:00.000", "24:00:01", "23:59:60", "1:20:30", "10:20", "10:20:3", "10:20:30.",
                  "T10:20:30", " 10:20:30", "10:20:30 ", "10:20:30,5", "10:20:30 +05:00", "10:20:30UTC", "10:60:00",
                  "25:00:00", "10:20:30+24:00", "10:20:30+05:60", "１0:20:30", "10:20:30z", "10:20:30+5",
                  "10:20:30.1234567", "10:20:30.123456789", "10:2030", "102030", "10:20:30+05:00:00", "10:20:30Z+01",
                  "10:20:30.1.2", "12:00:00", "11:00:00+01:00", "10:20:30Z", "10:20:30-05:30", "00:00:00"]
    return field, valid, tricky


def datetime_column(rng, name, in_key):
    field = {"name": name, "type": "datetime"}
    custom = maybe(rng, 0.1)
    if custom:
        field["format"] = "%Y-%m-%d %H:%M"
    mode = rng.choice(["naive", "naive", "aware", "mixed"])
    constraints = {}
    low = datetime.datetime(2020, 1, 1) + datetime.timedelta(minutes=rng.randint(0, 2_000_000))
    high = low + datetime.timedelta(minutes=rng.randint(10_000, 2_000_000))
    if not custom and mode != "mixed":
        suffix = "" if mode == "naive" else rng.choice(["Z", "+02:00"])
        if maybe(rng, 0.5):
            constraints["minimum"] = low.strftime("%Y-%m-%dT%H:%M:%S") + suffix
        if maybe(rng, 0.5):
            constraints["maximum"] = high.strftime("%Y-%m-%dT%H:%M:%S") + suffix
    elif custom and maybe(rng, 0.5):
        constraints["maximum"] = high.strftime("%Y-%m-%d %H:%M")
    if maybe(rng, 0.06) and not custom:
        constraints["enum"] = ["2024-01-01T10:00:00Z", "2024-01-01T10:00:00"]
    if constraints:
        field["constraints"] = constraints

    def valid(r):
        moment = low + datetime.timedelta(seconds=r.randint(-86400 * 200, int((high - low).total_seconds()) + 86400 * 200))
        if custom:
            return moment.strftime("%Y-%m-%d %H:%M")
        text = moment.strftime("%Y-%m-%d") + r.choice("TTTT ") + moment.strftime("%H:%M:%S")
        if r.random() < 0.2:
            text += "." + str(r.randint(0, 999999)).zfill(6)[: r.choice([1, 3, 6])]
        if mode == "aware" or (mode == "mixed" and r.random() < 0.5):
            text += tz_suffix(r)
        return text

    if custom:
        tricky = ["2024-02-05 09:05", "2024-2-5 9:05", "2024-02-05T09:05", "2024-02-05 09:05:00", "2024-02-05  09:05",
                  "2023-02-29 10:00", "2024-02-05 24:00", " 2024-02-05 09:05"]
    else:
        tricky = ["2024-02-05T10:20:30", "2024-02-05 10:20:30", "2024-02-05t10:20:30", "2024-02-05x10:20:30",
                  "2024-02-05510:20:30", "2024-02-05\t10:20:30", "2024-02-05T10:20", "2024-02-05T24:00:00",
                  "2024-02-06T00:00:00", "2024-02-05T24:00:01", "2024-02-29T10:20:30", "2023-02-29T10:20:30",
                  "2024-2-5T10:20:30", "20240205T10:20:30", "2024-W05-1T10:20:30", "2024-02-05T10:20:30 ",
                  " 2024-02-05T10:20:30", "2024-02-05T102030", "0000-01-01T00:00:00", "0001-01-01T00:00:00",
                  "2024-02-05T10:20:60", "2024-02-05", "2024-02-05T10:20:30 Z", "２024-02-05T10:20:30",
                  "2024-02-05T10:20:30,5", "2024-02-05 10:20:30.123456789", low.strftime("%Y-%m-%dT%H:%M:%S"),
                  high.strftime("%Y-%m-%d %H:%M:%S"),
                  "2024-02-05T10:20:30Z", "2024-02-05T10:20:30.123+01:00", "2024-02-05T10:20:30+0100",
                  "2024-02-05T10:20:30-25:00", "2024-02-05T10:20:30+05", "2024-01-01T10:00:00Z",
                  "2024-01-01T11:00:00+01:00", "2024-01-01T10:00:00"]
    return field, valid, tricky


def year_column(rng, name, in_key):
    field = {"name": name, "type": "year"}
    low = rng.randint(1900, 2000)
    high = low + rng.randint(10, 100)
    constraints = {}
    if maybe(rng, 0.5):
        constraints["minimum"] = low
    if maybe(rng, 0.5):
        constraints["maximum"] = high if maybe(rng, 0.5) else str(high)
    if maybe(rng, 0.08):
        constraints["enum"] = [low, str(high)]
    if constraints:
        field["constraints"] = constraints
    valid = lambda r: str(r.randint(low - 30, high + 30))
    tricky = ["2024", "0000", "9999", " 202", "+202", "-001", "1_00", "２０２４", "٢٠٢٤", "202", "20245", " 2024",
              "2024 ", "-0001", "20.0", "10000", "0202", "2k24", str(low), str(high), str(low - 1), str(high + 1),
              "+%03d" % (low % 1000), " %03d" % (high % 1000)]
    return field, valid, tricky


def yearmonth_column(rng, name, in_key):
    field = {"name": name, "type": "yearmonth"}
    low = (rng.randint(1990, 2020), rng.randint(1, 12))
    high = (low[0] + rng.randint(1, 10), rng.randint(1, 12))
    constraints = {}
    if maybe(rng, 0.5):
        constraints["minimum"] = "%04d-%02d" % low if maybe(rng, 0.6) else list(low)
    if maybe(rng, 0.5):
        constraints["maximum"] = "%04d-%02d" % high
    if maybe(rng, 0.08):
        constraints["enum"] = ["%04d-%02d" % low, "%d-%d" % high]
    if constraints:
        field["constraints"] = constraints

    def valid(r):
        year = r.randint(low[0] - 2, high[0] + 2)
        return "%04d-%02d" % (year, r.randint(1, 12)) if r.random() < 0.85 else "%d-%d" % (year, r.randint(1, 12))

    tricky = ["2024-01", "2024-1", "2024-13", "2024-00", " 2024 - 01 ", "99999-12", "0-1", "+2024-+1", "2024-1_0",
              "-5-01", "2024/01", "2024-01-01", "２０２４-０１", "2024", "2024-", "-01", "2024--01", "2024-01 ",
              "2024-1.0", "%d-%d" % low, "%04d-%02d" % high, "%04d-%02d" % (low[0], low[1]), "%d-%d" % high]
    return field, valid, tricky


def any_column(rng, name, in_key):
    field = {"name": name, "type": "any"}
    options = ["1", "x", "1.0", "true"]
    if maybe(rng, 0.4):
        field["constraints"] = {"enum": options}
    valid = lambda r: r.choice(options) if r.random() < 0.6 else r.choice(WORDS)
    tricky = ["1", "01", " 1", "1 ", "x", "X", "true", "True", "1.00", "é", "e\u0301"]
    return field, valid, tricky


BUILDERS = [("str", string_column, 6), ("int", integer_column, 3), ("num", number_column, 3),
            ("bool", boolean_column, 2), ("date", date_column, 3), ("time", time_column, 2),
            ("dt", datetime_column, 2), ("year", year_column, 1), ("ym", yearmonth_column, 1), ("any", any_column, 1)]


def pick_builder(rng, exclude=()):
    pool = [(prefix, build) for prefix, build, weight in BUILDERS if prefix not in exclude for _ in range(weight)]
    return rng.choice(pool)


# --- one case --------------------------------------------------------------------------------------

def make_case(rng):
    width = rng.randint(2, 6)
    rows = rng.randint(20, 200)
    key_size = 0
    pick = rng.random()
    if pick < 0.2:
        key_size = 1
    elif pick < 0.35:
        key_size = 2
    key_columns = sorted(rng.sample(range(width), key_size))

    schema_missing = rng.choice([None, None, None, ["", "NA"], ["NA", "-"], ["", "n/a", "-"], []])
    fields, generators = [], []
    used = Counter()
    for index in range(width):
        in_key = index in key_columns
        # Booleans and `any` make poor keys: draw something else for key columns.
        prefix, build = pick_builder(rng, exclude=("bool", "any") if in_key else ())
        used[prefix] += 1
        name = "%s_%d" % (prefix, index + 1)
        field, valid, tricky = build(rng, name, in_key)
        constraints = field.setdefault("constraints", {})
        if maybe(rng, 0.3):
            constraints["required"] = True
        if maybe(rng, 0.2) and field["type"] != "boolean":
            constraints["unique"] = True
        if not constraints:
            del field["constraints"]
        if set(constraints) - {"required"} or in_key:
            tricky = [t for t in tricky if "snan" not in t.lower()]  # sNaN crashes frictionless there
        if "enum" in constraints:
            # Half of the plain values are enum members as written in the schema.
            spellings = ["true" if v is True else "false" if v is False else str(v)
                         for v in constraints["enum"] if not isinstance(v, list)]
            valid = (lambda r, plain=valid, spellings=spellings: r.choice(spellings) if r.random() < 0.5 else plain(r))
        if maybe(rng, 0.1):
            field["missingValues"] = rng.choice([["?"], ["", "?"], ["-"]])
        missing = field.get("missingValues", schema_missing if schema_missing is not None else [""])
        fields.append(field)
        generators.append((field, valid, tricky, missing, in_key or constraints.get("unique", False)))

    # Drop values frictionless cannot judge: bounded time/datetime columns compared across awareness.
    for index, (field, valid, tricky, missing, dupes) in enumerate(generators):
        bounds = [field.get("constraints", {}).get(k) for k in ("minimum", "maximum")]
        bounds = [b for b in bounds if b is not None]
        if field["type"] in ("time", "datetime") and bounds:
            read = reader(field)
            aware = read(bounds[0]).tzinfo is not None
            def same_kind(text, read=read, aware=aware):
                value = read(text)
                return value is None or (value.tzinfo is not None) == aware
            generators[index] = (field, (lambda r, valid=valid, ok=same_kind: next(v for v in iter(lambda: valid(r), None) if ok(v))),
                                 [t for t in tricky if same_kind(t)], missing, dupes)

    schema = {"fields": fields}
    if schema_missing is not None:
        schema["missingValues"] = schema_missing
    if key_columns:
        schema["primaryKey"] = [fields[i]["name"] for i in key_columns] if key_size > 1 or maybe(rng, 0.5) else fields[key_columns[0]]["name"]

    history = [[] for _ in fields]
    table = []
    while len(table) < rows:
        row = []
        for column, (field, valid, tricky, missing, dupes) in enumerate(generators):
            pick = rng.random()
            dup_rate = 0.15 if dupes else 0.04
            if pick < 0.06:
                cell = rng.choice(missing) if missing and rng.random() < 0.7 else rng.choice([""] + BLANKS)
            elif pick < 0.06 + dup_rate and history[column]:
                cell = rng.choice(history[column])
            elif pick < 0.45:
                cell = rng.choice(tricky)
            else:
                cell = valid(rng)
            row.append(cell)
        # No blank rows: at least one cell must be non-missing for its field.
        if all(cell in generators[c][3] for c, cell in enumerate(row)):
            continue
        for column, cell in enumerate(row):
            history[column].append(cell)
        table.append(row)
    return schema, table


def write_csv(path, header, table):
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(table)


def validate(name, schema, explicit):
    options = {"limit_errors": 10 ** 9}
    if explicit:
        options["dialect"] = Dialect(controls=[CsvControl(delimiter=",", quote_char='"', skip_initial_space=False,
                                                          double_quote=True)])
        options["encoding"] = "utf-8"
    report = frictionless.validate(name + ".csv", schema=Schema.from_descriptor(json.loads(json.dumps(schema))), **options)
    errors = [(e.type, getattr(e, "row_number", None), getattr(e, "field_name", None), e.note)
              for task in report.tasks for e in task.errors]
    errors += [(e.type, None, None, e.note) for e in report.errors]
    return errors


def departures(name, schema, header, table, errors):
    """The cells where frictionless departs from the specification, with the specification's verdict."""
    import re
    found = []
    by_cell = {}
    for kind, row, field, note in errors:
        if field:
            by_cell.setdefault((row, field), []).append((kind, note))
    key = schema.get("primaryKey") or []
    key = [key] if isinstance(key, str) else key
    for column, field in enumerate(schema["fields"]):
        missing = field.get("missingValues", schema.get("missingValues", [""]))
        pattern = field.get("constraints", {}).get("pattern")
        for index, record in enumerate(table):
            row, value = index + 2, record[column]
            if value in missing:
                if field["name"] in key:
                    found.append((name, row, field["name"], "primary-key-required", 1))
                continue
            if pattern is None:
                continue
            theirs = re.compile("^" + pattern + "$").match(value) is not None
            spec = re.fullmatch("(?:" + pattern + ")", value) is not None
            if theirs != spec:
                others = [e for e in by_cell.get((row, field["name"]), []) if "pattern" not in e[1]]
                found.append((name, row, field["name"], "pattern", 1 if (others or not spec) else 0))
    return found


def main():
    if OUT.exists():
        for old in OUT.iterdir():
            if old.suffix in (".csv", ".json", ".tsv"):
                old.unlink()
    OUT.mkdir(parents=True, exist_ok=True)
    work = tempfile.mkdtemp()
    here = os.getcwd()
    # frictionless refuses absolute paths as unsafe: validate copies, by relative path.
    os.chdir(work)
    lines = []
    departed = []
    totals = Counter()
    cases_with = Counter()
    types_used = Counter()
    total_rows = 0
    try:
        for case in range(1, CASES + 1):
            rng = random.Random(SEED * 1000 + case)
            schema, table = make_case(rng)
            name = "%02d" % case
            header = [f["name"] for f in schema["fields"]]
            write_csv(name + ".csv", header, table)
            plain = validate(name, schema, explicit=False)
            strict = validate(name, schema, explicit=True)
            if plain != strict:
                raise SystemExit("case %s: sniffed and explicit CSV dialects disagree" % name)
            unexpected = sorted({e[0] for e in plain} - set(CELL_ERRORS))
            if unexpected:
                raise SystemExit("case %s: unexpected errors %s: %s" % (name, unexpected,
                                 [e for e in plain if e[0] in unexpected][:3]))
            key = schema.get("primaryKey")
            key = "+".join(key if isinstance(key, list) else [key]) if key else ""
            position = {f: i for i, f in enumerate(header)}
            rank = {t: i for i, t in enumerate(CELL_ERRORS)}
            found = []
            for kind, row, field, note in plain:
                column = key if kind == "primary-key" else field
                found.append(((row, position.get(field, len(header)), rank[kind]), (name, row, column, kind, note)))
            found.sort(key=lambda item: item[0])  # stable: notes of one cell keep frictionless's order
            lines += [entry for _, entry in found]
            departed += departures(name, schema, header, table, plain)
            for kind, *_ in plain:
                totals[kind] += 1
            for kind in {e[0] for e in plain}:
                cases_with[kind] += 1
            for f in schema["fields"]:
                types_used[f["type"] + ("/" + f["format"] if "format" in f else "")] += 1
            total_rows += len(table)
            shutil.copy(name + ".csv", OUT / (name + ".csv"))
            with open(OUT / (name + ".schema.json"), "w", encoding="utf-8") as out:
                json.dump(schema, out, ensure_ascii=False, indent=2)
                out.write("\n")
    finally:
        os.chdir(here)
        shutil.rmtree(work, ignore_errors=True)

    banner = ("# frictionless %s cell errors for the NN.csv/NN.schema.json pairs here; generated by "
              "scripts/generate-schema-fixtures.py, seed %d. Columns: CASE<TAB>ROW<TAB>COLUMN<TAB>ERROR_TYPE. ROW: the "
              "header is row 1. COLUMN: the field name; for primary-key, the key's field names joined by '+'. One line "
              "per error: a cell failing k constraints has k identical constraint-error lines. Sorted by case, row, "
              "column position (primary-key last), then type-error, constraint-error, unique-error, primary-key.\n"
              % (frictionless.__version__, SEED))
    with open(OUT / "expected.tsv", "w", encoding="utf-8") as out:
        out.write(banner)
        for case, row, column, kind, _ in lines:
            out.write("%s\t%d\t%s\t%s\n" % (case, row, column, kind))
    with open(OUT / "expected-detail.tsv", "w", encoding="utf-8") as out:
        out.write(banner.replace("ERROR_TYPE.", "ERROR_TYPE<TAB>NOTE (frictionless's note).", 1))
        for case, row, column, kind, note in lines:
            out.write("%s\t%d\t%s\t%s\t%s\n" % (case, row, column, kind, note.replace("\t", " ").replace("\n", " ")))

    with open(OUT / "departures.tsv", "w", encoding="utf-8") as out:
        out.write("# Cells where frictionless %s departs from the Table Schema specification, with the "
                  "specification's verdict; generated by scripts/generate-schema-fixtures.py. Columns: "
                  "CASE<TAB>ROW<TAB>COLUMN<TAB>DEPARTURE<TAB>REPORTED (1: a validator following the "
                  "specification reports the cell).\n" % frictionless.__version__)
        for case, row, column, kind, reported in departed:
            out.write("%s\t%d\t%s\t%s\t%d\n" % (case, row, column, kind, reported))
    print("departures from the specification: %d cells (%s)" % (
        len(departed), ", ".join("%s %d" % item for item in sorted(Counter(d[3] for d in departed).items()))))
    print("wrote %s: %d cases, %d data rows, %d errors" % (OUT, CASES, total_rows, sum(totals.values())))
    for kind in CELL_ERRORS:
        print("  %-17s %6d errors in %2d cases" % (kind, totals[kind], cases_with[kind]))
    print("  columns by type: " + ", ".join("%s %d" % item for item in sorted(types_used.items())))


if __name__ == "__main__":
    main()
