#!/usr/bin/env python3
"""Benchmark data with a fixed seed: phone-like lines in mixed formats (about 30%
match \\(\\d{3}\\) \\d{3}-\\d{4}), a contacts table for the fields-file benchmark, and
phones-world.txt: 1,000,000 numbers of every region, mostly +CC international and E.164,
some US national, about 70% valid for libphonenumber read with region US (expanded from
bench/phone-world-seeds.txt, which scripts/generate-phone-bench-seeds.py writes).

Data in shapes other than the fast paths expect (issue 15), each from its own seeded
random.Random so that the files above do not change: phones-mixed.txt (LINES phone-like
lines: any exchange, +1-, 1 (xxx), tel:, extensions, letters, too few or many digits,
junk), table-mixed.csv and table-mixed.fields (500,000 rows, LF, accented and digit
names, international and invalid e-mail addresses, full state names, ZIP+4, quoted
fields, some with commas or line breaks), emails-fast.txt (user1@example.com ...) and
emails-slow.txt (ASCII, international, dotless domains, invalid), and 100,000-line
zips.txt, names.txt and states.txt for format against check; phones-shapes.txt and
table-shapes.csv in the shapes issue 15 measured with (phone-like lines with random
exchanges; a contacts table with full state names, lower-case codes, names with digits
and accents, random exchanges), its targets' data (the pasted shapes above go further).

orders.csv (500,000 orders: dates, exact amounts, sequential ids with a few breaks) with
orders.fields, orders-rules.fields (two @row formulas) and orders-table.fields (three
@table rules), for issue 56's rules about rows and tables.

    bench/generate-data.py DIR [LINES]
"""
import random
import sys
from pathlib import Path


def phone_lines(count, rng):
    for _ in range(count):
        a, b, c = rng.randint(200, 999), rng.randint(200, 999), rng.randint(0, 9999)
        r = rng.random()
        if r < 0.30:
            yield "(%03d) %03d-%04d" % (a, b, c)
        elif r < 0.50:
            yield "%03d-%03d-%04d" % (a, b, c)
        elif r < 0.65:
            yield "%03d.%03d.%04d" % (a, b, c)
        elif r < 0.75:
            yield "+1 %03d %03d %04d" % (a, b, c)
        elif r < 0.85:
            yield "%03d%03d%04d" % (a, b, c)
        elif r < 0.92:
            yield "(%03d) %03d-%03d" % (a, b, c % 1000)
        else:
            yield "(%03d) %03d-%04dx" % (a, b, c)


def table_rows(count, rng):
    firsts = ["ann", "Bob", "Carla", "Dmitri", "Émile", "José", "Mary-Jane", "O'Neil", "Zoë", "Li"]
    lasts = ["Lee", "Smith", "McDonald", "García", "Nguyen", "Kowalski", "Müller", "Okafor", "Szulc", "Brown"]
    states = ["NY", "CA", "TX", "new jersey", "FL", "WA", "Illinois", "PR", "DC", "XX"]
    areas = ["201", "212", "213", "305", "312", "404", "415", "503", "512", "617", "702", "713", "801", "917", "123"]
    yield "name,email,phone,state,zip"
    for i in range(count):
        first, last = rng.choice(firsts), rng.choice(lasts)
        name = first + " " + last
        email = "%s.%s%d@example.com" % (first.lower().replace("'", ""), last.lower(), i % 1000)
        phone = "(%s) 555-01%02d" % (rng.choice(areas), rng.randint(0, 99))
        zipcode = "%05d" % rng.randint(0, 99999) if rng.random() < 0.95 else "1234"
        quoted = '"%s"' % name if rng.random() < 0.1 else name
        yield ",".join([quoted, email, phone, rng.choice(states), zipcode])


SEEDS = Path(__file__).resolve().parent / "phone-world-seeds.txt"
WORLD_LINES = 1_000_000


def world_seeds():
    """(calling code, national significant number, region) of the seed numbers."""
    seeds = []
    for line in SEEDS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            e164, region, cc = line.split("\t")
            seeds.append((cc, e164[1 + len(cc):], region))
    return seeds


