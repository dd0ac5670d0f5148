#!/usr/bin/env python3
"""What `fieldcheck infer`, frictionless's `describe` and pandera's `infer_schema` propose
for the same real tables (../shared/data/real: the 13 tables and the two `;` tables of
package P4), as docs/guide/tables.md's comparison table shows it.

For each table and tool: whether it read the table's columns (delimiter, encoding), how
many columns it gave a type other than text, how many zero-padded code columns (`01`,
`0900100000`) it made numbers (their zeros lost), and how many cells of the table fail
its own proposal (fieldcheck: check --package with the package infer wrote; frictionless:
validate with the schema describe wrote, which it infers from the first rows; pandera:
the schema validated on the frame pandas read, which is what it was inferred from).
Prints a Markdown table. Run by hand (CI never runs this):

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0 pandera pandas
    /tmp/fl/bin/python scripts/compare-infer-with-describe.py [FIELDCHECK]
"""
import csv
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import warnings

import frictionless
import pandas
import pandera.pandas as pandera

warnings.filterwarnings("ignore")
ROOT = pathlib.Path(__file__).resolve().parent.parent
REAL = ROOT.parent / "shared" / "data" / "real"
TEXT = {"string", "any", "object", "str"}


def tables():
    found = sorted((REAL / "tables").iterdir())
    found += sorted((REAL / "packages" / "br_mg_fhemig_indicadores-hospitalares" / "data").glob("*.csv"))
    return found


def true_columns(table):
    """The header as a person reads it: the encoding and delimiter Python's tools find."""
    raw = table.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    dialect = csv.Sniffer().sniff(text[:65536], delimiters=",;\t|")
    return next(csv.reader(io.StringIO(text), dialect)), dialect.delimiter, text


def padded_codes(text, delimiter):
    """The columns whose values are all digits, some with a leading zero."""
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    header, body = rows[0], rows[1:]
    codes = set()
    for index, name in enumerate(header):
        values = [row[index] for row in body if index < len(row) and row[index] not in ("", "NA", "-")]
        if values and all(v.isdigit() for v in values) and any(len(v) > 1 and v[0] == "0" for v in values):
            codes.add(name.lstrip("\ufeff"))
    return codes


def fieldcheck(table, binary, codes):
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        (folder / "data").mkdir()
        shutil.copyfile(table, folder / "data" / table.name)
        subprocess.run([binary, "infer", "--package", "datapackage.json", "data/" + table.name], cwd=folder, check=True, capture_output=True)
        fields = json.loads((folder / "datapackage.json").read_text())["resources"][0]["schema"]["fields"]
        run = subprocess.run([binary, "check", "--json", "--package", "datapackage.json"], cwd=folder, capture_output=True, text=True)
        failing = sum(1 for line in run.stdout.splitlines() if json.loads(line).get("column"))
    typed = [f for f in fields if f["type"] not in TEXT or "x-type" in f or "constraints" in f and "pattern" in f["constraints"]]
    numeric = [f["name"] for f in fields if f["type"] in ("integer", "number") and f["name"] in codes]
    return len(fields), len(typed), numeric, failing


def describe(table, codes):
    # (frictionless reads only relative paths it deems safe: from a scratch folder.)
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copyfile(table, pathlib.Path(scratch) / table.name)
        here = os.getcwd()
        os.chdir(scratch)
        try:
            resource = frictionless.describe(table.name, type="resource")
            fields = resource.schema.fields
            report = frictionless.validate(resource, limit_errors=10**9)
        finally:
            os.chdir(here)
    unread = [error.type for task in report.tasks for error in task.errors if error.type not in ("type-error", "constraint-error", "blank-row", "extra-cell", "missing-cell")]
    if unread:
        return f"fails: {unread[0]}"
    failing = sum(1 for task in report.tasks for error in task.errors if error.type in ("type-error", "constraint-error"))
    typed = [f for f in fields if f.type not in TEXT]
    numeric = [f.name for f in fields if f.type in ("integer", "number") and f.name in codes]
    return len(fields), len(typed), numeric, failing


def pandera_infer(table, codes):
    frame = pandas.read_csv(table)
    schema = pandera.infer_schema(frame)
    try:
        schema.validate(frame, lazy=True)
        failing = 0
    except pandera.errors.SchemaErrors as errors:
        failing = len(errors.failure_cases)
    typed = [name for name, column in schema.columns.items() if not str(column.dtype).startswith(("str", "object"))]
    numeric = [name for name, column in schema.columns.items() if str(column.dtype).startswith(("int", "float")) and name in codes]
    return len(schema.columns), len(typed), numeric, failing


def cell(result, width):
    if isinstance(result, str):
        return result
    columns, typed, numeric, failing = result
    read = "" if columns == width else f"**{columns} column{'s' if columns != 1 else ''}** · "
    lost = f" · **{len(numeric)} code column{'s' if len(numeric) != 1 else ''} made numbers**" if numeric else ""
    return f"{read}{typed} typed · {failing} cells fail{lost}"


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "debug" / "fieldcheck")
    print("| Table | Columns | fieldcheck infer --package | frictionless describe | pandera infer_schema |")
    print("|---|---|---|---|---|")
    for table in tables():
        header, delimiter, text = true_columns(table)
        codes = padded_codes(text, delimiter)
        results = []
        for tool in (lambda: fieldcheck(table, binary, codes), lambda: describe(table, codes), lambda: pandera_infer(table, codes)):
            try:
                results.append(tool())
            except Exception as error:  # a tool that cannot read the table
                results.append(f"fails: {type(error).__name__}")
        print(f"| {table.name} | {len(header)} | " + " | ".join(cell(r, len(header)) for r in results) + " |")


main()
