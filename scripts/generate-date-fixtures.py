#!/usr/bin/env python3
r"""Labels a corpus of adversarial date/time cells with frictionless's verdict.

Run in a venv with the reference installed:
    python3 -m venv /tmp/fl-dates && /tmp/fl-dates/bin/pip install frictionless==5.21.0 python-dateutil==4.0.0
    /tmp/fl-dates/bin/python generate-date-fixtures.py > table-schema-dates.tsv

The labels depend on python-dateutil's version (frictionless asks only for >=2.8): 2.9.0
reads offset fields with int() and so also accepts `12:30:45+05:3` or a trailing space
after an offset (12 rows of this corpus change). fieldcheck follows 4.0.0.

Each row: KIND <TAB> FORMAT <TAB> TEXT <TAB> VALID (1/0), where VALID is whether
frictionless's value reader for a field of that type and format returns a value
(not None). FORMAT is `default` or a strftime pattern. TEXT and FORMAT are escaped:
\\ \t \n \r and \u{HEX} (every control, format, separator, combining or
non-space whitespace character).
"""
import random
import sys
import unicodedata
from datetime import date, datetime, timedelta, timezone

import dateutil
import frictionless
from frictionless import fields

rng = random.Random(20240229)

DATE_FORMATS = ["%d/%m/%Y", "%m/%d/%y", "%Y%m%d", "%d %b %Y", "%B %d, %Y", "%a, %d %b %Y",
                "%j/%Y", "%d.%m.%Y", "%m%d", "%y%m%d", "%Y-%m-%dT%H:%M:%S%z"]
TIME_FORMATS = ["%H:%M", "%I:%M %p", "%H:%M:%S.%f", "%H:%M:%S%z", "%H%M"]
DATETIME_FORMATS = ["%Y-%m-%dT%H:%M:%S%z", "%d/%m/%Y %H:%M", "%Y-%m-%d %I:%M:%S %p",
                    "%A %d %B %Y %H:%M", "%Y-%m-%dT%H:%M:%S.%f", "%d %b %Y"]

# Digits of other scripts: Arabic-Indic, Extended Arabic-Indic, Devanagari, Fullwidth,
# Mathematical bold, Kawi (Unicode 15: unknown to Python 3.11), and non-decimal lookalikes.
DIGIT_SCRIPTS = [0x0660, 0x06F0, 0x0966, 0xFF10, 0x1D7CE, 0x11F50]
LOOKALIKES = ["\u00b2", "\u2460", "\u00bd", "O", "l", "\u2070"]
SPACES = [" ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0", "\u1680", "\u2003",
          "\u2028", "\u202f", "\u3000", "\u200b", "\u180e", "\ufeff", "\x00"]


def reader(kind, fmt):
    cls = {"date": fields.DateField, "time": fields.TimeField, "datetime": fields.DatetimeField,
           "year": fields.YearField, "yearmonth": fields.YearmonthField}[kind]
    field = cls(name="x", format=fmt) if fmt != "default" else cls(name="x")
    return field.create_value_reader()