def grouped(nsn, rng, separator):
    """NSN cut into groups of 2 to 4 digits."""
    groups, at = [], 0
    while at < len(nsn):
        size = rng.randint(2, 4)
        groups.append(nsn[at:at + size])
        at += size
    return separator.join(groups)


def world_lines(count, rng):
    seeds = world_seeds()
    nanp = [seed for seed in seeds if seed[0] == "1"]
    for _ in range(count):
        cc, nsn, _ = rng.choice(nanp) if rng.random() < 0.10 else rng.choice(seeds)
        r = rng.random()
        if r < 0.50:
            pass  # as is: valid
        elif r < 0.70:
            keep = len(nsn) - rng.randint(1, 2)  # last digits changed: nearly always still valid
            nsn = nsn[:keep] + "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        elif r < 0.82:
            nsn = nsn[:-rng.randint(1, 2)]  # too short
        elif r < 0.92:
            nsn = nsn + rng.choice("0123456789")  # too long
        else:
            nsn = rng.choice("0123456789") + nsn[1:]  # leading digit changed
        r = rng.random()
        if cc == "1" and len(nsn) == 10 and r < 0.5:
            a, e, l = nsn[:3], nsn[3:6], nsn[6:]
            yield rng.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "1 %s %s %s", "%s%s%s"]) % (a, e, l)
        elif r < 0.35:
            yield "+" + cc + nsn
        elif r < 0.75:
            separator = rng.choice([" ", " ", "-", "."])
            yield "+" + cc + separator + grouped(nsn, rng, separator)
        elif r < 0.83:
            yield "+%s (%s) %s" % (cc, nsn[:2], grouped(nsn[2:], rng, " "))
        elif r < 0.90:
            yield "011 %s %s" % (cc, grouped(nsn, rng, " "))
        elif r < 0.95:
            yield "tel:+%s-%s" % (cc, grouped(nsn, rng, "-"))
        else:
            yield "00%s %s" % (cc, grouped(nsn, rng, " "))  # not the US IDD: invalid read with US



# Shapes other than the fast paths expect (issue 15).

def digits(rng, count):
    return "".join(rng.choice("0123456789") for _ in range(count))


def nanp_parts(rng):
    """Area code, exchange and line: the exchange's first digit is any digit (0 and 1
    make the number invalid), the area code's is mostly 2-9."""
    area = (rng.choice("23456789") if rng.random() < 0.95 else rng.choice("01")) + digits(rng, 2)
    return area, digits(rng, 3), digits(rng, 4)


VANITY = "ABCDEFGHIJKLMNOPRSTUVWXY"


def mixed_phone(rng):
    r = rng.random()
    if r < 0.03:
        return rng.choice(["", " ", "   ", "\t", "-", "n/a", "N/A", "none", "call me", "?", "0", "()", "+1"])
    if r < 0.05:
        return "".join(rng.choice("0123456789()-+. xabcXYZ#*/") for _ in range(rng.randint(1, 24)))
    a, e, l = nanp_parts(rng)
    r = rng.random()
    if r < 0.04:
        l = l[:-1]  # too few digits
    elif r < 0.07:
        l = l + rng.choice("0123456789")  # too many
    elif r < 0.10:
        l = "".join(rng.choice(VANITY) for _ in range(4))  # letters: 1-800-FLOW
    elif r < 0.11:
        e = e[:1] + rng.choice("Oo") + e[2:]  # a letter O for a zero
    shape = rng.choice([
        "(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "%s %s %s", "%s%s%s", "+1-%s-%s-%s",
        "+1 (%s) %s-%s", "1 (%s) %s-%s", "1-%s-%s-%s", "1.%s.%s.%s", "+1.%s.%s.%s",
        "+1%s%s%s", "1%s%s%s", "tel:+1%s%s%s", "tel:+1-%s-%s-%s", "(%s)%s-%s",
        "(%s) %s %s", "%s/%s-%s", "+1 %s-%s-%s", "%s-%s%s",
    ])
    line = shape % (a, e, l)
    r = rng.random()
    if r < 0.05:
        line += rng.choice([" ext. ", " ext ", " x", "x", " #", ",", ";ext="]) + digits(rng, rng.randint(1, 5))
    elif r < 0.07:
        line += rng.choice([" (home)", " cell", " mobile", "."])
    r = rng.random()
    if r < 0.08:
        line = rng.choice([" ", "  ", "\t"]) + line
    elif r < 0.16:
        line = line + rng.choice([" ", "  ", "\t", " \t"])
    elif r < 0.20:
        line = " " + line + " "
    return line


