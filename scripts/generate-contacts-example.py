#!/usr/bin/env python3
"""Writes examples/contacts.csv (a realistic table with mistakes of every kind, fixed seed)
and Tests/EndToEndTests/Fixtures/contacts-expected.tsv (ROW, COLUMN, STATUS of every cell
that must not pass, as injected here). Run by hand; the files are committed.

    python3 scripts/generate-contacts-example.py
"""
import csv
import io
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
rng = random.Random(20261122)

FIRST = ["ann", "Bob", "carla", "Dmitri", "Émile", "José", "Mary-Jane", "o'neil", "Zoë", "Li", "Ngozi", "Siobhán",
         "Tomasz", "Ana María", "Jean-Luc", "Åsa", "Kwame", "Priya", "Yusuf", "Hannah"]
LAST = ["Lee", "smith", "McDonald", "O'Neil", "García", "Nguyen", "van der Berg", "Kowalski", "Müller", "Okafor",
        "Øster", "Szulc", "Brown", "d'Angelo", "Rossi", "Dubois", "Khan", "Johansson", "Tanaka", "Silva"]
STREETS = ["12 main st", "221b baker street", "1600 pennsylvania ave nw", "742 Evergreen Terrace",
           "31 spooner street, apt 4", "P.O. Box 123", "4 Privet Drive", "10 downing st"]
STATES = ["NY", "ca", "Texas", "new jersey", "FL", " wa ", "Illinois", "pr", "DC", "Massachusetts"]
# Valid North American numbers (libphonenumber), in the formats people type.
AREAS = ["201", "212", "213", "305", "312", "404", "415", "503", "512", "617", "702", "713", "801", "917"]
PHONE_FORMATS = ["{a}{b}{c}", "({a}) {b}-{c}", "{a}-{b}-{c}", "{a}.{b}.{c}", "+1 {a} {b} {c}", "1-{a}-{b}-{c}"]
DOMAINS = ["example.com", "mail.example.org", "EXAMPLE.NET", "münchen.de", "company.co.uk"]
TAGS = ["vip", "new", "b2b", "retail", "wholesale"]
NOTES = ["", "call after 5pm", "prefers e-mail, not phone", 'said "maybe" twice', "line one\nline two", "n/a"]

# The mistakes, per column: (value, status).
MISTAKES = {
    "first_name": [("R2D2", "failed"), ("-", "too-short"), ("", "too-short"), ("ann@home", "failed"), ("x" * 41, "failed")],
    "last_name": [("Smith3", "failed"), ("'", "too-short"), ("Lee_", "failed")],
    "email": [("ann.example.com", "too-short"), ("ann..lee@example.com", "failed"), ("ann@", "too-short"),
              ("ann@example.test", "failed"), ("Ann <ann@example.com>", "failed"), ("ann@example", "too-short"),
              ("ann lee@example.com", "failed"), ("ann@-example.com", "failed")],
    "phone": [("123-555-0123", "failed"), ("201555", "too-short"), ("201-555-01234", "failed"),
              ("201 155 0123", "failed"), ("+44 20 7946 09581", "failed"), ("(212) 555-01", "too-short"),
              ("0201 555 0123", "failed")],
    "street": [("#", "too-short"), ("  -  ", "too-short")],
    "state": [("XX", "failed"), ("new", "too-short"), ("Ontario", "failed"), ("N.Y.", "failed")],
    "zip": [("1234", "too-short"), ("1234a", "failed"), ("123456", "too-short"), ("1234567890", "failed")],
    "age": [("-5", "failed"), ("12a", "failed"), ("1000", "failed"), ("4.5", "failed")],
    "balance": [("1.2.3", "failed"), ("-", "too-short"), ("1,000.00", "failed"), ("$12", "failed"), ("", "too-short")],
    "tags": [("vip;;new", "failed"), ("VIP", "failed"), ("vip;", "failed"), ("b2b", "failed")],
}
COLUMNS = ["first_name", "last_name", "email", "phone", "street", "state", "zip", "age", "balance", "tags", "notes"]


def valid_row():
    first, last = rng.choice(FIRST), rng.choice(LAST)
    local = (first + "." + last).lower().replace(" ", "").replace("'", "")
    a, b, c = rng.choice(AREAS), "555", "01%02d" % rng.randint(0, 99)
    return {
        "first_name": first,
        "last_name": last,
        "email": local + "@" + rng.choice(DOMAINS),
        "phone": rng.choice(PHONE_FORMATS).format(a=a, b=b, c=c),
        "street": rng.choice(STREETS),
        "state": rng.choice(STATES),
        "zip": rng.choice(["%05d" % rng.randint(501, 99950), "%05d-%04d" % (rng.randint(501, 99950), rng.randint(0, 9999)), ""]),
        "age": rng.choice(["", str(rng.randint(18, 99)), "007"]),
        "balance": rng.choice(["0", "12.50", "-3.25", ".5", "+100", "1."]),
        "tags": ";".join(rng.sample(["vip", "new", "retail", "wholesale"], rng.randint(0, 2))),
        "notes": rng.choice(NOTES),
    }


def main():
    rows, expected = [], []
    pending = [(column, value, status) for column, items in MISTAKES.items() for value, status in items]
    rng.shuffle(pending)
    for index in range(300):
        row = valid_row()
        # Spread the mistakes over the table: one or two per row, every few rows.
        if pending and index % 5 == 2:
            used = set()
            for _ in range(rng.randint(1, 2)):
                if not pending or pending[-1][0] in used:
                    break
                column, value, status = pending.pop()
                used.add(column)
                row[column] = value
                expected.append((index + 2, column, status))  # the header is row 1
        rows.append(row)
    assert not pending
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    (ROOT / "examples/contacts.csv").write_text(out.getvalue(), encoding="utf-8", newline="")
    fixture = ROOT / "Tests/EndToEndTests/Fixtures/contacts-expected.tsv"
    fixture.parent.mkdir(parents=True, exist_ok=True)
    order = {name: i for i, name in enumerate(COLUMNS)}
    expected.sort(key=lambda item: (item[0], order[item[1]]))
    fixture.write_text("".join("%d\t%s\t%s\n" % item for item in expected), encoding="utf-8")
    print("wrote", len(rows), "rows and", len(expected), "expected mistakes")


if __name__ == "__main__":
    main()
