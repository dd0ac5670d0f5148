#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-world-cases.tsv and phone-issue-examples.tsv:
phone numbers of every region, in every written shape, judged by libphonenumber.

Each line after the `# ` header is one case, ten tab-separated columns:

    INPUT  REGION  PARSE  VALID  NUMBER_REGION  POSSIBLE  E164  INTERNATIONAL  NATIONAL  RFC3966

INPUT is the value, escaped: backslash as `\\\\`, tab as `\\t`, newline as `\\n`, carriage
return as `\\r` (nothing else; the file is UTF-8). REGION is the default region given to
`phonenumbers.parse(INPUT, REGION)` (always one of SUPPORTED_REGIONS). PARSE is `ok` or the
NumberParseException error type (INVALID_COUNTRY_CODE, NOT_A_NUMBER, TOO_SHORT_AFTER_IDD,
TOO_SHORT_NSN, TOO_LONG). VALID is 1 when `is_valid_number` says so, else 0 (0 when the
parse failed). NUMBER_REGION is `region_code_for_number` (`-` for None). POSSIBLE is the
name of `is_possible_number_with_reason` (IS_POSSIBLE, IS_POSSIBLE_LOCAL_ONLY,
INVALID_COUNTRY_CODE, TOO_SHORT, INVALID_LENGTH, TOO_LONG). The last four are
`format_number` in E164, INTERNATIONAL, NATIONAL and RFC3966, escaped like INPUT, for every
parsed number, valid or not. When the parse failed, columns 5 to 10 are `-`.