def mixed_phone_lines(count, rng):
    for _ in range(count):
        yield mixed_phone(rng)


FIRSTS = ["ann", "Bob", "Zoë", "José-María", "Åsa", "Émile", "Chloé", "Björk", "Þórr", "Søren",
          "Nguyễn Văn", "François", "Ægir", "Jürgen", "Łukasz", "Dmitri", "Mary-Jane", "O'Neil",
          "Li", "İlkay", "Zoë 2", "R2D2", "Agent 47", "j0hn", "Dr.", "ÅSA", "李", "Ольга",
          "Renée", "Siân"]
LASTS = ["Núñez", "Øberg", "Guðmundsdóttir", "O'Brien", "Müller", "García Márquez", "Smith",
         "Lee", "Kowalski", "Nguyen", "de la Cruz", "van der Berg", "Smith 3rd", "Brown2",
         "Ødegård", "Škoda", "Dvořák", "Çelik", "小龙", "Иванова", "McDonald", "St. John",
         "Lefèvre", "D'Angelo", "Żółć"]
ACCENTED = "äöüßéèêëáàâíìîóòôúùûñçøåæœłżźśćńěščřžýþðı"
TLDS = ["com", "org", "net", "de", "fr", "es", "co.uk", "io", "edu", "рф", "中国"]
ASCII_DOMAINS = ["example.com", "example.org", "mail.example.co.uk", "sub.domain.example.net",
                 "gmail.com", "uni-bonn.de", "x.io"]
INTL_DOMAINS = ["münchen.de", "bücher.example", "café.fr", "españa.es", "zürich.ch", "例子.中国",
                "пример.рф", "ñandú.com.ar", "øl.no", "straße.de"]
BAD_EMAILS = ["", "plainaddress", "@example.com", "user@", "user@@example.com", "us er@example.com",
              "user@example..com", ".user@example.com", "user.@example.com", "user@-example.com",
              "user@example.com.", "a@b", "user@exa mple.com", "\"quoted\"@example.com",
              "user@[1.2.3.4]", "user@example.c", "юзер@", "x" * 70 + "@example.com",
              "user@" + "a" * 70 + ".com", "user@example.com (Work)", "<user@example.com>"]


def intl_word(rng, low, high):
    """A lower-case word with some accented letters."""
    word = []
    for _ in range(rng.randint(low, high)):
        word.append(rng.choice(ACCENTED) if rng.random() < 0.3 else rng.choice("abcdefghijklmnopqrstuvwxyz"))
    return "".join(word)


def mixed_email(rng, i):
    r = rng.random()
    if r < 0.40:
        local = rng.choice(["user", "first.last", "j.doe", "name+tag", "x", "info", "a_b", "O.Neil"])
        return "%s%d@%s" % (local, i, rng.choice(ASCII_DOMAINS))
    if r < 0.75:
        local = intl_word(rng, 1, 10) + (str(i % 1000) if rng.random() < 0.5 else "")
        if rng.random() < 0.5:
            domain = rng.choice(INTL_DOMAINS)
        else:
            domain = intl_word(rng, 2, 12) + "." + rng.choice(TLDS)
        return local + "@" + domain
    if r < 0.90:
        local = rng.choice(["x", "root", "user%d" % i, "ü%d" % (i % 100), "admin"])
        return local + "@" + rng.choice(["localhost", "intranet", "mailhost", "münchen", "server%d" % (i % 10)])
    return rng.choice(BAD_EMAILS)


STATE_NAMES = ["New Jersey", "new york", "District of Columbia", "California", "north carolina",
               "TEXAS", "Puerto Rico", "  Rhode   Island ", "West Virginia", "Armed Forces Europe",
               "Northern Mariana Islands", "massachusetts", "U.S. Virgin Islands", "Guam"]
