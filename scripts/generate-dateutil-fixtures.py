#!/usr/bin/env python3
r"""Writes Tests/FieldCheckTests/Fixtures/dateutil-parse.tsv: texts read by python-dateutil's
free-form parser, as frictionless 5.21 reads `date`, `time` and `datetime` cells with
`"format": "any"`.

Each line after the `#` header is `INPUT<TAB>RESULT`:
- INPUT is the text, escaped: backslash as `\\`, tab `\t`, newline `\n`, carriage return
  `\r`, any other control character (general category Cc) as `\xNN`, and a `#` that
  begins the text as `\x23` (so that only comment lines begin with `#`); the file is UTF-8;
- RESULT is `error` when `dateutil.parser.parse(INPUT, default=datetime(2026, 11, 27))`
  raises (any exception), else the datetime as `YYYY-MM-DDTHH:MM:SS.ffffff`, followed by
  its offset `+HH:MM` (`+00:00` for UTC, `:SS` added if not whole minutes; hours may have
  more than two digits: dateutil keeps an offset of 24 hours or more) or by nothing when
  it is naive. Warnings (a time zone name it does not know) are silenced: the value is naive.

The run is made independent of the machine and the day: the local zone is UTC (dateutil
gives the local zone to a name in `time.tzname`; with UTC that is only `UTC`, offset 0
anyway) and the parser's current year, which places two-digit years, is 2026 (the default
day's year: fieldcheck uses today's date for both).

Inputs (fixed SEED): every string literal of dateutil's own tests for the parser
(tests/test_parser.py, tests/test_isoparser.py and tests/property/test_parser_prop.py of
the sdist, downloaded with pip into a temporary directory, or read from --sdist DIR) and
the strings those tests build with strftime; then the shapes people paste into a date
column (numeric layouts, month and weekday names, times, am/pm, h/m/s, ordinals, offsets
and zone names, invalid days and times, two- and three-digit years, Unicode digits and
spaces, huge numbers, junk); then layouts combined with random dates, times and zones;
then seeded random mutations of all of these (a character inserted, deleted or replaced,
from digits, letters and `-/.:, T+Z`).

Run by hand (CI never runs this; the tests only read the file it writes; the sdist
download needs the network):
    /tmp/fl/bin/python scripts/generate-dateutil-fixtures.py
where /tmp/fl is a venv with `pip install frictionless==5.21.0 python-dateutil==4.0.0`.
"""
import argparse
import ast
import datetime
import os
import pathlib
import random
import subprocess
import sys
import tarfile
import tempfile
import time
import warnings

os.environ["TZ"] = "UTC"
time.tzset()

import dateutil  # noqa: E402
from dateutil import parser as dateutil_parser  # noqa: E402

SEED = 20261127
DEFAULT = datetime.datetime(2026, 11, 27)
MUTATIONS = 5000
ALPHABET = "0123456789" + "abmpstzADFJMNOSTZ" + "-/.:, T+Z"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests/FieldCheckTests/Fixtures/dateutil-parse.tsv"
TEST_FILES = ["tests/test_parser.py", "tests/test_isoparser.py", "tests/property/test_parser_prop.py"]

# The parser's idea of the current year (parserinfo reads time.localtime() once).
dateutil_parser._parser.DEFAULTPARSER.info._year = DEFAULT.year
dateutil_parser._parser.DEFAULTPARSER.info._century = DEFAULT.year // 100 * 100

rng = random.Random(SEED)


def label(text):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            value = dateutil_parser.parse(text, default=DEFAULT)
    except Exception:
        return "error"
    out = "%04d-%02d-%02dT%02d:%02d:%02d.%06d" % (value.year, value.month, value.day, value.hour,
                                                 value.minute, value.second, value.microsecond)
    if value.tzinfo is None:
        return out
    # The zone's own utcoffset: datetime.utcoffset() would refuse 24 hours or more.
    seconds = int(value.tzinfo.utcoffset(value).total_seconds())
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    out += "%s%02d:%02d" % (sign, hours, minutes)
    if secs:
        out += ":%02d" % secs
    return out


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
# dateutil's own tests