The inputs: libphonenumber's example number of every region and number type, and of every
non-geographic calling code (written with +CC); variants of them with the last 1 to 4
digits changed, 1 to 3 digits cut, a digit added, or the leading digits changed; each
written in one of the shapes below. Then numbers whose national prefix or carrier code
matters (BR, AR, MX, IT, RU, BY, KR, CO, CN, the NANP and other regions with a
national_prefix_transform_rule), input strings taken from libphonenumber's own tests (their
inputs and regions only: the expectations here are those of the real library and its real
metadata), and garbage. Each input is read with its own region, with US and with one other
region drawn at random. Shapes: e164, international, national, rfc3966 (also with
phone-context, isub, ext), digits (run together, with or without the national prefix or
the calling code), idd (the region's international prefix, `++`, `+ `), text (surrounding
words), punct (leading and trailing punctuation), separators (mixed and unusual ones),
scripts (digits of other scripts, mixed), vanity (keypad letters), ext (every extension
spelling of libphonenumber's EXTN_PATTERNS).

phone-issue-examples.tsv has the same columns: the examples of the issue, read with US
(and the 7-digit Canadian UAN also with CA).

The run is deterministic (fixed SEED, regions in sorted order). It prints a summary to
stderr: rows, regions, share valid, share of parse failures, rows per shape.

Run by hand (CI never runs this; the tests only read the files it writes):
    python3 -m venv /tmp/pn && /tmp/pn/bin/pip install phonenumbers==9.0.43
    /tmp/pn/bin/python scripts/generate-phone-world-fixtures.py
"""
import collections
import itertools
import pathlib
import random
import re
import sys

import phonenumbers
from phonenumbers import (NumberParseException, PhoneMetadata, PhoneNumber, PhoneNumberFormat,
                          PhoneNumberType, ValidationResult)
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

SEED = 20261123

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/FieldCheckTests/Fixtures"
OUT = FIXTURES / "phone-world-cases.tsv"
ISSUE_OUT = FIXTURES / "phone-issue-examples.tsv"

COLUMNS = ["INPUT", "REGION", "PARSE", "VALID", "NUMBER_REGION", "POSSIBLE",
           "E164", "INTERNATIONAL", "NATIONAL", "RFC3966"]

REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)
NON_GEO = sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
NANP = sorted(COUNTRY_CODE_TO_REGION_CODE[1])
TYPES = sorted((value, name) for name, value in vars(PhoneNumberType).items()
               if name.isupper() and isinstance(value, int))
DESCS = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
         "voip", "pager", "uan", "voicemail"]

ERROR_NAMES = {getattr(NumberParseException, name): name for name in
               ["INVALID_COUNTRY_CODE", "NOT_A_NUMBER", "TOO_SHORT_AFTER_IDD", "TOO_SHORT_NSN", "TOO_LONG"]}
REASON_NAMES = {getattr(ValidationResult, name): name for name in
                ["IS_POSSIBLE", "IS_POSSIBLE_LOCAL_ONLY", "INVALID_COUNTRY_CODE", "TOO_SHORT",
                 "INVALID_LENGTH", "TOO_LONG"]}
FORMATS = [PhoneNumberFormat.E164, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.NATIONAL,
           PhoneNumberFormat.RFC3966]

KEYPAD = {"2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"}
# Zero of each digit script used: fullwidth, Arabic-Indic, Eastern Arabic-Indic, Devanagari,
# Bengali, Thai, Mongolian.
SCRIPTS = [0xFF10, 0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0x1810]
SEPARATORS = [" ", "-", ".", "/", "\u00a0", "\u2011", "\u2013", "\uff0d", " - ", "  ", "\u3000", " / ", "~"]
TEXTS = ["Call {} today", "Tel: {}", "Phone: {}.", "tel. {}", "Mobile: {}", "My number is {}",
         "{} (office)", "Contact us at {}!", "Fax {}", "Ph: {}", "Telephone number: {}",
         "call me on {} please", "\u260e {}", "\u041d\u043e\u043c\u0435\u0440: {}", "T\u00e9l : {}",
         "Tel.: {}", "phone={}", "<{}>", "Office {} ext", "{} (mobile)"]
LEADING = ['"', "'", "(", "[", " ", "<", "*", "\u00ab", "\u201c", "-", ":", "\t", "\u200f"]
TRAILING = [",", ";", ".", "?", "!", ")", "]", '"', "'", ":", " ", "...", ".,", "?!", "\u00bb", "\u201d",
            "\u200f", "\n", " \r\n", "-", ">"]
EXTENSIONS = [" ext. {}", " ext {}", "x{}", " x {}", " x{}", "#{}", ";ext={}", " extension {}", " ext: {}",
              ",{}", ",,{}", " , {}", " \u0434\u043e\u0431. {}", " anexo {}", " int {}", "\uff58{}", " ~ {}",
              " extn {}", " EXT. {}", " Ext {}", " xtn:{}", ";{}", " - {}#", " {}#", " #{}#", " ext.{}",
              " extensi\u00f3n {}", " int. {}", " \uff03{}", " X {}", "\text\t{}", " E{}"]
EMPTY_EXTENSIONS = ["x", " ext.", " ext", "#", " ext:", ";ext=", ",,", " x ", ";", " extension", " \u0434\u043e\u0431."]
LONG_EXTENSIONS = [(" ext ", 21), (",,", 16), (" x ", 10), (" ", 7, "#"), (";ext=", 21), (",", 10), (" ext. ", 25)]

# Carrier codes and prefixes written before a national number: region -> prefixes.
CARRIER_PREFIXES = {
    "BR": ["0 12 ", "0 14 ", "0 15 ", "0 21 ", "0 23 ", "0 31 ", "0 41 ", "0 43 ", "0 55 ", "0 99 ",
           "015", "021", "90 21 ", "9021", "0 ", "0xx", "(0xx) ", "0 22 ", "0 ", "90 "],
    "CO": ["03 ", "05 ", "07 ", "09 ", "0444 ", "0456 ", "0 ", "04 ", "0"],
    "KR": ["081 ", "082 ", "083 ", "084 ", "086 ", "087 ", "088 ", "08500 ", "0 ", "089 ", "0"],
    "CN": ["17951 ", "12593 ", "11808 ", "0 ", "0"],
    "BO": ["010 ", "015 ", "0 "],
    "CR": ["1900 ", "1966 ", "1999 ", "1901 "],
    "FO": ["1001 ", "1010 ", "1088 ", "1002 "],
    "LI": ["1001 ", "0 ", "1002 "],
    "LU": ["15000 ", "15111 ", "15999 ", "14000 "],
    "AU": ["1831 ", "1832 ", "0 ", "1830 "],
    "JP": ["0 ", "003768 ", "0037680 ", "0"],
    "RU": ["8 ", "8", "8 (", "0 "],
    "BY": ["8 ", "8 0", "80", "0 "],
    "KZ": ["8 ", "8"],
    "UZ": ["8 ", "0 "],
    "MX": ["01 ", "044 ", "045 ", "1 ", "0 "],
    "IT": ["0", "", "+39 0", "+39 "],
    "HU": ["06 ", "06"],
    "LT": ["8 ", "0 "],
}
# Argentina: area code, then the local number; mobile numbers are written 0 AREA 15 LOCAL
# nationally and +54 9 AREA LOCAL internationally.
AR_AREAS = [("11", 8), ("221", 7), ("223", 7), ("261", 7), ("341", 7), ("343", 7), ("351", 7), ("2966", 6),
            ("3715", 6), ("2202", 6), ("387", 7), ("379", 7), ("299", 7), ("380", 7), ("236", 7)]
MX_AREAS = [("55", 8), ("33", 8), ("81", 8), ("449", 7), ("664", 7), ("998", 7), ("222", 7), ("961", 7)]

GARBAGE = ["", " ", "  ", "\t", "\n", "\r\n", "abc", "+", "++", "+ ", "-", "()", "...", "+---", "+***", "1", "12",
           "123", "1234", "tel:", "tel:abc", "tel:+", "tel:;phone-context=+44", ";phone-context=", "0", "00", "000",
           "#", "*", "x", "ext 123", "N/A", "none", "null", "\u2013", "+1", "+44", "+999 123", "+0 123 456",
           "+1 (", "(((((", "1-800-", "\U0001f600 +44 20 7946 0958", "\u0660", "\u0661\u0662\u0663", "0" * 17,
           "9" * 18, "1" * 40, "12345678901234567890123456789012345678901234567890", "7" * 250, "7" * 251,
           "+" * 20 + "442079460958", "tel:+44-20-7946-0958;phone-context=", "tel:+44;ext=1", "+44 ()",
           "phone", "call me", "+1 800 FLOWERS", "1-800-FLOWERS", "1-800-flowers", "800-MY-APPLE",
           "1-800-GOT-JUNK", "+44 (0) 20 7946 0958", "(0) 20 7946 0958", "+44 (0)20 7946 0958",
           "0044 (0) 20 7946 0958", "+4420794609581234567890", "+1 201 555 0123 +1 201 555 0124",
           "+1 201 555 0123 / +1 201 555 0124", "201-555-0123 or 201-555-0124", "201 555 0123\n201 555 0124",
           "+1-201-555-0123\t", "\t+1 201 555 0123", "201\r\n555 0123", "2015550123\\", "\\+12015550123",
           "tel:+1-201-555-0123;ext=12;isub=34", "TEL:+1-201-555-0123", "Tel:+1-201-555-0123",
           "tel:+1-201-555-0123;phone-context=+44", "sip:+12015550123@example.com", "+1.201.555.0123",
           "+1 201 555 0123 ext", "+1 201 555 0123 ext 1234567890123456789012", "#+12015550123",
           "*67 201 555 0123", "+1 201 555 0123#", "+1 201 555 0123##", "(+1) 201 555 0123",
           "+(1) 201 555 0123", "1 (201) 555-0123", "001 201 555 0123", "0011 201 555 0123",
           "011 1 201 555 0123", "+001 201 555 0123", "+011 1 201 555 0123", "2 0 1 5 5 5 0 1 2 3",
           "2-0-1-5-5-5-0-1-2-3", "2015550123x", "2015550123 x", "(201)5550123", "201)555-0123",
           "(201 555 0123", "[201] 555 0123", "201.555.0123.", "2015550123.0", "2,015,550,123",
           "+1 ２０１ ５５５ ０１２３", "+\u0661 \u0662\u0660\u0661 \u0665\u0665\u0665 \u0660\u0661\u0662\u0663"]


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def verdict(text, region):
    """The ten columns for one case."""
    try:
        number = phonenumbers.parse(text, region)
    except NumberParseException as error:
        return [escape(text), region, ERROR_NAMES[error.error_type], "0", "-", "-", "-", "-", "-", "-"]
    valid = "1" if phonenumbers.is_valid_number(number) else "0"
    number_region = phonenumbers.region_code_for_number(number) or "-"
    possible = REASON_NAMES[phonenumbers.is_possible_number_with_reason(number)]
    formats = [escape(phonenumbers.format_number(number, form)) for form in FORMATS]
    return [escape(text), region, "ok", valid, number_region, possible] + formats


def make_number(cc, nsn):
    """A PhoneNumber from a calling code and a national significant number (leading zeros kept)."""
    number = PhoneNumber(country_code=cc, national_number=int(nsn))
    if len(nsn) > 1 and nsn[0] == "0":
        number.italian_leading_zero = True
        zeros = len(nsn) - len(nsn.lstrip("0"))
        if zeros == len(nsn):
            zeros -= 1
        if zeros > 1:
            number.number_of_leading_zeros = zeros
    return number


def digits(rng, count):
    return "".join(rng.choice("0123456789") for _ in range(count))


_idd_samples = {}


def idd_samples(region):
    """International prefixes a caller in REGION dials: the preferred one, or strings matching
    the region's international_prefix pattern (up to 5 digits)."""
    if region in _idd_samples:
        return _idd_samples[region]
    metadata = PhoneMetadata.metadata_for_region(region)
    found = []
    if metadata.preferred_international_prefix:
        found.append(metadata.preferred_international_prefix)
    pattern = metadata.international_prefix
    if pattern and re.fullmatch(r"\d+", pattern):
        found.append(pattern)
    elif pattern:
        compiled = re.compile(pattern)
        for length in range(1, 6):
            for candidate in itertools.product("0123456789", repeat=length):
                text = "".join(candidate)
                if compiled.fullmatch(text):
                    found.append(text)
    found = sorted(set(found), key=lambda text: (len(text), text))
    _idd_samples[region] = found
    return found


class Number:
    """A number to write: calling code, national significant number, its region (None when
    non-geographic)."""

    def __init__(self, cc, nsn, home):
        self.cc, self.nsn, self.home = cc, nsn, home
        number = make_number(cc, nsn)
        self.international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
        self.national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        self.rfc3966 = phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)
        self.e164 = "+%d%s" % (cc, nsn)
        head = "+%d " % cc
        self.rest = self.international[len(head):] if self.international.startswith(head) else nsn
        metadata = PhoneMetadata.metadata_for_region(home) if home else None
        self.national_prefix = metadata.national_prefix if metadata and metadata.national_prefix else ""