STATE_CODES = ["NY", "CA", "TX", "FL", "WA", "IL", "PR", "DC", "AA", "GU", "MH", "ca", "tx", "ny", "Nj", " wa "]
BAD_STATES = ["XX", "Jersey", "N.Y.", "", "new", "Calif.", "Texas!", "ZZ", "12", "Washington DC", "Quebec"]


def mixed_state(rng):
    r = rng.random()
    if r < 0.40:
        return rng.choice(STATE_CODES)
    if r < 0.85:
        return rng.choice(STATE_NAMES)
    return rng.choice(BAD_STATES)


def mixed_zip(rng):
    r = rng.random()
    if r < 0.55:
        return digits(rng, 5)
    if r < 0.75:
        return digits(rng, 5) + "-" + digits(rng, 4)
    if r < 0.82:
        return digits(rng, 9)
    if r < 0.87:
        return digits(rng, 5) + " " + digits(rng, 4)
    if r < 0.91:
        return rng.choice([" ", "  "]) + digits(rng, 5) + rng.choice(["", " "])
    return rng.choice(["1234", "ABCDE", "12345-67", "123456", "1234-5678", "", "12 345", "O2134",
                       digits(rng, 3), digits(rng, 5) + "-", "12345-67890"])


def mixed_name(rng):
    r = rng.random()
    if r < 0.03:
        return rng.choice(["", "-", "'", "123", "N/A", "???", "a@b"])
    name = rng.choice(FIRSTS)
    if rng.random() < 0.85:
        name += " " + rng.choice(LASTS)
    if rng.random() < 0.03:
        name = " " + name + " "
    return name


def csv_field(value, rng):
    """Quoted when it must be, and 10% of the others."""
    if any(c in value for c in ',"\n\r') or rng.random() < 0.10:
        return '"' + value.replace('"', '""') + '"'
    return value


def mixed_table_rows(count, rng):
    yield "name,email,phone,state,zip"
    for i in range(count):
        name = mixed_name(rng)
        r = rng.random()
        if r < 0.0006:
            name = name + "\n" + rng.choice(LASTS)  # a line break in a quoted field
        elif r < 0.006:
            name = rng.choice(LASTS) + ", " + rng.choice(FIRSTS)  # a comma in a quoted field
        elif r < 0.007:
            name = 'Robert "Bob" ' + rng.choice(LASTS)  # doubled quotes
        phone = mixed_phone(rng).strip("\t")
        if rng.random() < 0.0004:
            phone = phone + ",\n" + digits(rng, 3)  # a comma and a line break
        fields = [name, mixed_email(rng, i), phone, mixed_state(rng), mixed_zip(rng)]
        yield ",".join(csv_field(field, rng) for field in fields)


# The shapes issue 15 names for its own measurements: phone-like lines with random
# exchanges (any digits after the area code, some too short, a trailing x), and a contacts
# table with full state names, lower-case codes, names with digits and accents, random
# exchanges. Cleaner than the pasted shapes above (no junk, letters or extensions).

def shaped_phone(rng):
    area = (rng.choice("23456789") if rng.random() < 0.97 else rng.choice("01")) + digits(rng, 2)
    exchange, line = digits(rng, 3), digits(rng, 4)
    if rng.random() < 0.05:
        line = line[:3]
    shape = rng.choice(["(%s) %s-%s", "(%s) %s-%s", "%s-%s-%s", "%s-%s-%s", "%s.%s.%s", "%s %s %s", "%s%s%s",
                        "+1 %s %s %s", "+1-%s-%s-%s", "+1 (%s) %s-%s", "1-%s-%s-%s", "1 (%s) %s-%s", "+1%s%s%s",
                        "(%s) %s-%sx"])
    return shape % (area, exchange, line)


def shaped_phone_lines(count, rng):
    for _ in range(count):
        yield shaped_phone(rng)


SHAPED_FIRSTS = ["ann", "Bob", "Zoë", "José", "Émile", "Chloé", "Søren", "Jürgen", "Łukasz", "Mary-Jane", "O'Neil",
                 "Li", "Zoë 2", "R2D2", "Agent 47", "j0hn", "Renée", "Siân", "Dmitri", "Carla"]