def sdist_tests(sdist_dir):
    """The test files of the installed version's sdist, as {path: source}."""
    if sdist_dir is None:
        temp = tempfile.mkdtemp(prefix="dateutil-sdist-")
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                        "python-dateutil==%s" % dateutil.__version__, "-d", temp], check=True)
        archive = next(pathlib.Path(temp).glob("python_dateutil-*.tar.gz"))
        with tarfile.open(archive) as tar:
            tar.extractall(temp, filter="data")
        sdist_dir = next(p for p in pathlib.Path(temp).iterdir() if p.is_dir())
    sources = {}
    for name in TEST_FILES:
        path = pathlib.Path(sdist_dir) / name
        if path.exists():
            sources[name] = path.read_text(encoding="utf-8")
    if "tests/test_parser.py" not in sources:
        sys.exit("no tests/test_parser.py in %s" % sdist_dir)
    return sources


def test_strings(sources):
    strings = []
    for source in sources.values():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) <= 200:
                strings.append(node.value)
    # What test_ybd and the round-trip tests build with strftime, ctime and isoformat.
    actual = datetime.datetime(2003, 9, 25)
    for sep in ["-", " ", "/", "."]:
        for month in ["%b", "%B"]:
            for day in ["%d", "%-d"]:
                for perm in [("%Y", month, day), ("%Y", day, month), (month, "%Y", day),
                             (month, day, "%Y"), (day, "%Y", month), (day, month, "%Y")]:
                    strings.append(actual.strftime(sep.join(perm)))
    for sep in ["-", ".", "/", " "]:
        strings.append(datetime.datetime(2003, 9, 10).strftime(sep.join(["%d", "%m", "%Y"])))
        strings.append(datetime.datetime(2010, 9, 3).strftime(sep.join(["%Y", "%m", "%d"])))
    for _ in range(60):
        dt = random_datetime()
        strings.append(dt.ctime())
        strings.append(dt.isoformat())
        strings.append(dt.replace(microsecond=rng.randrange(1000000)).isoformat())
        strings.append(dt.replace(tzinfo=datetime.timezone(datetime.timedelta(minutes=rng.randrange(-720, 841, 15)))).isoformat())
    return strings


