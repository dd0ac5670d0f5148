#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/any-date-crosscheck/: Table Schema `"format": "any"`, judged by frictionless.

One table (`table.csv`) with a `date`, a `time` and a `datetime` column of `"format": "any"`
(`schema.json`), each cell a text of Tests/FieldCheckTests/Fixtures/dateutil-parse.tsv
(python-dateutil's own test inputs and the shapes people paste; seeded sample); and
`expected.tsv`: what frictionless 5.21 reports, `ROW<TAB>FIELD<TAB>TYPE`.

frictionless fills what a text leaves out from the day it runs (`Feb 29` is valid in a
leap year only, `31` in a month of 31 days), so only texts whose verdict is the same for
every default day tried here are taken: the fixture holds on any day the tests run.

Run by hand (CI never runs this; the tests read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    TZ=UTC /tmp/fl/bin/python scripts/generate-any-date-fixtures.py
"""
import csv
import datetime
import os
import pathlib
import random
import re
import warnings

import frictionless
from dateutil import parser

SEED = 20261127
ROWS = 1500
ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "Tests/FieldCheckTests/Fixtures/dateutil-parse.tsv"
OUT = ROOT / "Tests/EndToEndTests/Fixtures/any-date-crosscheck"
DAYS = [datetime.datetime(*day) for day in [(2024, 2, 29), (2026, 11, 27), (2025, 1, 31), (2027, 6, 30), (2028, 12, 1), (2026, 2, 28)]]


def unescape(text):
    def one(match):
        code = match.group(1)
        return {"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}.get(code) or chr(int(code[1:], 16))
    return re.sub(r"\\(\\|t|n|r|x[0-9A-Fa-f]{2})", one, text)


def verdict(text, day):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            parser.parse(text, default=day)
            return True
        except Exception:
            return False


def main():
    texts = []
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        text = unescape(line.split("\t")[0])
        # (A cell is read as it is: no NUL, and the default missing value "" is not a text.)
        if text and "\0" not in text and len({verdict(text, day) for day in DAYS}) == 1:
            texts.append(text)
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    schema = {"fields": [{"name": kind, "type": kind, "format": "any"} for kind in ("date", "time", "datetime")]}
    (OUT / "schema.json").write_text(__import__("json").dumps(schema, indent=1) + "\n")
    with open(OUT / "table.csv", "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["date", "time", "datetime"])
        for _ in range(ROWS):
            writer.writerow([rng.choice(texts) for _ in range(3)])
    cwd = os.getcwd()
    os.chdir(OUT)
    try:
        report = frictionless.validate("table.csv", schema="schema.json", limit_errors=10**9)
    finally:
        os.chdir(cwd)
    lines = [f"{error.row_number}\t{getattr(error, 'field_name', '')}\t{error.type}" for task in report.tasks for error in task.errors]
    (OUT / "expected.tsv").write_text("".join(line + "\n" for line in lines))
    print(f"{len(texts)} texts of a fixed verdict, {ROWS} rows, {len(lines)} errors")


if __name__ == "__main__":
    main()