SHAPED_LASTS = ["Núñez", "Øberg", "O'Brien", "Müller", "García", "Smith", "Lee", "Kowalski", "Nguyen", "Smith 3rd",
                "Brown2", "Dvořák", "Çelik", "McDonald", "Lefèvre", "D'Angelo", "Okafor", "Szulc"]
SHAPED_STATES = ["new jersey", "New York", "district of columbia", "California", "north carolina", "Texas",
                 "puerto rico", "ca", "ny", "tx", "fl", "wa", "NY", "CA", "TX", "PR", "DC", "Illinois", "xx", "Jersey"]


def ascii_word(text):
    return "".join(c for c in text.lower() if c.isascii() and c.isalnum())


def shaped_table_rows(count, rng):
    yield "name,email,phone,state,zip"
    for i in range(count):
        first, last = rng.choice(SHAPED_FIRSTS), rng.choice(SHAPED_LASTS)
        name = first + " " + last
        email = "%s.%s%d@example.com" % (ascii_word(first) or "x", ascii_word(last) or "y", i % 1000)
        phone = shaped_phone(rng)
        zipcode = digits(rng, 5) if rng.random() < 0.8 else digits(rng, 5) + "-" + digits(rng, 4)
        if rng.random() < 0.03:
            zipcode = "1234"
        quoted = '"%s"' % name if rng.random() < 0.1 else name
        yield ",".join([quoted, email, phone, rng.choice(SHAPED_STATES), zipcode])


def fast_email_lines(count):
    for i in range(1, count + 1):
        yield "user%d@example.com" % i


def mixed_email_lines(count, rng):
    for i in range(count):
        yield mixed_email(rng, i)