# ---------------------------------------------------------------------------------------
# Shapes people paste into a date column

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def random_datetime():
    year = rng.choice([rng.randint(1, 9999), rng.randint(1900, 2100), 2024, 2000, 1999])
    month = rng.randint(1, 12)
    day = rng.randint(1, 31)
    while True:
        try:
            return datetime.datetime(year, month, day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
        except ValueError:
            day -= 1


def hand_picked():
    cases = [
        # Numeric layouts.
        "2024-02-29", "29/02/2024", "02/29/2024", "02/29/24", "29.02.2024", "2024.2.9", "2024/2/9", "2024-2-9",
        "20240229", "240229", "290224", "022924", "2024 02 29", "29 02 2024", "2024-02", "02-2024", "2024/02",
        "2-29", "29-2", "2/29", "12/11", "11/12", "13/12", "12/13", "31/12", "12/31", "1/2/3", "01/02/03",
        "99/01/01", "01/99/01", "01/01/99", "32/01/01", "2024-13-01", "2024-00-10", "2024-01-00",
        "2024-02-30", "2023-02-29", "1900-02-29", "2000-02-29", "2024-04-31", "2024-01-32", "2024-1-1",
        "0001-01-01", "9999-12-31", "10000-01-01", "0000-01-01", "0000-06-20", "0-100", "0099-01-01",
        "0031-01-01", "0003-03-04", "100-01-01", "999-12-31", "1-1-1", "01-1-1", "1.1.1", "1 1 1",
        "2024-02-29T13:45:00", "2024-02-29T13:45:00Z", "2024-02-29T13:45:00z", "2024-02-29 13:45:00",
        "2024-02-29T13:45:00+05:30", "2024-02-29T13:45:00-0800", "2024-02-29T13:45:00+05",
        "2024-02-29T13:45:00.123456", "2024-02-29T13:45:00.1234567", "2024-02-29T13:45:00,5",
        "2024-02-29T13:45:00.000001Z", "2024-02-29T13:45", "2024-02-29T13", "2024-02-29T1", "2024-02-29T",
        "2024-02-29T24:00:00", "2024-02-29T23:59:60", "2024-02-29T23:59:61", "2024-02-29T23:60",
        "2024-02-29T25:00", "20240229T134500", "20240229T1345", "20240229T13", "20240229134500",
        "202402291345", "2024022913", "20240229T134500.5", "20240229T134500Z", "20240229T134500+0530",
        "2024-02-29T13:45:00 +05:30", "2024-02-29 13:45:00 GMT+3", "2024-02-29 13:45 GMT-3",
        "2024-02-29 13:45 UTC+3", "2024-02-29 13:45 UTC", "2024-02-29 13:45 GMT", "2024-02-29 13:45 Z",
        "2024-02-29 13:45 EST", "2024-02-29 13:45 PST", "2024-02-29 13:45 BST", "2024-02-29 13:45 CET",
        "2024-02-29 13:45 CEST", "2024-02-29 13:45 AEST", "2024-02-29 13:45 ABCDEF", "2024-02-29 13:45 utc",
        "2024-02-29 13:45 -03:00 (BRST)", "2024-02-29 13:45 -0300 (UTC)", "2024-02-29 13:45 +0000 (EST)",
        "2024-02-29 13:45 +00:00", "2024-02-29 13:45 -00:00", "2024-02-29 13:45 +24:00",
        "2024-02-29 13:45 +99:99", "2024-02-29 13:45 +9999", "2024-02-29 13:45 +123",
        "2024-02-29 13:45 +", "2024-02-29 13:45 +5", "2024-02-29 13:45 -5:", "2024-02-29 13:45 +05:",
        "2024-02-29 13:45 +0530 +0100", "13:45 +0530", "+0530", "13:45 EST EDT", "13:45 UTC GMT",
        "13:45 GMT+0530", "13:45 Z+1", "13:45 z", "13:45 zz", "Z", "UTC", "EST",
        # Names.
        "29-Feb-2024", "29-feb-2024", "29-FEB-2024", "Feb-29-2024", "2024-Feb-29", "Feb 29 2024", "Feb 29, 2024",
        "February 29, 2024", "29 February 2024", "29 Feb 2024", "Thursday, 29 February 2024",
        "Thu, 29 Feb 2024 13:45:00 +0000", "Thu Feb 29 13:45:00 2024", "Thu Feb 29 13:45:00 UTC 2024",
        "Thursday 29th February 2024", "29th of February 2024", "February the 29th, 2024", "Feb. 29, 2024",
        "Sept 5 2024", "Sept. 5, 2024", "Sep.5.2024", "5.Sep.2024", "2024.Sep.5", "Jan 2024", "2024 Jan",
        "Jan of 24", "Jan of 2024", "Jan of x", "Jan of ²", "January of 1999", "1st", "2nd", "3rd", "4th",
        "1st of May", "May 1st", "May 2nd 2024", "May 3rd, 2024 at 10am", "on May 4th", "May 5th at noon",
        "noon", "midnight", "12 noon", "Feb 29", "Feb 28", "Feb 30", "31 Nov", "Nov 31", "31 Nov 2024",
        "30 Nov", "31", "32", "0", "00", "1", "12", "13", "24", "31.5", "1.5", "12.5", "100.5", "November",
        "Nov", "nov", "NOV", "Novem", "Mon", "Monday", "monday", "Thursday", "Fri", "Sat Dec 30 9999",
        "Friday 9999-12", "Sun", "Mon Tue", "Monday May", "May Monday", "May May", "May June", "Jan-Feb",
        "Jan-01-Feb", "01-Jan-Feb", "Jan/5", "Jan/5/2024", "Jan-5-2024", "Jan-", "Jan-5-", "Jan 5 2024 2025",
        "2024 2025", "1 2 3 4", "1 2 3", "1 2", "2024 13", "13 2024", "2024 Feb 29 Feb",
        # Times.
        "1:45 pm", "1:45pm", "1:45 PM", "1:45 p.m.", "1:45 P.M.", "1:45p", "1:45 a", "13:45 pm", "0:00 am",
        "12am", "12pm", "12 am", "12 pm", "0am", "0 pm", "13 pm", "24 am", "99 am", "12:00 am", "12:00 pm",
        "12:30 AM", "am", "pm", "AM 10", "10 am pm", "10 pm am", "13h45", "13h", "13 h", "13h 45m",
        "10h36m28.5s", "10h36m28s", "10h36m", "10 h 36", "36 m 5", "5 s", "1.5h", "1.5 h", "1.25h", "0.5m",
        "10.5m", "1.5s", "1h1h", "1s2", "10:36:28.5", "10:36:28,5", "10:36.5", "10:36:28.1234567",
        "10:36:28.12.3", "10:36:", "10:", ":36", "10::36", "10:36:28:99", "23:59:59", "23:59:60", "24:00",
        "25:00", "12:60", "12:99", "00:00", "0:0", "0:0:0", "T10:00", "T", "T10", "10:00 T", "1045", "104530",
        "10.45", "10.45.30", "10-45", "10h45m30s am", "12h 01m02s am", "13:45:00.5 -03:00",
        "13:45:00 +0530 (IST)", "13:45 at 2024-02-29", "at 13:45 on 2024-02-29", "2024-02-29 at 13:45",
        "13:45 on Feb 29, 2024", "Feb 29 2024 at 1:45 pm", "2024-02-29, 13:45", "29/02/2024 13:45",
        "02/29/2024 1:45 PM", "2024-02-29 1:45:30.25 PM EST",
        # Two- and three-digit years.
        "1/1/0", "1/1/00", "1/1/49", "1/1/50", "1/1/75", "1/1/76", "1/1/77", "1/1/99", "1/1/100", "1/1/999",
        "Jan 1 00", "Jan 1 76", "Jan 1 77", "Jan 1 99", "Jan 1 100", "Jan 1 999", "Jan 1 0099", "Jan 99",
        "Jan 32", "Jan 31", "Feb 29 00", "Feb 29 01", "Feb 29 1900", "Feb 29 2000", "76", "77", "99", "100",
        "101", "999", "1000", "5 Jan 99", "99 Jan 5", "Jan 5 99", "Jan 99 5", "'96", "Wed, July 10, '96",
        # Empty, spaces, words, junk.
        "", " ", "  ", "\t", "\n", "\r\n", "\xa0", "\u3000", "\u200b", "\x00", "2024-02-29\x00",
        "\x002024-02-29", "2024\x00-02-29", "at", "on", "of", "and", "the", "t", "m", "st", "-", "/", ".", ",",
        ";", "'", "--", "..", "hello", "today", "now", "tomorrow", "yesterday", "N/A", "n/a", "NA", "null",
        "None", "nan", "NaN", "NAN", "inf", "Inf", "infinity", "Infinity", "-inf", "+inf", "10:nan", "10:inf",
        "nan:10", "1e5", "1E5", "1e-5", "0x10", "1_000", "1,000", "1,5", "1,50", "12,5", "12,5.3", "12.5.3",
        "2024-02-29!", "2024-02-29?", "(2024-02-29)", "[2024-02-29]", "\"2024-02-29\"", "'2024-02-29'",
        "2024-02-29 xyz", "xyz 2024-02-29", "2024-02-29;", ";2024-02-29", "2024-02-29,", ",2024-02-29",
        "2024-02-29.", ".2024-02-29", "-2024-02-29", "+2024-02-29", "2024-02-29-", "2024--02--29",
        "2024//02//29", "2024-02/29", "2024/02-29", "2024.02-29", "2024_02_29", "2024\\02\\29",
        "2024-02-29T13:45:00ZZ", "2024-02-29T13:45:00Z+01:00", "2024-02-29 13:45 +01:00 Z", "#2024-02-29",
        "2024-02-29 # note", "5.a", "12.a", "12.ab", "a.5", "a.b.c", "Sep.20.2009", "4:30:21.447",
        "5.am", "5.p", "5.pm.", "1.2.a", "12,a", "ab12", "12ab", "12abc", "T12", "12T", "Z12", "12Z",
        # Huge and negative numbers.
        "99999999999999999999", "2024-02-99999999999999999999", "99999999999999999999-02-29",
        "10:99999999999999999999", "10:99999999999999999999 11:30", "99999999999999999999:00",
        "99999999999999999999:00 11:30", "10:00 +99999999999999999999:00", "10:00 +99999999999999999999:00 +03:00",
        "10:00 -99999999999999999999", "99999999999999999999 am", "99999999999999999999h",
        "99999999999999999999.5h 10h", "1" * 28 + ".5h 10h", "1" * 29 + ".5h 10h", "10:" + "1" * 28 + ".5",
        "10:" + "1" * 29 + ".5", "10." + "9" * 25 + "h", "10." + "9" * 28 + "h", "10." + "9" * 29 + "h",
        "10:5." + "9" * 27, "10:5." + "9" * 28, "10:5." + "9" * 40, "1." + "0" * 27 + "1h",
        "10:00:" + "1" * 4300, "10:00:" + "1" * 4301, "1" * 4301, "10:" + "1" * 5000 + " 11:00",
        "Jan of " + "1" * 4301, "2024-02-29T13:45:00." + "1" * 50, "-1", "-5 days", "- 5", "1 - 2", "-12:30",
        "10:00 - 2", "10:00 -", "+", "10 +", "-0", "10:00 +0", "1.7976931348623157e308",
        "9" * 400, "9" * 400 + ".5",
    ]
    # Unicode digits and spaces.
    for zero in [0x0660, 0x06F0, 0x0966, 0xFF10, 0x1D7CE, 0x11F50]:
        def convert(text, zero=zero):
            return "".join(chr(zero + int(ch)) if ch.isdigit() else ch for ch in text)
        for text in ["2024-02-29", "29/02/2024", "13:45", "20240229", "Jan of 24", "10:30.5", "12.5",
                     "1:45 pm", "2024-02-29T13:45:00.123+05:30", "13h45"]:
            cases.append(convert(text))
    cases += ["²⁰²⁴-02-29", "2024-0²-29", "①/2/2024", "Jan-²", "Jan ²", "10:²", "½", "2024-02-29\u2028",
              "2024\xa002\xa029", "2024-02-29\xa013:45", "Feb\u300029", "2024-02-29\t13:45", "2024-02-29\n",
              "\t2024-02-29\t", " 2024-02-29 ", "2024-02-29\r", "2024-02-29\x0b", "2024-02-29\x1c",
              "2024-02-29\x85", "2024-02-29\u180e", "2024-02-29\ufeff", "Ｊａｎ 5", "Jаn 5", "Feb 29 ２０２４",
              "frİ", "FRİ", "ſat", "Kelvin \u212a", "Déc 5", "5 déc", "é", "日本", "2024年2月29日", "١٢:٣٠",
              "12:30 ص", "🙂", "2024-02-29 🙂", "ǅ", "ʰ", "ª", "Ⅻ", "Ⅻ/1/2024", "2024\u0301-02-29"]
    return cases


def combinations():
    date_layouts = ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%m/%d/%y", "%d.%m.%Y", "%Y.%m.%d", "%Y%m%d", "%y%m%d",
                    "%d-%b-%Y", "%b %d %Y", "%b %d, %Y", "%d %B %Y", "%A, %d %B %Y", "%a %b %d %Y", "%B %Y",
                    "%b-%y", "%d %b", "%b %d", "%Y", "%y", "%d", "%B", "%A", "%Y-%m", "%m/%Y", "%dth of %B %Y",
                    "%Y/%m/%d", "%d-%m-%y", "%j/%Y", "%d%b%Y"]
    time_layouts = ["", "T%H:%M:%S", " %H:%M:%S", " %H:%M", " %I:%M %p", " %I%p", " %I %p", " %Hh%M",
                    "T%H%M%S", " %H:%M:%S.%f", " at %H:%M", "T%H", " %Hh%Mm%Ss"]
    zones = ["", "Z", " UTC", " GMT", "+05:30", "-0800", " GMT+3", " EST", " PST", " BST", " CET", "+00:00",
             " -03:00 (BRST)", "z", "+1", "-12", "+14:00", "+25:00"]
    cases = []
    for _ in range(2500):
        dt = random_datetime()
        if rng.random() < 0.2:
            dt = dt.replace(microsecond=rng.randrange(1000000))
        date_layout = rng.choice(date_layouts)
        time_layout = rng.choice(time_layouts)
        zone = rng.choice(zones) if time_layout and rng.random() < 0.5 else ""
        text = dt.strftime(date_layout + time_layout) + zone
        if time_layout and rng.random() < 0.15:
            text = dt.strftime(time_layout.strip(" T")) + zone  # the time alone
        cases.append(text)
    # Invalid days, every month: the 0th, the last, the one after.
    for month in range(1, 13):
        for year in [2023, 2024, 1900, 2000]:
            for day in [0, 28, 29, 30, 31, 32]:
                cases.append("%04d-%02d-%02d" % (year, month, day))
                cases.append("%d %s %d" % (day, MONTHS[month - 1], year))
        cases.append("%s 29" % MONTHS[month - 1][:3])
        cases.append("31 %s" % MONTHS[month - 1])
    return cases