# Shapes: each takes (rng, number, reader) and returns the text; reader is the unrelated region
# the input will also be read with.

def shape_e164(rng, n, reader):
    return n.e164


def shape_international(rng, n, reader):
    return n.international


def shape_national(rng, n, reader):
    return n.national


def dashed(text):
    return re.sub(r"[ ]+", "-", text)


def shape_rfc3966(rng, n, reader):
    pick = rng.randrange(11)
    if pick == 0:
        return n.rfc3966
    if pick == 1:
        return n.rfc3966 + ";isub=" + digits(rng, rng.randint(1, 5))
    if pick == 2:
        return n.rfc3966 + ";ext=" + digits(rng, rng.randint(1, 6))
    if pick == 3:
        return "tel:" + dashed(n.rest) + ";phone-context=+%d" % n.cc
    if pick == 4:
        return "tel:" + dashed(n.national) + ";phone-context=+%d" % n.cc
    if pick == 5:
        return "tel:" + dashed(n.national) + ";phone-context=example.com"
    if pick == 6:
        return "tel:" + n.nsn + ";isub=12345;phone-context=+%d" % n.cc
    if pick == 7:
        return dashed(n.national) + ";phone-context=+%d" % n.cc
    if pick == 8:
        return n.rfc3966 + ";ext=%s;isub=%s" % (digits(rng, 3), digits(rng, 2))
    if pick == 9:
        # A phone-context naming more than the calling code: the area code's first digits.
        split = rng.randint(1, min(3, len(n.nsn) - 1))
        return "tel:%s;phone-context=+%d-%s" % (n.nsn[split:], n.cc, n.nsn[:split])
    return "tel:" + dashed(n.national) + ";phone-context=" + rng.choice(["www.example.org", "ex-ample.co.uk",
                                                                      "+", "", "1-650", "+%d" % n.cc])


def shape_digits(rng, n, reader):
    pick = rng.randrange(4)
    if pick == 0 or (pick == 1 and not n.national_prefix):
        return n.nsn
    if pick == 1:
        return n.national_prefix + n.nsn
    if pick == 2:
        return "%d%s" % (n.cc, n.nsn)
    return re.sub(r"\D", "", n.national) or n.nsn


def shape_idd(rng, n, reader):
    pick = rng.randrange(10)
    if pick < 6:
        caller = rng.choice([reader, reader, "US", n.home or "US"])
        idd = rng.choice(idd_samples(caller) or ["00"])
        layout = rng.randrange(4)
        if layout == 0:
            return "%s %d %s" % (idd, n.cc, n.rest)
        if layout == 1:
            return "%s%d%s" % (idd, n.cc, n.nsn)
        if layout == 2:
            return "%s-%d-%s" % (idd, n.cc, dashed(n.rest))
        return "(%s) %d %s" % (idd, n.cc, n.rest)
    if pick == 6:
        return "++%d %s" % (n.cc, n.rest)
    if pick == 7:
        return "+ %d %s" % (n.cc, n.rest)
    if pick == 8:
        return "+%s%d %s" % (rng.choice(["011", "00", "0011"]), n.cc, n.rest)
    return "00 %d %s" % (n.cc, n.rest)


