#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/phone-as-you-type.tsv: libphonenumber's
AsYouTypeFormatter, character by character, as python phonenumbers runs it.

Each line after the `# ` header is one case, three tab-separated columns:

    REGION  TYPED  STEPS

REGION is the region given to `AsYouTypeFormatter(REGION)` (a region of SUPPORTED_REGIONS,
or `ZZ` / `001` for the formatter's empty metadata). TYPED is what is typed, escaped:
backslash as `\\\\`, tab as `\\t`, newline as `\\n`, carriage return as `\\r` (nothing else;
the file is UTF-8). STEPS is the formatter's output after each character of TYPED (python
feeds one code point at a time: `input_digit(c)` for every `c` in TYPED), each escaped like
TYPED, joined by U+001F (TYPED never contains U+001F).

The cases: for every region of SUPPORTED_REGIONS, libphonenumber's example number of each
type, typed as E.164 (`+442079460958`, in its own region or another), as national digits
with the national prefix (the digits of `format_number(NATIONAL)`), as the NATIONAL format
with its punctuation, as the bare national significant number, and after an international
prefix (`011` typed in US, `00` in a region that dials it, or another region's own prefix),
some with a digit too many; the example numbers of the non-geographic calling codes;
random digit strings; numbers with letters, punctuation and other scripts' digits; and the
inputs of libphonenumber's AsYouTypeFormatterTest (inputs and regions only: the outputs here
are those of the real library and its real metadata, not of the test metadata).

The run is deterministic (fixed SEED, regions in sorted order). Rows on which python raises
are left out (and counted on stderr; there are none with 9.0.43).

Run by hand (CI never runs this; the tests only read the file it writes):
    python3 -m venv /tmp/pn && /tmp/pn/bin/pip install phonenumbers==9.0.43
    /tmp/pn/bin/python scripts/generate-phone-as-you-type-fixtures.py