def escape(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch != " " and (unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me", "Mc")
                            or ch.isspace()):
            out.append("\\u{%X}" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def random_date(low=1, high=9999):
    year = rng.choice([rng.randint(low, high), rng.randint(1900, 2100), 2000, 1900, 2024, 2023])
    month = rng.randint(1, 12)
    day = rng.randint(1, 28 if month == 2 else 30)
    return year, month, day


def unicode_digits(text, all_digits=False):
    base = rng.choice(DIGIT_SCRIPTS)
    out = []
    for ch in text:
        if ch.isdigit() and ch.isascii() and (all_digits or rng.random() < 0.4):
            out.append(chr(base + int(ch)))
        else:
            out.append(ch)
    return "".join(out)


def mutations(text):
    """Near misses of a text: prefixes, extra characters, replaced characters, ..."""
    found = set()
    if not text:
        return found
    for cut in range(0, len(text)):
        if rng.random() < 0.15:
            found.add(text[:cut])
    i = rng.randrange(len(text))
    found.add(text[:i] + text[i + 1:])
    found.add(text[:i] + rng.choice("0123456789-:T Z+./,_") + text[i:])
    found.add(text[:i] + rng.choice("0123456789-:T Z+./,_xa") + text[i + 1:])
    found.add(rng.choice(SPACES) + text)
    found.add(text + rng.choice(SPACES))
    found.add(" " + text + " ")
    found.add(text + rng.choice(["0", "Z", "z", "x", ".", ":", "-", "+00:00", "T", " "]))
    found.add(unicode_digits(text))
    found.add(unicode_digits(text, all_digits=True))
    j = rng.randrange(len(text))
    if text[j].isdigit():
        found.add(text[:j] + rng.choice(LOOKALIKES) + text[j + 1:])
    found.add(text.swapcase())
    found.add(text.lower())
    found.add(text.upper())
    return found


def iso_dates():
    cells = set()
    specials = ["2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "2100-02-29", "0000-01-01",
                "0001-01-01", "9999-12-31", "10000-01-01", "2024-00-10", "2024-13-01", "2024-01-00",
                "2024-01-32", "2024-04-31", "2024-06-30", "2024-1-5", "2024-01- 5", "2024-1- 5",
                "2024-01-5", "2024-1-05", "2024-10-1", "2024-12-311", "2024-01-05T00:00:00",
                "20240105", "2024/01/05", "2024-01", "2024", "-2024-01-05", "+2024-01-05",
                " 2024-01-05", "2024-01-05 ", "2024-W01-1", "2024-005", "2024-01-05Z", "", "-", "--",
                "2024--05", "2024-01-", "2024-0-5", "2024-00-5", "2024-1-0", "2024-1- 0", "2024-1-  5",
                "0024-01-05", "2024-01-31", "2024-02-30", "2024-02-3", "2024-2-29", "2023-2-29",
                "2024-011-01", "2024-1-001", "١٩٩٩-١٢-٣١", "２０２４-０１-０５", "2024-01-05\x00"]
    cells.update(specials)
    for _ in range(70):
        y, m, d = random_date()
        forms = ["%04d-%02d-%02d" % (y, m, d), "%04d-%d-%d" % (y, m, d), "%04d-%02d- %d" % (y, m, d),
                 "%04d-%02d-%02d" % (y, m, rng.choice([29, 30, 31, 32, 0]))]
        for form in forms:
            cells.add(form)
            if rng.random() < 0.5:
                cells.update(mutations(form))
    return cells


def iso_times():
    cells = set()
    specials = ["12:30:45", "12:30", "12:30:4", "24:00:00", "24:00:00.000", "24:00:00.0000001",
                "24:00:01", "24:00", "23:59:60", "23:59:59.999999", "23:59:59.9999999",
                "12:30:45Z", "12:30:45z", "12:30:45+05:30", "12:30:45+0530", "12:30:45+05",
                "12:30:45-00:00", "12:30:45+24:00", "12:30:45+23:59", "12:30:45+00:60", "12:30:45+05:3",
                "12:30:45,5", "12:30:45.", "12:30:45.5.5", "12+05:00", "12-05:00", "12:30:45 ", " 12:30:45",
                "1230:45", "12:3045", "123045", "12:30:45+", "12:30:45Z ", "12:30:45ZZ", "12:30:45+05:30:00",
                "25:00:00", "12:60:00", "12:30:60", "00:00:00", "12:30:45.123456789+01:00",
                "12:30:45.+01:00", "12:30:45,+01:00", "12:5:45", "1:30:45", "01:30:45am", "12:30:45 +01:00",
                "T12:30:45", "12:30:45-0", "12:30:45-01:", "12:30:45+1", "12:30:45z+01:00",
                "12:3:45Z", "12:30:45\x00", "١٢:٣٠:٤٥", "12:30:45.٥", "12:30:45＋01:00"]
    cells.update(specials)
    for _ in range(100):
        h, mi, s = rng.randint(0, 24), rng.randint(0, 60), rng.randint(0, 61)
        frac = "".join(rng.choice("0123456789") for _ in range(rng.choice([0, 0, 1, 3, 6, 7, 9])))
        off = rng.choice(["", "", "Z", "z", "+%02d:%02d" % (rng.randint(0, 24), rng.randint(0, 60)),
                          "-%02d%02d" % (rng.randint(0, 23), rng.randint(0, 59)), "+%02d" % rng.randint(0, 25)])
        base = "%02d:%02d:%02d" % (h, mi, s)
        form = base + (rng.choice(".,") + frac if frac else "") + off
        cells.add(form)
        if rng.random() < 0.4:
            cells.update(mutations(form))
    return cells


def iso_datetimes():
    cells = set()
    specials = ["2024-01-05T12:30:45", "2024-01-05 12:30:45", "2024-01-05t12:30:45", "2024-01-05x12:30:45",
                "2024-01-05T12:30", "2024-01-05T12:30:45Z", "2024-12-31T24:00:00", "9999-12-31T24:00:00",
                "9999-12-31T23:59:59", "0000-01-01T00:00:00", "2024-02-29T00:00:00", "2023-02-29T00:00:00",
                "2024-06-30T23:59:60Z", "20240105T12:30:45", "20240105T123045", "2024-01-05T123045",
                "2024-W01-1T12:30:45", "2024W011T12:30:45", "2024-W53-7T12:30:45", "2026-W53-7T12:30:45",
                "9999-W52-7T12:30:45", "9999-W53-1T12:30:45", "2024-366T12:30:45", "2023-366T12:30:45",
                "2024-001T12:30:45.5", "2024-01-05T12:30:45.123456789+05:30", "2024-01-05T12:30:45+0530",
                "2024-01-05T12:30:45-00:00", "2024-01-05T12:30:45+24:00", "2024-01-05T12:30:45 Z",
                "2024-01-05\t12:30:45", "2024-01-05é12:30:45", "2024-01-05T12:30:45\n", " 2024-01-05T12:30:45",
                "2024-1-05T12:30:45", "2024-01-5T12:30:45", "2024-01-05TT2:30:45", "2024-01-05T1:30:45",
                "2024-01-05T12:30:4", "2024-01-05T12:30:45.", "2024-01-0512:30:45", "2024-01-05T24:00:00.1",
                "2024-01-05T24:00:00.0000001", "2024-01-05T12+05:00:00", "2024-01-05T12:30:45,5Z",
                "2024-01-05T12:30:45+01:00:00", "2024-01-05T12:30:45+01", "2024-01-05T12:30:45Zz",
                "2024-01-05T12:30:45-01:0", "2024-01-05T12:30:45.5-01", "2024-01-05T12:30:4５",
                "2024-W01T12:30:45", "2024-W011T12:30:45", "2024W01-1T12:30:45", "2024-W00-1T12:30:45",
                "2024-W01-8T12:30:45", "2024-000T12:30:45", "0000-001T12:30:45", "0000-W01-1T12:30:45",
                "2024-01T12:30:45:00", "2024T12:30:45:000000", "2024-01-05T1230:45:00", "2024-01-05T12:30"]
    cells.update(specials)
    for _ in range(90):
        y, m, d = random_date()
        h, mi, s = rng.randint(0, 24), rng.randint(0, 59), rng.randint(0, 60)
        sep = rng.choice(["T", "T", " ", "t", "_"])
        frac = rng.choice(["", "", ".5", ",123", ".1234567"])
        off = rng.choice(["", "Z", "+01:00", "-0530", "+05", "+23:59", "-24:00"])
        form = "%04d-%02d-%02d%s%02d:%02d:%02d%s%s" % (y, m, d, sep, h, mi, s, frac, off)
        cells.add(form)
        if rng.random() < 0.5:
            cells.update(mutations(form))
    return cells


def formatted(fmt, count):
    cells = set()
    for _ in range(count):
        y, m, d = random_date()
        value = datetime(y, m, d, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
                         rng.choice([0, 5, 123456, 500000]),
                         rng.choice([None, timezone.utc, timezone(timedelta(hours=5, minutes=30)),
                                     timezone(-timedelta(hours=8))]))
        try:
            text = value.strftime(fmt)
        except ValueError:
            continue
        cells.add(text)
        cells.update(mutations(text))
        # Out-of-range fields in the same shape.
        broken = text
        for wrong in ["13", "32", "00", "29", "30", "31", "60", "61", "24", "99"]:
            if rng.random() < 0.15:
                k = rng.randrange(max(1, len(text) - 1))
                broken = text[:k] + wrong + text[k + 2:]
                cells.add(broken)
    return cells


def format_specials(fmt):
    table = {
        "%d/%m/%Y": ["29/02/2024", "29/02/2023", "31/04/2024", "1/1/2024", " 1/1/2024", "01/ 1/2024",
                     "1/ 1/2024", "001/01/2024", "32/01/2024", "00/01/2024", "01/13/2024", "01/01/24",
                     "01/01/20245", "01/01/0000", "31/12/9999", "٣١/١٢/٢٠٢٤", "1/1/2024 ", "3/1/2024"],
        "%m/%d/%y": ["02/29/00", "02/29/01", "12/31/68", "12/31/69", "1/1/99", "01/01/2024", "1/1/1"],
        "%Y%m%d": ["20240105", "2024015", "202415", "2024111", "2024123", "20241231", "202412311",
                   "2024131", "20240230", "2024 15", "20241 5"],
        "%d %b %Y": ["05 Jan 2024", "5 jan 2024", "5 JAN 2024", "05  Jan   2024", "05\tJan\n2024", "05\xa0Jan 2024",
                     "05\x1cJan 2024", "05\u3000Jan 2024", "05\u200bJan 2024", "05 Janu 2024", "05 January 2024",
                     "05 ſep 2024", "05 Sep 2024", "05 sept 2024", "29 Feb 2023", "05 Jan2024", "05Jan 2024",
                     "5  Jan 2024", " 5 Jan 2024", "05 Ja 2024", "05 Jan 202"],
        "%B %d, %Y": ["January 5, 2024", "january 05, 2024", "JANUARY 5,2024", "January 5 , 2024", "Sept 5, 2024",
                      "AprIl 5, 2024", "Aprİl 5, 2024", "Aprıl 5, 2024", "May 31, 2024", "June 31, 2024"],
        "%a, %d %b %Y": ["Fri, 05 Jan 2024", "Mon, 05 Jan 2024", "fri, 05 jan 2024", "Fri,05 Jan 2024",
                         "Fri , 05 Jan 2024", "Fr, 05 Jan 2024", "Friday, 05 Jan 2024"],
        "%j/%Y": ["001/2024", "1/2024", "366/2024", "366/2023", "367/2024", "000/2024", "0/2024", "365/9999",
                  "366/9999", "060/1900", "60/2024", "36/2024", "366/0000"],
        "%d.%m.%Y": ["05.01.2024", "5.1.2024", "05,01,2024", "05.01.2024.", "5..1.2024"],
        "%m%d": ["0229", "229", "0228", "1231", "111", "1111", "0101", "131", "1301"],
        "%y%m%d": ["240105", "24015", "2415", "990229", "000229", "680101", "690101"],
        "%Y-%m-%dT%H:%M:%S%z": ["2024-01-05T12:30:45+0530", "2024-01-05T12:30:45+05:30", "2024-01-05T12:30:45Z",
                                "2024-01-05T12:30:45z", "2024-01-05T12:30:45+05:30:15", "2024-01-05T12:30:45+053015",
                                "2024-01-05T12:30:45+05:3015", "2024-01-05T12:30:45+0530:15",
                                "2024-01-05T12:30:45+05:30:15.5", "2024-01-05T12:30:45+053015.123456",
                                "2024-01-05T12:30:45+053015.1234567", "2024-01-05T12:30:45+2400",
                                "2024-01-05T12:30:45-2359", "2024-01-05T12:30:45+23:59:59.999999",
                                "2024-01-05T12:30:45+0560", "2024-01-05T12:30:45+9900", "2024-01-05T12:30:45+05",
                                "2024-01-05t12:30:45Z", "2024-01-05T12:30:60Z", "2024-01-05T12:30:61Z",
                                "2024-01-05T24:30:45Z", "2024-01-05T1:2:3Z", "2024-1-5T1:2:3+0000",
                                "2024-01-05T12:30:45+٠٥٣٠", "2024-01-05T12:30:45-0000"],
        "%H:%M": ["12:30", "1:5", "24:00", "23:60", "12:30:00", "12 :30", "٢٣:٥٩", "0:0", "00:00"],
        "%I:%M %p": ["12:30 AM", "12:30 am", "12:30 PM", "1:05 pm", "13:05 pm", "00:05 am", "12:30 A.M.",
                     "12:30AM", "12:30  pm", "9:00 Pm", "09:00 pM"],
        "%H:%M:%S.%f": ["12:30:45.123456", "12:30:45.1234567", "12:30:45.", "12:30:45.1", "12:30:45.٥",
                        "12:30:60.5", "12:30:61.0"],
        "%H:%M:%S%z": ["12:30:45Z", "12:30:45+0100", "12:30:45+01:00", "12:30:45 +0100", "12:30:45+1"],
        "%H%M": ["1230", "123", "12", "2359", "2400", "0960", "960"],
        "%d/%m/%Y %H:%M": ["05/01/2024 12:30", "5/1/2024 1:5", "05/01/2024  12:30", "05/01/2024T12:30",
                           "05/01/2024 24:00", "31/02/2024 12:30"],
        "%Y-%m-%d %I:%M:%S %p": ["2024-01-05 12:30:45 PM", "2024-01-05 12:30:45 am", "2024-01-05 00:30:45 AM",
                                 "2024-01-05 1:2:3 pm"],
        "%A %d %B %Y %H:%M": ["Friday 05 January 2024 12:30", "friday 5 january 2024 1:05",
                              "Tuesday 05 January 2024 12:30", "Tue 05 January 2024 12:30",
                              "Saturday 05 September 2024 12:30", "Saturday 05 ſeptember 2024 12:30",
                              "SATURDAY 05 SEPTEMBER 2024 12:30", "Thursday 29 February 1900 12:30"],
        "%Y-%m-%dT%H:%M:%S.%f": ["2024-01-05T12:30:45.5", "2024-01-05T12:30:45.1234567", "2024-01-05t12:30:45.5",
                                 "2024-01-05T12:30:45"],
    }
    return set(table.get(fmt, []))


def years():
    cells = set(["2024", "0000", "9999", "0001", " 123", "123 ", "+123", "-123", "-000", "+000", "1_00", "12_3",
                 "_123", "123_", "1__2", "١٢٣٤", "٢٠٢٤", "２０２４", "\t123", "123\n", "\xa0123", "\x1c123", "0x10",
                 "1e3", "12.0", "12 3", "-0", "  12", " 1 ", "10000", "999", "99999", "2O24", "²024", "0_00",
                 "+1_0", "-1_0", "+-12", "\u3000123", "\u2028123", "\u200b123", "123\x00", "𝟐𝟎𝟐𝟒", "𑽐𑽑𑽒𑽓",
                 "", "    ", "+", "-", "20 4", "20\t4"])
    for _ in range(110):
        n = rng.randint(0, 12000)
        s = str(n)
        cells.add(s)
        cells.add(s.zfill(4))
        cells.update(t for t in sorted(mutations(s.zfill(4))) if rng.random() < 0.5)
    return cells


def yearmonths():
    cells = set(["2024-01", "2024-1", "2024-12", "2024-13", "2024-00", "2024-0", "+2024-01", "2024-+1", "2024--1",
                 "-2024-01", "2024-01-01", "2024-", "-01", "-", "", " 2024 - 01 ", "2024 -01", "2_024-0_1",
                 "2024-1_2", "2024-012", "2024-0012", "0-1", "0-12", "99999-12", "123456789012345678901234567890-06",
                 "9" * 4300 + "-01", "9" * 4301 + "-01", "1_" * 4299 + "1-01", "0" * 4300 + "-01",
                 "0" * 4301 + "-01", "2024-" + "0" * 4299 + "1", "2024-" + "0" * 4300 + "1",
                 "9223372036854775807-01", "9223372036854775808-01", "+9223372036854775808-01",
                 "2024-99999999999999999999", "٢٠٢٤-٠١", "２０２４-１２", "2024-١٢", "2024\t-\t01", "2024\x1c-01",
                 "2024-01\n", "\xa02024-01", "2024\u2013-01", "2024–01", "2024_-01", "2024-_01", "2024-01_",
                 "2024 01", "2024/01", "a-01", "2024-1e1", "2024-0x1", "2024-1.0", "𝟐𝟎𝟐𝟒-𝟎𝟏", "𑽐𑽑-𑽑",
                 "0000-01", "2024-01 ", " 2024-01", "2024-\u300001"])
    for _ in range(110):
        y = rng.choice([rng.randint(0, 9999), rng.randint(0, 200000), 2024])
        m = rng.randint(0, 14)
        for form in ["%d-%02d" % (y, m), "%04d-%d" % (y, m)]:
            cells.add(form)
            if rng.random() < 0.4:
                cells.update(mutations(form))
    return cells


def main():
    if dateutil.__version__ != "4.0.0" or frictionless.__version__ != "5.21.0":
        sys.exit("needs frictionless 5.21.0 and python-dateutil 4.0.0, found %s and %s"
                 % (frictionless.__version__, dateutil.__version__))
    jobs = []
    jobs += [("date", "default", c) for c in sorted(iso_dates())]
    jobs += [("date", "default", c) for c in rng.sample(sorted(iso_datetimes()), 100)]
    jobs += [("time", "default", c) for c in sorted(iso_times())]
    jobs += [("time", "default", c) for c in rng.sample(sorted(iso_datetimes()), 80)]
    jobs += [("datetime", "default", c) for c in sorted(iso_datetimes())]
    jobs += [("datetime", "default", c) for c in rng.sample(sorted(iso_dates()), 80)]
    for kind, formats, count in (("date", DATE_FORMATS, 4), ("time", TIME_FORMATS, 5),
                                 ("datetime", DATETIME_FORMATS, 4)):
        for fmt in formats:
            cells = formatted(fmt, count) | format_specials(fmt)
            jobs += [(kind, fmt, c) for c in sorted(cells)]
    jobs += [("year", "default", c) for c in sorted(years())]
    jobs += [("year", "%Y", c) for c in ["2024", " 123", "24"]]
    jobs += [("yearmonth", "default", c) for c in sorted(yearmonths())]
    jobs += [("yearmonth", "%Y/%m", c) for c in ["2024-01", "2024/01"]]

    seen = set()
    rows = []
    for kind, fmt, cell in jobs:
        if (kind, fmt, cell) in seen:
            continue
        seen.add((kind, fmt, cell))
        read = reader(kind, fmt)
        try:
            valid = read(cell) is not None
        except Exception:  # frictionless catches these itself; be safe
            valid = False
        rows.append("%s\t%s\t%s\t%d" % (kind, escape(fmt), escape(cell), int(valid)))
    out = sys.stdout
    out.write("# frictionless %s, python-dateutil %s, Python %s (Unicode %s); generated by generate-date-fixtures.py\n"
              % (frictionless.__version__, dateutil.__version__, sys.version.split()[0], unicodedata.unidata_version))
    out.write("# KIND\tFORMAT\tTEXT\tVALID\n")
    for row in rows:
        out.write(row + "\n")


if __name__ == "__main__":
    main()