def mutate(text):
    chars = list(text)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        action = rng.choice(["insert", "delete", "replace"])
        position = rng.randrange(len(chars) + 1)
        if action == "insert" or not chars:
            chars.insert(position, rng.choice(ALPHABET))
        elif action == "delete":
            del chars[min(position, len(chars) - 1)]
        else:
            chars[min(position, len(chars) - 1)] = rng.choice(ALPHABET)
    return "".join(chars)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--sdist", help="an unpacked python-dateutil sdist (default: download it)")
    options = arguments.parse_args()

    inputs = test_strings(sdist_tests(options.sdist)) + hand_picked() + combinations()
    seeds = [text for text in inputs if 0 < len(text) <= 60]
    inputs += [mutate(rng.choice(seeds)) for _ in range(MUTATIONS)]

    seen = set()
    lines = []
    for text in inputs:
        if text in seen:
            continue
        seen.add(text)
        lines.append("%s\t%s\n" % (escape(text), label(text)))
    header = ("# python-dateutil %s, Python %s; dateutil.parser.parse(INPUT, default=%s), local zone UTC;"
              " generated by scripts/generate-dateutil-fixtures.py\n# INPUT\tRESULT\n"
              % (dateutil.__version__, sys.version.split()[0], DEFAULT.isoformat()))
    OUTPUT.write_text(header + "".join(lines), encoding="utf-8", newline="\n")
    errors = sum(line.endswith("\terror\n") for line in lines)
    print("%d lines, %d errors, %d values" % (len(lines), errors, len(lines) - errors), file=sys.stderr)


if __name__ == "__main__":
    main()
