#!/usr/bin/env python3
"""Writes the CSV dialect cross-check: tables in every Data Package dialect, read by frictionless.

Each case is a random dialect (delimiter, quoteChar -- "" for none --, escapeChar,
doubleQuote, skipInitialSpace, commentChar; delimiter, quoteChar and skipInitialSpace always
given, since frictionless guesses the ones a dialect leaves out) and a table of random text
made of the characters that matter to it (delimiters, quotes, escapes, spaces, comment
marks, line breaks LF, CR LF or CR) under a fixed header (sometimes quoted, after a UTF-8
byte order mark).

- Tests/FieldCheckTests/Fixtures/csv-dialects.json: each case's dialect, text, and the rows
  Python's csv reader gives with the configuration frictionless 5.21 builds from the
  dialect (`CsvControl.to_python()`), a comment row given as an empty row (fieldcheck
  reads it as an empty line: skipped, counted).
- Tests/EndToEndTests/Fixtures/dialect-crosscheck/NN/: the case (unless its quoteChar is
  "", which frictionless fails on) as a Data Package (a schema of an integer and two
  strings with length bounds; `headerRows` given, since frictionless otherwise guesses
  which row is the header), and `expected.tsv` with what
  frictionless 5.21 reports on each, in scripts/generate-package-fixtures.py's format.

Run by hand (CI never runs this; the tests read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-dialect-fixtures.py
"""
import csv
import io
import json
import os
import pathlib
import random
import shutil

import frictionless
from frictionless.formats import CsvControl

SEED = 20261127
CASES = 60
ROOT = pathlib.Path(__file__).resolve().parent.parent
ROWS = ROOT / "Tests/FieldCheckTests/Fixtures/csv-dialects.json"
OUT = ROOT / "Tests/EndToEndTests/Fixtures/dialect-crosscheck"


def random_dialect(rng):
    delimiter = rng.choice([",", ";", "|", "\t"])
    quote = rng.choice(['"', "'", "'", "", "~"])
    escape = rng.choice([None, None, "\\", "/"])
    dialect = {"delimiter": delimiter, "quoteChar": quote, "skipInitialSpace": rng.random() < 0.5}
    if escape is not None and escape != quote:
        dialect["escapeChar"] = escape
        dialect["doubleQuote"] = rng.random() < 0.5
    elif rng.random() < 0.3:
        dialect["doubleQuote"] = False  # (frictionless ignores it without an escape character)
    if rng.random() < 0.4:
        dialect["commentChar"] = rng.choice(["#", "//"])
    return dialect


def random_text(rng, dialect):
    pieces = ["x", "y", "12", "7", "ab", " ", " ", dialect["delimiter"], dialect["delimiter"], '"', "'", "#", "/"]
    if dialect["quoteChar"]:
        pieces += [dialect["quoteChar"]] * 4
    if "escapeChar" in dialect:
        pieces += [dialect["escapeChar"]] * 2
    d = dialect["delimiter"]
    q = dialect["quoteChar"]
    # (Sometimes a byte order mark and a quoted header, as spreadsheets write them.)
    marked = rng.random() < 0.2
    lines = [("\ufeff" if marked else "") + (d.join(q + name + q for name in "abc") if marked and q else f"a{d}b{d}c")]
    for _ in range(rng.randint(3, 9)):
        cells = []
        for _ in range(3):
            cell = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4)))
            if rng.random() < 0.25 and dialect["quoteChar"]:
                q = dialect["quoteChar"]
                inner = "".join(rng.choice(pieces + ["\n", d]) for _ in range(rng.randint(0, 4)))
                cell = q + inner + q
            cells.append(cell)
        line = d.join(cells)
        if rng.random() < 0.15 and "commentChar" in dialect:
            line = dialect["commentChar"] + line
        lines.append(line)
    ending = rng.choice(["\n", "\r\n", "\r\n", "\n", "\r"])
    return ending.join(lines) + rng.choice([ending, ""])


def python_rows(dialect, text):
    control = CsvControl.from_dialect(frictionless.Dialect.from_descriptor(dict(dialect)))
    config = control.to_python()
    if config.quoting == csv.QUOTE_NONE:
        config.quotechar = '"'  # (Python refuses "" even where it reads no quotes; frictionless fails)
    rows = []
    # (frictionless reads UTF-8 with a byte order mark as utf-8-sig: the mark is not text.)
    for row in csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""), dialect=config):
        comment = dialect.get("commentChar")
        rows.append([] if comment and row and row[0].startswith(comment) else row)
    return rows


def main():
    rng = random.Random(SEED)
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    cases, lines = [], []
    schema = {
        "fields": [
            {"name": "a", "type": "integer"},
            {"name": "b", "type": "string", "constraints": {"minLength": 2, "maxLength": 5}},
            {"name": "c", "type": "string", "constraints": {"maxLength": 3}},
        ]
    }
    for number in range(1, CASES + 1):
        dialect = random_dialect(rng)
        text = random_text(rng, dialect)
        cases.append({"dialect": dialect, "text": text, "rows": python_rows(dialect, text)})
        if dialect["quoteChar"] == "":
            continue  # frictionless 5.21 cannot read it (Python's csv refuses the quote character "")
        package = f"{number:02d}"
        folder = OUT / package
        folder.mkdir()
        (folder / "data.csv").write_bytes(text.encode())
        descriptor = {
            "name": f"dialect-{package}",
            "resources": [{"name": "data", "path": "data.csv", "format": "csv", "encoding": "utf-8", "dialect": dict(dialect, headerRows=[1]), "schema": schema}],
        }
        (folder / "datapackage.json").write_text(json.dumps(descriptor, indent=2) + "\n")
        cwd = os.getcwd()
        os.chdir(folder)
        try:
            report = frictionless.validate("datapackage.json", limit_errors=10**9)
        finally:
            os.chdir(cwd)
        for error in report.errors:
            lines.append(f"{package}\t\tpackage-error\t\t{error.note.splitlines()[0][:200] if error.note else error.type}")
        for task in report.tasks:
            for error in task.errors:
                kind = error.type
                row = getattr(error, "row_number", None) or ""
                if kind in ("extra-label", "blank-label", "duplicate-label", "incorrect-label"):
                    name = error.label
                else:
                    name = getattr(error, "field_name", "") or ""
                lines.append(f"{package}\t{task.name}\t{kind}\t{row}\t{name}")
    ROWS.write_text(json.dumps(cases, indent=1) + "\n")
    (OUT / "expected.tsv").write_text("".join(line + "\n" for line in lines))
    print(f"{len(cases)} cases, {len(lines)} lines")


if __name__ == "__main__":
    main()