"""
import collections
import pathlib
import random
import re
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter, PhoneMetadata, PhoneNumberFormat, PhoneNumberType

SEED = 20261124
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/FieldCheckTests/Fixtures/phone-as-you-type.tsv"
COLUMNS = ["REGION", "TYPED", "STEPS"]
STEP_SEPARATOR = "\x1f"

REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)
NON_GEO = sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN,
         PhoneNumberType.VOICEMAIL]
# Zero of each digit script used: fullwidth, Arabic-Indic, Eastern Arabic-Indic, Devanagari, Thai.
SCRIPTS = [0xFF10, 0x0660, 0x06F0, 0x0966, 0x0E50]

# The inputs of libphonenumber's AsYouTypeFormatterTest (python-phonenumbers'
# asyoutypetest.py), one typed string per formatter run (between clear() calls).
LIBRARY_TESTS = [
    ("ZZ", "+48881231212"), ("ZZ", "650253"), ("ZZ", "+48881231+2"), ("ZZ", "+819012345678901"),
    ("BY", "88190123"), ("BY", "9999912345"),
    ("US", "6502532222"), ("US", "16502532222"), ("US", "011446123123123"), ("US", "0115491123121234"),
    ("US", "011244280000000"), ("US", "+48881231212"), ("US", "011422123"),
    ("US", "\uff16\uff15\uff10\uff12\uff15\uff13\uff12\uff12\uff12\uff12"), ("US", "*121#"),
    ("US", "800 MY APPLE"), ("US", "1650253222222"), ("US", "650253222;2"), ("US", "650-253-2222"),
    ("US", "01148881231212"), ("US", "+1650253222"), ("US", "+1650253222;"),
    ("GB", "02070313000"), ("GB", "08070313000"), ("GB", "09070313000"), ("NZ", "021123456"),
    ("DE", "0301234"), ("DE", "041341234"), ("DE", "080212345"), ("DE", "0016502532222"),
    ("AR", "01170313000"), ("AR", "+5491123121234"),
    ("KR", "+82512345678"), ("KR", "+8225315678"), ("KR", "+82236655678"), ("KR", "02114"),
    ("KR", "021300"), ("KR", "0114567890"), ("KR", "01198767890"),
    ("MX", "+528001234567"), ("MX", "+525512345678"), ("MX", "+522123456789"), ("MX", "+5215512345678"),
    ("MX", "+5215412345678"), ("US", "+800123456789"),
    ("JP", "+815023456789"), ("JP", "+81222125678"), ("JP", "011113"), ("JP", "+81333225678"),
    ("AU", "001116502532222"), ("AU", "00118133325678"), ("AU", "0011244250253222"),
    ("KR", "0030016502532222"), ("KR", "0881198767890"), ("KR", "085001198767890"),
    ("SG", "77777798767890"), ("AO", "333333"),
    ("AU", "1234567890"), ("AU", "+611234567890"), ("AU", "0212345678"), ("AU", "212345678"),
    ("AU", "+61212345678"),
    ("KR", "111"), ("KR", "114"), ("KR", "13121234"), ("KR", "+8213121234"),
    ("MX", "911"), ("MX", "8001234567"), ("IT", "333333"), ("US", "101"), ("US", "112"), ("US", "122"),
    ("KR", "0070012345678901234567"), ("CN", "+8698812345"), ("AR", "101"),
]

# Typed with letters, punctuation and other stray characters (and a few inputs that are all
# stray), each with the regions listed.
STRAY = [
    ("US", "(650) 253-0000"), ("US", "650.253.0000"), ("US", "+1 650 253 0000"), ("US", "1-800-FLOWERS"),
    ("US", "800MYAPPLE"), ("US", "+1650253000O"), ("US", "650 253 0000 ext. 12"), ("US", "6502530000x12"),
    ("US", "6502530000#"), ("US", "#6502530000"), ("US", "*67 650 253 0000"), ("US", "++16502530000"),
    ("US", "+\uff0b16502530000"), ("US", "\uff0b16502530000"), ("US", "\uff0b4420794609"),
    ("GB", "\uff0b4420794609"), ("US", " 6502530000"), ("US", "6502530000 "), ("US", "650\t253\t0000"),
    ("US", "650\\253\\0000"), ("US", "650\n2530000"), ("US", "tel:+16502530000"), ("US", "abc"),
    ("US", "+"), ("US", "++"), ("US", "+-"), ("US", "-"), ("US", "0"), ("US", "00"), ("US", "01"),
    ("US", "011"), ("US", "+0"), ("US", "+00"), ("US", "+01234"), ("US", "1"), ("US", "11"),
    ("US", "\u0666\u0665\u0660\u0662\u0665\u0663\u0660\u0660\u0660\u0660"),
    ("EG", "\u0660\u0661\u0660\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667"),
    ("IR", "\u06f0\u06f9\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9"),
    ("IN", "\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660"),
    ("IN", "+\u0669\u0661\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660"),
    ("TH", "\u0e50\u0e52\u0e51\u0e52\u0e53\u0e54\u0e55\u0e56\u0e57"),
    ("IN", "\u096f\u0968\u0967\u0966\u0967\u0968\u0969\u096a\u096b\u096c"),
    ("US", "6\u00b250253\u00b9000"), ("US", "650\u00bd2530000"), ("US", "65\u2460253"),
    ("GB", "+44 (0) 20 7946 0958"), ("GB", "+44(0)2079460958"), ("GB", "020-7946-0958"),
    ("GB", "07700 900123"), ("GB", "+4420 7946 0958"), ("GB", "0044 20 7946 0958"),
    ("DE", "+49 (30) 123456"), ("DE", "030/123456"), ("FR", "01 23 45 67 89"), ("FR", "+33 (0)1 23 45 67 89"),
    ("JP", "03-1234-5678"), ("JP", "\uff10\uff13\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18"),
    ("CN", "\uff0b\uff18\uff16\uff11\uff13\uff18\uff10\uff10\uff11\uff13\uff18\uff10\uff10\uff10"),
    ("BR", "(11) 96123-4567"), ("BR", "0xx11 96123 4567"), ("RU", "8 (912) 345-67-89"),
    ("RU", "8\u2011912\u2011345\u20116789"), ("IT", "+39 06 1234 5678"), ("ES", "+34\u00a0912\u00a0345\u00a0678"),
    ("US", "650 \u0301253"), ("US", "650\u0301253"), ("US", "\U0001f4de6502530000"), ("US", "6502530000\U0001f600"),
    ("ZZ", "+44 20 7946 0958"), ("ZZ", "abc+44"), ("001", "+80012345678"), ("001", "80012345678"),
    ("gb", "02079460958"), ("us", "6502530000"), ("XX", "6502530000"), ("", "+442079460958"),
]


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def run(region, typed):
    """The formatter's output after each code point of TYPED."""
    formatter = AsYouTypeFormatter(region)
    return [formatter.input_digit(char) for char in typed]


def digits_only(text):
    return "".join(ch for ch in text if ch.isdigit())


class Rows:
    def __init__(self):
        self.rows = []
        self.seen = set()
        self.kinds = collections.Counter()
        self.raised = collections.Counter()

    def add(self, region, typed, kind):
        if not typed or (region, typed) in self.seen:
            return
        assert STEP_SEPARATOR not in typed and "\r" not in typed
        self.seen.add((region, typed))
        try:
            steps = run(region, typed)
        except Exception as error:  # python's own failure: no truth to compare with
            self.raised[type(error).__name__] += 1
            return
        self.kinds[kind] += 1
        self.rows.append([region, escape(typed), STEP_SEPARATOR.join(escape(step) for step in steps)])


def idd_of(region):
    """What a caller in REGION dials before a calling code: the preferred international
    prefix, or the prefix itself when it is plain digits; None otherwise."""
    metadata = PhoneMetadata.metadata_for_region(region)
    preferred = metadata.preferred_international_prefix
    if preferred and re.fullmatch(r"\d+", preferred):
        return preferred
    if metadata.international_prefix and re.fullmatch(r"\d+", metadata.international_prefix):
        return metadata.international_prefix
    return None