def shape_text(rng, n, reader):
    base = rng.choice([n.international, n.international, n.national, n.e164])
    return rng.choice(TEXTS).format(base)


def shape_punct(rng, n, reader):
    base = rng.choice([n.international, n.national, n.national, n.e164])
    lead = rng.choice(LEADING) if rng.random() < 0.5 else ""
    trail = rng.choice(TRAILING) if (not lead or rng.random() < 0.5) else ""
    return lead + base + trail


def shape_separators(rng, n, reader):
    pick = rng.randrange(3)
    if pick == 0:
        groups, head = re.findall(r"\d+", n.rest), "+%d" % n.cc
    elif pick == 1:
        groups, head = re.findall(r"\d+", n.national), ""
    else:
        groups, at = [], 0
        while at < len(n.nsn):
            size = rng.randint(2, 4)
            groups.append(n.nsn[at:at + size])
            at += size
        head = rng.choice(["", "+%d" % n.cc])
    if not groups:
        groups = [n.nsn]
    if rng.random() < 0.35:
        index = rng.randrange(len(groups))
        left, right = rng.choice([("(", ")"), ("[", "]"), ("\uff08", "\uff09"), ("(", ") ")])
        groups[index] = left + groups[index] + right
    text = head
    for index, group in enumerate(groups):
        if index or head:
            text += rng.choice(SEPARATORS)
        text += group
    return text