# Issue 36's no-cliff rows: a million values of each type, as a column of it holds them
# (mostly valid, in the usual spellings, some near misses), from one seed a type.
def type_value(kind, rng, i):
    r = rng.random()
    if kind == "text":
        return rng.choice(["hello world", "  Some text ", "a", "Ünïcode text", "x" * 30, "", "two  spaces"]) + str(i % 97)
    if kind == "name":
        return mixed_name(rng)
    if kind == "phone":
        return next(phone_lines(1, rng))
    if kind == "email":
        return mixed_email(rng, i) if r < 0.3 else "user%d@example.com" % i
    if kind == "address":
        return "%d %s %s" % (rng.randint(1, 9999), rng.choice(["Main", "oak", "Elm", "2nd"]), rng.choice(["St", "Ave.", "road", ""]))
    if kind == "state":
        return mixed_state(rng)
    if kind == "zip":
        return mixed_zip(rng)
    if kind == "number":
        return digits(rng, rng.randint(1, 9)) if r < 0.95 else rng.choice(["12a", "-1", " 42 ", "1.5"])
    if kind == "decimal":
        return "%.2f" % rng.uniform(-180, 180) if r < 0.95 else rng.choice([".5", "+1.50", "-0", "1.2.3", "-"])
    if kind == "integer":
        return str(rng.randint(-10**6, 10**9)) if r < 0.95 else rng.choice(["+007", "4.5", "1,000", "-"])
    if kind == "boolean":
        return rng.choice(["true", "false", "True", "FALSE", "yes", "no", "1", "0", "maybe"])
    if kind == "country":
        return rng.choice(["US", "de", "France", "GB", "jp", "Xx", "united states", "BR"])
    if kind == "url":
        return "https://%s.example.com/p/%d" % (rng.choice(["www", "API", "a"]), i) if r < 0.9 else rng.choice(["example.com", "ftp://x", "http://"])
    if kind == "uuid":
        text = "%032x" % rng.getrandbits(128)
        return "%s-%s-%s-%s-%s" % (text[:8], text[8:12], text[12:16], text[16:20], text[20:]) if r < 0.8 else text.upper()
    if kind == "date":
        y, m, d = rng.randint(1900, 2030), rng.randint(1, 12), rng.randint(1, 28)
        return "%04d-%02d-%02d" % (y, m, d) if r < 0.9 else "%d/%d/%d" % (m, d, y)
    if kind == "time":
        return "%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)) if r < 0.9 else "25:00"
    if kind == "datetime":
        return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (rng.randint(1990, 2030), rng.randint(1, 12), rng.randint(1, 28),
                                                   rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
    if kind == "year":
        return str(rng.randint(1800, 2100)) if r < 0.95 else rng.choice(["99", "20x5"])
    if kind == "yearmonth":
        return "%04d-%02d" % (rng.randint(1900, 2030), rng.randint(1, 12)) if r < 0.95 else "2020-13"
    if kind in IDENTIFIERS:
        return identifier_value(kind, rng, i, r)
    raise ValueError(kind)


def mod97(text):
    return int("".join(str(int(c, 36)) for c in text)) % 97


def luhn_digit(body):
    total = 0
    for index, c in enumerate(reversed(body)):
        v = int(c)
        if index % 2 == 0:
            v *= 2
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


def ean_digit(body):
    return str((10 - sum((3, 1)[i % 2] * int(n) for i, n in enumerate(reversed(body)))) % 10)


def vat_value(rng, d):
    """A VAT number of one of the ten countries that write the most, in about their
    shares, a third with a space after the prefix (Belgium's in its dotted form)."""
    country = rng.choices(["DE", "FR", "IT", "ES", "NL", "PL", "BE", "GB", "AT", "SE"],
                          [20, 15, 15, 10, 10, 8, 8, 7, 4, 3])[0]
    while True:
        if country == "DE":  # ISO 7064 Mod 11, 10
            body, check = str(rng.randint(1, 9)) + d(7), 5
            for c in body:
                check = (((check or 10) * 2) % 11 + int(c)) % 10
            number = body + str((1 - ((check or 10) * 2) % 11) % 10)
        elif country == "FR":  # the SIREN's Luhn digit, then (SIREN 12) modulo 97 in front
            siren = str(rng.randint(1, 9)) + d(7)
            siren += luhn_digit(siren)
            number = "%02d" % (int(siren + "12") % 97) + siren
        elif country == "IT":  # an office code, then the Luhn digit
            body = str(rng.randint(1, 9)) + d(6) + "%03d" % rng.randint(1, 100)
            number = body + luhn_digit(body)
        elif country == "ES":  # a DNI: 8 digits and their letter
            body = d(8)
            number = body + "TRWAGMYFPDXBNJZSQVHLCKE"[int(body) % 23]
        elif country == "NL":  # a BSN, then B01
            body = str(rng.randint(1, 9)) + d(7)
            check = sum((9 - k) * int(c) for k, c in enumerate(body)) % 11
            if check == 10:
                continue
            number = body + str(check) + "B01"
        elif country == "PL":
            body = d(9)
            check = sum(w * int(c) for w, c in zip([6, 5, 7, 2, 3, 4, 5, 6, 7], body)) % 11
            if check == 10:
                continue
            number = body + str(check)
        elif country == "BE":
            body = "0" + d(7)
            number = body + "%02d" % (97 - int(body) % 97)
        elif country == "GB":  # weights 8 to 2, then 10 and 1 on the check digits
            body = str(rng.randint(1, 9)) + d(6)
            total = sum(w * int(c) for w, c in zip([8, 7, 6, 5, 4, 3, 2], body))
            number = body + "%02d" % ((97 - total % 97) % 97)
        elif country == "AT":  # U, then 6 minus the Luhn checksum of 7 digits
            body = d(7)
            total = 0
            for index, c in enumerate(reversed(body)):
                v = int(c) * (2 if index % 2 else 1)
                total += v // 10 + v % 10
            number = "U" + body + str((6 - total % 10) % 10)
        else:  # SE: an organisation number (Luhn) and 01
            body = str(rng.randint(1, 9)) + d(8)
            number = body + luhn_digit(body) + "01"
        break
    if rng.random() < 0.33:
        if country == "BE":
            return "BE %s.%s.%s" % (number[:4], number[4:7], number[7:])
        return country + " " + number
    return country + number


def identifier_value(kind, rng, i, r):
    """A valid identifier in the usual spellings (about 90%), else a near miss: the
    check-digit algorithms written out here, so the benchmark needs no python-stdnum."""
    d = lambda n: digits(rng, n)
    if kind == "iban":
        bban = d(18)
        check = "%02d" % (98 - mod97(bban + "DE00"))
        value = "DE" + check + bban
        value = " ".join(value[k:k + 4] for k in range(0, len(value), 4)) if r < 0.5 else value
    elif kind == "card":
        body = "4" + d(14)
        value = body + luhn_digit(body)
        value = " ".join(value[k:k + 4] for k in range(0, 16, 4)) if r < 0.4 else value
    elif kind == "ean":
        body = d(12)
        value = body + ean_digit(body)
    elif kind == "isbn":
        body = "978" + d(9)
        value = body + ean_digit(body)
    elif kind == "issn":
        body = d(7)
        check = (11 - sum((8 - k) * int(n) for k, n in enumerate(body))) % 11
        value = body[:4] + "-" + body[4:] + ("X" if check == 10 else str(check))
    elif kind == "isin":
        body = "US" + d(9)
        expanded = "".join(str(int(c, 36)) for c in body)
        total = 0
        for index, c in enumerate(reversed(expanded)):
            v = int(c) * (2 if index % 2 == 0 else 1)
            total += v // 10 + v % 10
        value = body + str((10 - total % 10) % 10)
    elif kind == "lei":
        body = "5493" + "00" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(12))
        value = body + "%02d" % (98 - mod97(body + "00"))
    elif kind == "cusip":
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*@#"
        body = d(6) + rng.choice("ABCDEFGH") + d(1)
        number = "".join(str((1, 2)[k % 2] * alphabet.index(c)) for k, c in enumerate(body))
        value = body + str((10 - sum(int(n) for n in number)) % 10)
    elif kind == "imei":
        body = "35" + d(12)
        value = body + luhn_digit(body)
    elif kind == "ssn":
        value = "%03d-%02d-%04d" % (rng.randint(1, 665), rng.randint(1, 99), rng.randint(1, 9999))
    elif kind == "ein":
        value = "%s-%s" % (rng.choice(["04", "12", "20", "35", "45", "91"]), d(7))
    elif kind == "vat":
        value = vat_value(rng, d)
    elif kind == "bic":
        value = rng.choice(["DEUTDEFF", "COBADEFF", "BNPAFRPP", "CHASUS33", "NWBKGB2L"]) + rng.choice(["", "500", "XXX"])
    else:  # postal (US)
        value = "%05d" % rng.randint(501, 99950)
    if r > 0.95:
        return value[:-1] + rng.choice("0123456789")
    if r > 0.9:
        return value[:len(value) // 2]
    return value


IDENTIFIERS = ["iban", "bic", "vat", "isbn", "issn", "ean", "isin", "lei", "cusip", "imei", "card", "ssn", "ein", "postal"]

TYPES = ["text", "name", "phone", "email", "address", "state", "zip", "number", "decimal", "integer", "boolean",
         "country", "url", "uuid", "date", "time", "datetime", "year", "yearmonth"] + IDENTIFIERS


# Issue 56's rules about rows and tables: orders with dates and exact amounts, most rows
# satisfying `end >= start` and `total == net + tax`, ids in sequence with a few breaks.
def order_rows(count, rng):
    yield "id,start,end,net,tax,total,status"
    for i in range(count):
        day = rng.randint(1, 27)
        end = day + rng.randint(0, 3) if rng.random() < 0.98 else day - 1
        net = rng.randint(100, 99999)
        tax = net * 2 // 10
        total = net + tax if rng.random() < 0.99 else net + tax + 1
        status = rng.choice(["open", "paid", "paid", "shipped", "cancelled"])
        ident = i + 1 if rng.random() < 0.9999 else i + 3
        yield "%d,2024-03-%02d,2024-03-%02d,%d.%02d,%d.%02d,%d.%02d,%s" % (
            ident, day, max(1, end), net // 100, net % 100, tax // 100, tax % 100, total // 100, total % 100, status)


def write_lines(path, lines, end="\n"):
    with open(path, "w", encoding="utf-8", newline="") as out:
        for line in lines:
            out.write(line + end)

def main():
    directory = Path(sys.argv[1])
    lines = int(sys.argv[2]) if len(sys.argv) > 2 else 2_000_000
    directory.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261122)
    with open(directory / "phones.txt", "w") as out:
        for line in phone_lines(lines, rng):
            out.write(line + "\n")
    (directory / "one-line.txt").write_text("12345\n")
    with open(directory / "table.csv", "w", encoding="utf-8", newline="") as out:
        for line in table_rows(500_000, rng):
            out.write(line + "\r\n")
    (directory / "table.fields").write_text(
        "name --type name\nemail --type email\nphone --type phone\nstate --type state\nzip --type zip\n")
    world = random.Random(20261122)
    with open(directory / "phones-world.txt", "w", encoding="utf-8") as out:
        for line in world_lines(WORLD_LINES, world):
            out.write(line + "\n")
    # Issue 15's data: each file from its own generator, after the files above.
    write_lines(directory / "phones-mixed.txt", mixed_phone_lines(lines, random.Random(2026112201)))
    write_lines(directory / "table-mixed.csv", mixed_table_rows(500_000, random.Random(2026112202)))
    (directory / "table-mixed.fields").write_text(
        "name --type name\nemail --type email\nphone --type phone\nstate --type state\nzip --type zip\n")
    write_lines(directory / "emails-fast.txt", fast_email_lines(100_000))
    write_lines(directory / "emails-slow.txt", mixed_email_lines(100_000, random.Random(2026112203)))
    small = random.Random(2026112204)
    write_lines(directory / "zips.txt", (mixed_zip(small) for _ in range(100_000)))
    small = random.Random(2026112205)
    write_lines(directory / "names.txt", (mixed_name(small) for _ in range(100_000)))
    small = random.Random(2026112206)
    write_lines(directory / "states.txt", (mixed_state(small) for _ in range(100_000)))
    write_lines(directory / "phones-shapes.txt", shaped_phone_lines(lines, random.Random(2026112301)))
    write_lines(directory / "table-shapes.csv", shaped_table_rows(500_000, random.Random(2026112302)))
    # Issue 35's hostile rules: a list of 50,000 codes with 20,000 values in it and 20,000
    # distinct values not in it; 20 values on which (a|aa)+$ backtracks past any limit
    # (pcre2grep, the reference, gives up after about 20 such lines).
    hostile = random.Random(2026112701)
    codes = ["v%06d" % i for i in range(50_000)]
    write_lines(directory / "one-of-list.txt", codes)
    write_lines(directory / "one-of-passing.txt", (hostile.choice(codes) for _ in range(20_000)))
    write_lines(directory / "one-of-failing.txt", ("x%06d" % i for i in hostile.sample(range(1_000_000), 20_000)))
    write_lines(directory / "backtracking.txt", ("a" * 10_000 + "b" for _ in range(20)))
    # Issue 36's rule options: a million decimals, about half within -90..90.
    options = random.Random(2026112702)
    write_lines(directory / "decimals.txt", ("%.2f" % options.uniform(-180, 180) for _ in range(1_000_000)))
    write_lines(directory / "orders.csv", order_rows(500_000, random.Random(2026120801)))
    (directory / "orders.fields").write_text(
        "id --type integer\nstart --type date\nend --type date\nnet --type decimal\ntax --type decimal\n"
        "total --type decimal\nstatus --type text\n")
    (directory / "orders-rules.fields").write_text(
        (directory / "orders.fields").read_text() + "@row end >= start\n@row total == net + tax\n")
    (directory / "orders-table.fields").write_text(
        (directory / "orders.fields").read_text() + "@table sequential-value fieldName=id\n@table duplicate-row\n"
        "@table unique id\n")
    for index, kind in enumerate(TYPES):
        values = random.Random(2026112800 + index)
        write_lines(directory / ("values-%s.txt" % kind), (type_value(kind, values, i) for i in range(1_000_000)))


if __name__ == "__main__":
    main()