def main():
    rng = random.Random(SEED)
    rows = Rows()
    dials_00 = [r for r in REGIONS if re.fullmatch(PhoneMetadata.metadata_for_region(r).international_prefix or "NA", "00")]
    own_idd = [(r, idd_of(r)) for r in REGIONS if idd_of(r) and idd_of(r) != "00"]

    def elsewhere(home):
        pick = rng.random()
        if pick < 0.55:
            return home
        if pick < 0.7:
            return "US"
        if pick < 0.73:
            return "ZZ"
        return rng.choice(REGIONS)

    for region in REGIONS:
        for kind in TYPES:
            number = phonenumbers.example_number_for_type(region, kind)
            if number is None:
                continue
            cc = number.country_code
            nsn = phonenumbers.national_significant_number(number)
            national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
            rows.add(elsewhere(region), "+%d%s" % (cc, nsn), "e164")
            rows.add(region, digits_only(national), "national digits")
            rows.add(region, national, "national")
            if rng.random() < 0.3:
                rows.add(region, nsn, "nsn")
            if rng.random() < 0.2:
                rows.add(region, digits_only(national) + str(rng.randrange(10)), "national too long")
            if rng.random() < 0.2:
                rows.add(rng.choice([region, "US"]), "+%d%s%d" % (cc, nsn, rng.randrange(10)), "e164 too long")
            pick = rng.random()
            if pick < 0.3:
                rows.add("US", "011%d%s" % (cc, nsn), "idd US")
            elif pick < 0.55:
                rows.add(rng.choice(dials_00), "00%d%s" % (cc, nsn), "idd 00")
            elif pick < 0.65:
                caller, idd = rng.choice(own_idd)
                rows.add(caller, "%s%d%s" % (idd, cc, nsn), "idd other")

    for code in NON_GEO:
        metadata = PhoneMetadata.metadata_for_nongeo_region(code)
        for desc in [metadata.general_desc, metadata.toll_free, metadata.premium_rate, metadata.shared_cost,
                     metadata.voip, metadata.uan, metadata.mobile, metadata.fixed_line]:
            example = desc.example_number if desc is not None else None
            if not example:
                continue
            rows.add(rng.choice(["US", "GB", "DE", "ZZ", "JP"]), "+%d%s" % (code, example), "non-geo")
            rows.add("US", "011%d%s" % (code, example), "non-geo idd")
            rows.add(rng.choice(dials_00), "00%d%s" % (code, example), "non-geo idd")

    for region, typed in LIBRARY_TESTS:
        rows.add(region, typed, "libphonenumber test")
    for region, typed in STRAY:
        rows.add(region, typed, "stray")

    # Random digit strings, most after a +, an international or a national prefix.
    for _ in range(420):
        region = rng.choice(REGIONS + ["US"] * 20 + ["ZZ"] * 3)
        body = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 17)))
        lead = rng.choice(["", "", "+", "+", "0", "00", "1", "011", "8", "+1", "+44"])
        rows.add(region, lead + body, "random")

    # Example numbers with stray characters or other scripts' digits mixed in.
    for _ in range(260):
        region = rng.choice(REGIONS)
        number = phonenumbers.example_number_for_type(region, rng.choice(TYPES[:3]))
        if number is None:
            continue
        text = rng.choice([
            phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
            phonenumbers.format_number(number, PhoneNumberFormat.E164),
            digits_only(phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)),
        ])
        pick = rng.randrange(5)
        if pick == 0:
            zero = rng.choice(SCRIPTS)
            text = "".join(chr(zero + int(ch)) if ch.isdigit() and rng.random() < 0.7 else ch for ch in text)
        elif pick == 1:
            at = rng.randrange(1, len(text) + 1)
            text = text[:at] + rng.choice(["-", " ", ".", "/", "(", ")", "x", "#", "*", ";", "a", "Z", "\u00a0",
                                           "\u2013", "+", "\t", "\\", "\u3000"]) + text[at:]
        elif pick == 2:
            text = rng.choice(["(", " ", "tel:", "#", "*", "\u200e"]) + text
        elif pick == 3:
            text = text + rng.choice([" ext 12", "x9", "#", ";", ",", " ", "a"])
        else:
            text = text.replace("+", "\uff0b", 1) if text.startswith("+") else "\uff0b" + text
        rows.add(rng.choice([region, region, "US"]), text, "mixed")

    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8", newline="\n") as out:
        out.write("# phone as-you-type cases: generated by scripts/generate-phone-as-you-type-fixtures.py with "
                  "phonenumbers %s, seed %d; columns: %s (steps joined by U+001F)\n"
                  % (phonenumbers.__version__, SEED, " ".join(COLUMNS)))
        for row in rows.rows:
            assert all("\t" not in c and "\n" not in c and "\r" not in c for c in row), row
            out.write("\t".join(row) + "\n")
    print("wrote %s: %d rows, %d bytes" % (OUT, len(rows.rows), OUT.stat().st_size), file=sys.stderr)
    for kind, count in sorted(rows.kinds.items()):
        print("  %-22s %d" % (kind, count), file=sys.stderr)
    if rows.raised:
        print("  left out (python raised): %s" % dict(rows.raised), file=sys.stderr)


if __name__ == "__main__":
    main()