def to_script(text, zero):
    return "".join(chr(zero + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


def shape_scripts(rng, n, reader):
    base = rng.choice([n.international, n.national, n.e164, n.nsn])
    if rng.random() < 0.25:
        text = "".join(chr(rng.choice(SCRIPTS + [48]) + ord(c) - 48) if "0" <= c <= "9" else c for c in base)
    else:
        text = to_script(base, rng.choice(SCRIPTS))
    if rng.random() < 0.4:
        text = text.replace("+", "\uff0b")
    if rng.random() < 0.2:
        text = text.replace(" ", "\u3000").replace("(", "\uff08").replace(")", "\uff09")
    return text


def shape_vanity(rng, n, reader):
    base = rng.choice([n.international, n.national, n.e164, n.national])
    positions = [i for i, c in enumerate(base) if c.isdigit()]
    if n.e164 == base or base == n.international:
        positions = positions[len(str(n.cc)):]
    count = min(rng.randint(3, 7), len(positions))
    if rng.random() < 0.25 and len(positions) > count + 1:
        start = rng.randrange(1, len(positions) - count)
        chosen = positions[start:start + count]
    else:
        chosen = positions[len(positions) - count:]
    wrong = rng.random() < 0.15
    case = rng.choice(["upper", "upper", "lower", "mixed"])
    chars = list(base)
    for i in chosen:
        if wrong:
            letter = rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        elif chars[i] in KEYPAD:
            letter = rng.choice(KEYPAD[chars[i]])
        else:
            continue
        if case == "lower" or (case == "mixed" and rng.random() < 0.5):
            letter = letter.lower()
        chars[i] = letter
    return "".join(chars)


def shape_ext(rng, n, reader):
    base = rng.choice([n.international, n.national, n.e164, n.national])
    pick = rng.random()
    if pick < 0.80:
        return base + rng.choice(EXTENSIONS).format(digits(rng, rng.randint(1, 6)))
    if pick < 0.90:
        return base + rng.choice(EMPTY_EXTENSIONS)
    spec = rng.choice(LONG_EXTENSIONS)
    return base + spec[0] + digits(rng, spec[1]) + (spec[2] if len(spec) > 2 else "")


PLAIN_SHAPES = [("e164", shape_e164), ("international", shape_international), ("national", shape_national),
                ("rfc3966", shape_rfc3966), ("digits", shape_digits)]
DECORATED_SHAPES = [("idd", shape_idd), ("text", shape_text), ("punct", shape_punct),
                    ("separators", shape_separators), ("scripts", shape_scripts), ("vanity", shape_vanity),
                    ("ext", shape_ext)]
ALL_SHAPES = PLAIN_SHAPES + DECORATED_SHAPES


def mutate(rng, nsn, kind):
    """A variant of a national significant number: 'last' changes the last 1-4 digits,
    'short' cuts 1-3, 'long' adds one, 'lead' changes the first 1-2 digits."""
    if kind == "last":
        k = min(rng.randint(1, 4), len(nsn))
        return nsn[:len(nsn) - k] + digits(rng, k)
    if kind == "short":
        k = min(rng.randint(1, 3), len(nsn) - 2)
        return nsn[:len(nsn) - k] if k > 0 else nsn[:-1]
    if kind == "long":
        at = len(nsn) if rng.random() < 0.7 else rng.randrange(1, len(nsn) + 1)
        return nsn[:at] + rng.choice("0123456789") + nsn[at:]
    k = min(rng.randint(1, 2), len(nsn))
    return digits(rng, k) + nsn[k:]


class Cases:
    def __init__(self, rng):
        self.rng = rng
        self.seen = set()
        self.rows = []
        self.shapes = collections.Counter()
        self.valid = collections.Counter()

    def other_region(self, *avoid):
        while True:
            region = self.rng.choice(REGIONS)
            if region not in avoid:
                return region

    def add(self, text, home, shape, reader=None):
        """TEXT read with HOME (when a region), US and READER (an unrelated region)."""
        reader = reader or self.other_region(home, "US")
        readers = [home, "US", reader] if home else ["US", reader, self.other_region(reader, "US")]
        for region in readers:
            if (text, region) in self.seen:
                continue
            self.seen.add((text, region))
            row = verdict(text, region)
            self.rows.append(row)
            self.shapes[shape] += 1
            self.valid[shape] += row[3] == "1"

    def add_shaped(self, number, shape_list):
        name, function = self.rng.choice(shape_list)
        reader = self.other_region(number.home, "US")
        self.add(function(self.rng, number, reader), number.home, name, reader)


def example_bases():
    """(calling code, NSN, region or None) of every example number, per region and type."""
    bases, seen = [], set()
    for region in REGIONS:
        for value, _ in TYPES:
            example = phonenumbers.example_number_for_type(region, value)
            if example is None:
                continue
            key = (region, example.country_code, phonenumbers.national_significant_number(example))
            if key not in seen:
                seen.add(key)
                bases.append(key[1:] + (region,))
    for cc in NON_GEO:
        metadata = PhoneMetadata.metadata_for_nongeo_region(cc)
        for desc in DESCS:
            value = getattr(metadata, desc)
            if value is not None and value.example_number and (cc, value.example_number) not in seen:
                seen.add((cc, value.example_number))
                bases.append((cc, value.example_number, None))
    return bases


def regional_cases(cases, rng):
    """Inputs whose national prefix, carrier code or local form matters."""
    for region in sorted(CARRIER_PREFIXES):
        for value, _ in TYPES:
            example = phonenumbers.example_number_for_type(region, value)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            # The number run together, or grouped as in its international format.
            grouped = " ".join(re.findall(r"\d+", phonenumbers.format_number(
                example, PhoneNumberFormat.INTERNATIONAL))[1:])
            for prefix in rng.sample(CARRIER_PREFIXES[region], min(3, len(CARRIER_PREFIXES[region]))):
                local = rng.choice([nsn, grouped])
                text = prefix + local
                if prefix.endswith("("):
                    text = prefix + nsn[:3] + ") " + nsn[3:]
                cases.add(text, region, "national-prefix")
                if rng.random() < 0.3:
                    cases.add(text[:-rng.randint(1, 3)], region, "national-prefix")
    # Argentina.
    for area, size in AR_AREAS:
        for _ in range(3):
            local = str(rng.randint(2, 9)) + digits(rng, size - 1)
            half = len(local) - 4
            for text in ["+54 9 %s %s %s" % (area, local[:half], local[half:]),
                         "0%s 15 %s-%s" % (area, local[:half], local[half:]),
                         "0 %s 15 %s %s" % (area, local[:half], local[half:]),
                         "+54 %s 15 %s %s" % (area, local[:half], local[half:]),
                         "+54 %s %s-%s" % (area, local[:half], local[half:]),
                         "0%s %s-%s" % (area, local[:half], local[half:]),
                         "15 %s-%s" % (local[:half], local[half:]),
                         "9 %s %s" % (area, local),
                         "+549%s%s" % (area, local)]:
                cases.add(text, "AR", "national-prefix")
    # Mexico: the old mobile 1 and the 01/044/045 prefixes.
    for area, size in MX_AREAS:
        for _ in range(2):
            local = str(rng.randint(1, 9)) + digits(rng, size - 1)
            for text in ["+52 1 %s %s %s" % (area, local[:4], local[4:]), "044 %s %s" % (area, local),
                         "045 (%s) %s-%s" % (area, local[:-4], local[-4:]), "01 %s %s" % (area, local),
                         "+52 %s %s" % (area, local), "%s %s" % (area, local), "1 %s %s" % (area, local)]:
                cases.add(text, "MX", "national-prefix")
    # Russia and Belarus: the 8 trunk prefix and the 8~10 international prefix.
    for text, region in [("8 (495) 123-45-67", "RU"), ("8 912 345-67-89", "RU"), ("8-800-555-35-35", "RU"),
                         ("8 10 44 20 7946 0958", "RU"), ("8~10 1 201 555 0123", "RU"), ("810 49 30 123456", "RU"),
                         ("8 017 123-45-67", "BY"), ("8 029 123 45 67", "BY"), ("8 10 48 22 123 45 67", "BY"),
                         ("8~10 7 495 123 4567", "BY"), ("8 (7172) 12 34 56", "KZ"), ("8 701 123 4567", "KZ"),
                         ("8 (495) 123-45-67", "KZ"), ("8 (017) 123-45-67", "RU"), ("80 29 123 45 67", "BY"),
                         ("+375 (29) 123-45-67", "RU"), ("8 495 1234567", "BY")]:
        cases.add(text, region, "national-prefix")
    # Italy: leading zeros are part of the number.
    for text in ["+39 02 1234 5678", "02 1234 5678", "+39 2 1234 5678", "+39 06 6982", "06 69812345",
                 "+39 312 345 6789", "0039 06 6982 1234", "+390212345678", "0212345678", "212345678",
                 "+39 0 2 1234 5678", "00 39 335 123 4567", "+39 3351234567", "+39 800 123 456", "800 123 456"]:
        cases.add(text, "IT", "national-prefix")
    # The NANP and other regions where a local number is completed by a transform rule.
    for region in REGIONS:
        metadata = PhoneMetadata.metadata_for_region(region)
        if not metadata.national_prefix_transform_rule:
            continue
        for value, _ in TYPES:
            example = phonenumbers.example_number_for_type(region, value)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            for keep in [7, 6, 8, 5]:
                if keep < len(nsn):
                    local = nsn[-keep:]
                    cases.add(local, region, "national-prefix")
                    cases.add("%s-%s" % (local[:3], local[3:]), region, "national-prefix")
                    break
    # NANP: every region's numbers in the usual North American layouts.
    for region in NANP:
        for value, _ in TYPES:
            example = phonenumbers.example_number_for_type(region, value)
            if example is None:
                continue
            nsn = phonenumbers.national_significant_number(example)
            a, e, l = nsn[:3], nsn[3:6], nsn[6:]
            for form in rng.sample(["1-{a}-{e}-{l}", "1 ({a}) {e}-{l}", "({a}) {e}-{l}", "{a}.{e}.{l}",
                                    "+1 {a}-{e}-{l}", "1{a}{e}{l}", "({a}){e}-{l}", "+1 ({a}) {e} {l}",
                                    "{a}/{e}-{l}", "1.{a}.{e}.{l}"], 3):
                cases.add(form.format(a=a, e=e, l=l), region, "nanp")
            other = str(rng.randint(2, 9)) + digits(rng, 2)
            cases.add("(%s) %s-%s" % (a, other, digits(rng, 4)), region, "nanp")


# Input strings of libphonenumber's own unit tests (PhoneNumberUtilTest, AsYouTypeFormatterTest),
# with the region they are parsed with there (ZZ and None replaced by US). Only the inputs are
# taken: the tests run on test metadata, the expectations here come from the real library.
SUITE = [
    ("033316005", "NZ"), ("33316005", "NZ"), ("03-331 6005", "NZ"), ("03 331 6005", "NZ"),
    ("tel:03-331-6005;phone-context=+64", "NZ"), ("tel:331-6005;phone-context=+64-3", "NZ"),
    ("tel:331-6005;phone-context=+64-3", "US"), ("My number is tel:03-331-6005;phone-context=+64", "NZ"),
    ("tel:03-331-6005;phone-context=+64;a=%A1", "NZ"), ("tel:03-331-6005;isub=12345;phone-context=+64", "NZ"),
    ("tel:+64-3-331-6005;isub=12345", "NZ"), ("03-331-6005;phone-context=+64", "NZ"), ("0064 3 331 6005", "NZ"),
    ("01164 3 331 6005", "US"), ("+64 3 331 6005", "US"), ("+01164 3 331 6005", "US"), ("+0064 3 331 6005", "NZ"),
    ("+ 00 64 3 331 6005", "NZ"), ("tel:253-0000;phone-context=www.google.com", "US"),
    ("tel:253-0000;isub=12345;phone-context=www.google.com", "US"),
    ("tel:2530000;isub=12345;phone-context=1-650", "US"), ("tel:2530000;isub=12345;phone-context=1234.com", "US"),
    ("64(0)64123456", "NZ"), ("301/23456", "DE"), ("123-456-7890", "US"), ("+81 *2345", "JP"), ("12", "NZ"),
    ("0123456", "GB"), ("0800 DDA 005", "NZ"), ("0900 DDA 6005", "NZ"), ("0900 332 6005a", "NZ"),
    ("0900 332 600a5", "NZ"), ("0900 332 600A5", "NZ"), ("0900 a332 600A5", "NZ"),
    ("+" * 6000 + "12222-33-244 extensioB 343+", "US"), ("200" * 350 + " extensiOB 345", "US"),
    ("+1 (650) 253-0000", "NZ"), ("011 800 1234 5678", "US"), ("1-650-253-0000", "US"),
    ("0011-650-253-0000", "SG"), ("0081-650-253-0000", "SG"), ("0191-650-253-0000", "SG"),
    ("0~01-650-253-0000", "PL"), ("++1 (650) 253-0000", "PL"), ("\uff0b1 (650) 253-0000", "SG"),
    ("1 (650) 253\u00ad0000", "US"),
    ("\uff0b\uff11\u3000\uff08\uff16\uff15\uff10\uff09\u3000\uff12\uff15\uff13\uff0d\uff10\uff10\uff10\uff10", "SG"),
    ("\uff0b\uff11\u3000\uff08\uff16\uff15\uff10\uff09\u3000\uff12\uff15\uff13\u30fc\uff10\uff10\uff10\uff10", "SG"),
    ("\u1811 \u1816\u1815\u1810 \u1812\u1815\u1813 \u1810\u1810\u1810\u1810", "US"),
    ("+39 02-36618 300", "NZ"), ("02-36618 300", "IT"), ("345 678 901", "IT"),
    ("+54 9 343 555 1212", "AR"), ("0343 15 555 1212", "AR"), ("+54 9 3715 65 4320", "AR"),
    ("03715 15 65 4320", "AR"), ("911 876 54321", "AR"), ("+54 11 8765 4321", "AR"), ("011 8765 4321", "AR"),
    ("+54 3715 65 4321", "AR"), ("03715 65 4321", "AR"), ("+54 23 1234 0000", "AR"), ("023 1234 0000", "AR"),
    ("03715 15 65", "AR"), ("01187654321", "AR"), ("(0) 1187654321", "AR"), ("0 1187654321", "AR"),
    ("(0xx) 1187654321", "AR"), ("011xx5481429712", "US"),
    ("+52 (449)978-0001", "MX"), ("01 (449)978-0001", "MX"), ("(449)978-0001", "MX"),
    ("+52 1 33 1234-5678", "MX"), ("044 (33) 1234-5678", "MX"), ("045 33 1234-5678", "MX"),
    ("This is not a phone number", "NZ"), ("1 Still not a number", "NZ"), ("1 MICROSOFT", "NZ"),
    ("12 MICROSOFT", "NZ"), ("01495 72553301873 810104", "GB"), ("+---", "DE"), ("+***", "DE"),
    ("+*******91", "DE"), ("+49 0", "DE"), ("+210 3456 56789", "NZ"), ("+ 00 210 3 331 6005", "NZ"),
    ("123 456 7890", "US"), ("0044------", "GB"), ("0044", "GB"), ("011", "US"), ("0119", "US"), ("", "US"),
    ("tel:555-1234;phone-context=www.google.com", "US"), ("tel:555-1234;phone-context=1-331", "US"),
    (";phone-context=", "US"), ("+64 3 331 6005", "NZ"), ("\uff0b64 3 331 6005", "US"),
    ("Tel: +64 3 331 6005", "US"), ("+800 1234 5678", "US"), ("+979 123 456 789", "US"),
    ("  tel:03-331-6005;phone-context=+64", "US"), ("tel:03-331-6005;isub=12345;phone-context=+64", "US"),
    ("8123", "BY"), ("81234", "BY"), ("812345", "BY"), ("8123456", "BY"),
    ("03 331 6005 ext 3456", "NZ"), ("03-3316005x3456", "NZ"), ("03-3316005 int.3456", "NZ"),
    ("03 3316005 #3456", "NZ"), ("1800 six-flags", "US"), ("1800 SIX FLAGS", "US"), ("0~0 1800 7493 5247", "PL"),
    ("(1800) 7493.5247", "US"), ("0~0 1800 7493 5247 ~1234", "PL"), ("+44 2034567890x456", "NZ"),
    ("+44 2034567890x456", "GB"), ("+44 2034567890 x456", "GB"), ("+44 2034567890 X456", "GB"),
    ("+44 2034567890 X 456", "GB"), ("+44 2034567890 X    456", "GB"), ("+44 2034567890 x 456    ", "GB"),
    ("+44 2034567890    X 456", "GB"), ("+44-2034567890;ext=456", "GB"),
    ("tel:2034567890;ext=456;phone-context=+44", "US"), ("+442034567890\uff45\uff58\uff54\uff4e456", "GB"),
    ("+442034567890\uff58\uff54\uff4e456", "GB"), ("+442034567890\uff58\uff54456", "GB"),
    ("(800) 901-3355 x 7246433", "US"), ("(800) 901-3355 , ext 7246433", "US"), ("(800) 901-3355 ; 7246433", "US"),
    ("(800) 901-3355;7246433", "US"), ("(800) 901-3355 ,extension 7246433", "US"),
    ("(800) 901-3355 ,extensi\u00f3n 7246433", "US"), ("(800) 901-3355 ,extensio\u0301n 7246433", "US"),
    ("(800) 901-3355 , 7246433", "US"), ("(800) 901-3355 ext: 7246433", "US"),
    ("8 (423) 202-25-11, \u0434\u043e\u0431. 100", "RU"), ("8 (423) 202-25-11 \u0434\u043e\u0431. 100", "RU"),
    ("8 (423) 202-25-11, \u0434\u043e\u0431 100", "RU"), ("8 (423) 202-25-11 \u0434\u043e\u0431 100", "RU"),
    ("8 (423) 202-25-11\u0434\u043e\u0431100", "RU"), ("8 (423) 202-25-11, \u0414\u041e\u0411. 100", "RU"),
    ("(212)123-1234 x508/x1234", "US"), ("(212)123-1234 x508/ x1234", "US"), ("(212)123-1234 x508\\x1234", "US"),
    ("+1 (645) 123 1234-910#", "US"), ("+1 (645) 123 1234 ext. 910#", "US"),
    ("tel:+6433316005;ext=0", "NZ"), ("tel:+6433316005;ext=01234567890123456789", "NZ"),
    ("tel:+6433316005;ext=012345678901234567890", "NZ"), ("03 3316005ext:1", "NZ"),
    ("03 3316005 xtn:12345678901234567890", "NZ"), ("03 3316005 extension\t12345678901234567890", "NZ"),
    ("03 3316005 xtensio:12345678901234567890", "NZ"), ("03 3316005 xtensi\u00f3n, 12345678901234567890#", "NZ"),
    ("03 3316005extension.12345678901234567890", "NZ"), ("03 3316005 \u0434\u043e\u0431:12345678901234567890", "NZ"),
    ("03 3316005 extension 123456789012345678901", "NZ"), ("+12679000000,,123456789012345#", "US"),
    ("+12679000000;123456789012345#", "US"), ("+442034000000,,123456789#", "GB"),
    ("+12679000000,,1234567890123456#", "US"), ("03 3316005 x 123456789", "NZ"), ("03 3316005 x. 123456789", "NZ"),
    ("03 3316005 #123456789#", "NZ"), ("03 3316005 ~ 123456789", "NZ"), ("03 3316005 ~ 1234567890", "NZ"),
    ("+1123-456-7890 666666#", "US"), ("+11234567890-6#", "US"), ("+1123-456-7890 7777777#", "US"),
    ("800 six-flags", "US"), ("1800 six-flag", "US"), ("+1800 six-flag", "NZ"), ("001800 six-flag", "NZ"),
    ("08122123456", "KR"), ("011", "AU"), ("001", "AU"), ("000", "AU"), ("0000", "AU"),
    ("1", "US"), ("1+1+1", "US"), ("80+0", "US"), ("00", "US"), ("111", "US"), ("0800-4-pizza", "NZ"),
    ("0800-4-PIZZA", "NZ"), ("08-PIZZA", "NZ"), ("8-PIZZA", "NZ"), ("12. March", "US"), ("1\u300034", "US"),
    ("1\u30003+4", "US"), ("\uff081\uff09\u30003456789", "US"), ("+1\uff09\u30003456789", "US"),
    ("Tel:0800-345-600", "NZ"), ("Tel:0800 FOR PIZZA", "NZ"), ("Tel:+800-345-600", "US"),
    ("\uff10\uff12\uff13", "US"), ("Num-\uff11\uff12\uff13", "US"), ("Num-....", "US"), ("(650) 253-0000", "US"),
    ("(650) 253-0000..- ..", "US"), ("(650) 253-0000.", "US"), ("(650) 253-0000\u200f", "US"),
    ("+64 03 331-6005", "NZ"), ("+64 03331 6005", "US"), ("+80012345678", "US"), ("+643 331-6005", "US"),
    ("+64033316005", "US"), ("tel:+64-3-331-6005;isub=123", "US"), ("+1800 siX-Flags", "US"),
    ("+1 800 7493 5247", "US"), ("+64 3 331-6005 extn 1234", "US"), ("+6433316005#1234", "US"),
    ("+64 3 331-6005 ext. 1234", "US"), ("+6433316005;1234", "US"), ("+7 423 202-25-11 ext 100", "US"),
    ("+7 4232022511 \u0434\u043e\u0431. 100", "US"), ("+6403 331 6005", "US"), ("+9991234567", "US"),
    ("asdfasdf", "US"), ("03 331 6005", "NZ"), ("0116433316005#1235", "US"), ("tel:+64-3-331-6005;ext=1235", "US"),
    ("3 331 6005#1234", "NZ"), ("4", "US"), ("+43", "US"), ("Dog", "US"),
    ("tel:03-331-6005;isub=1234;phone-context=abc.nz", "NZ"), ("(64-3) 331 6005", "NZ"), ("1 650 253 0000", "US"),
    ("6502530000", "US"), ("+1 650-253 0000", "US"), ("+16433316005", "US"), ("+6133316005", "US"),
    ("+1 650 253 00000", "US"), ("(650) 253-00000", "US"), ("I want a Pizza", "US"), ("253-000", "US"),
    ("1 3000", "GB"), ("+44 300", "GB"), ("+800 1234 5678 9", "US"), ("011112-3456789", "US"),
    ("+6423456789", "US"), ("2345-6789", "US"), ("0119991123456789", "US"), ("(1 610) 619 4466", "US"),
    ("(1 610) 619 446", "US"), ("(1 610) 619", "US"), ("0034567700-3898003", "DE"), ("0090112-3123", "US"),
    ("650 253 2222", "US"), ("650 2532", "US"), ("1 650 253 2222", "US"), ("011 44 6 123 123 123", "US"),
    ("011 54 9 11 2312 1234", "US"), ("011 244 280 000 000", "US"), ("+48 88 123 12 12", "US"),
    ("+81 90 12 345 6789", "US"), ("+819012345678901", "US"), ("8 819 012", "BY"), ("88190123", "BY"),
    ("99999 12 345", "BY"), ("*121#", "US"), ("800 MY APPLE", "US"), ("165025322222", "US"), ("650253222;2", "US"),
    ("650-253-2222", "US"), ("011 48 88 123 12 12", "US"), ("+1650253222;", "US"), ("020 7031 3000", "GB"),
    ("080 7031 3000", "GB"), ("+82 51-234-5678", "KR"), ("+82 2 531 5678", "KR"),
]

ISSUE_EXAMPLES = ["835.337.4068x", "(201) 555-0123;", "+1-809-234-5678,", "(784) 266 1234?", "tel:+1-246-250-1761",
                  "Tel: 268-480-1234", "++1 (264) 724-1327", "011 1 518 287 1212",
                  "\uff12\uff10\uff11\uff15\uff15\uff15\uff10\uff11\uff12\uff13",
                  "\u0662\u0660\u0661\u0665\u0665\u0665\u0660\u0661\u0662\u0663", "13452221234 ext: 99", "3100297",
                  "+1(246)2501234,12", "+44 20 7946 0958"]


def write(path, rows, title):
    with path.open("w", encoding="utf-8", newline="\n") as out:
        out.write("# %s: generated by scripts/generate-phone-world-fixtures.py with phonenumbers %s, seed %d; "
                  "columns: %s\n" % (title, phonenumbers.__version__, SEED, " ".join(COLUMNS)))
        for row in rows:
            assert len(row) == 10 and all("\t" not in c and "\n" not in c and "\r" not in c for c in row), row
            out.write("\t".join(row) + "\n")


def main():
    rng = random.Random(SEED)
    cases = Cases(rng)

    for cc, nsn, home in example_bases():
        number = Number(cc, nsn, home)
        for name, function in PLAIN_SHAPES:
            reader = cases.other_region(home, "US")
            cases.add(function(rng, number, reader), home, name, reader)
        for _ in range(2):
            cases.add_shaped(number, DECORATED_SHAPES)
        for kind in ["last", "last", "short", "long", "lead"]:
            variant = mutate(rng, nsn, kind)
            cases.add_shaped(Number(cc, variant, home), ALL_SHAPES)
    for region in REGIONS:
        invalid = phonenumbers.invalid_example_number(region)
        if invalid is not None:
            number = Number(invalid.country_code, phonenumbers.national_significant_number(invalid), region)
            cases.add_shaped(number, ALL_SHAPES)
            cases.add(number.e164, region, "e164")

    regional_cases(cases, rng)
    for text, region in SUITE:
        cases.add(text, region, "suite")
    for text in GARBAGE:
        cases.add(text, "US", "garbage")
    for text in ISSUE_EXAMPLES:
        cases.add(text, "US", "issue")

    rows = cases.rows
    FIXTURES.mkdir(parents=True, exist_ok=True)
    write(OUT, rows, "phone world cases")

    issue_rows = [verdict(text, "US") for text in ISSUE_EXAMPLES] + [verdict("3100297", "CA")]
    write(ISSUE_OUT, issue_rows, "phone issue examples, read with US (and 3100297 with CA)")

    valid = sum(row[3] == "1" for row in rows)
    failed = sum(row[2] != "ok" for row in rows)
    regions = {row[1] for row in rows}
    home_regions = {row[4] for row in rows if row[3] == "1"}
    errors = collections.Counter(row[2] for row in rows if row[2] != "ok")
    print("wrote %s: %d rows, %d bytes; %d reading regions of %d, valid numbers of %d regions; "
          "valid %.1f%%, parse failures %.1f%% (%s)"
          % (OUT.relative_to(ROOT), len(rows), OUT.stat().st_size, len(regions), len(REGIONS), len(home_regions),
             100.0 * valid / len(rows), 100.0 * failed / len(rows),
             ", ".join("%s %d" % item for item in sorted(errors.items()))), file=sys.stderr)
    missing = sorted(set(REGIONS) - home_regions)
    if missing:
        print("regions region_code_for_number never gives a valid number: %s" % " ".join(missing),
              file=sys.stderr)
    print("rows per shape (share valid): " + ", ".join(
        "%s %d (%d%%)" % (shape, count, round(100.0 * cases.valid[shape] / count))
        for shape, count in sorted(cases.shapes.items())), file=sys.stderr)
    print("wrote %s: %d rows" % (ISSUE_OUT.relative_to(ROOT), len(issue_rows)), file=sys.stderr)
    for row in issue_rows:
        print("  %-28s %s %s valid=%s %s %s" % (row[0], row[1], row[2], row[3], row[4], row[8]), file=sys.stderr)


if __name__ == "__main__":
    main()
