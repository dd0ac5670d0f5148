#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/list-crosscheck/: Table Schema `list` fields, judged by frictionless.

One table (`table.csv`) of seeded random cells and one schema (`schema.json`) of `list`
fields (Table Schema v2, as frictionless 5.21 reads them): each item type (string,
integer, number, boolean, date, time, datetime), delimiters `,`, `;` and ` | `, with and
without `required`, `minLength` and `maxLength` (which count items). `expected.tsv` has
what frictionless 5.21 reports, one line each: `ROW<TAB>FIELD<TAB>TYPE`.

Run by hand (CI never runs this; the tests read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-list-fixtures.py
"""
import csv
import json
import os
import pathlib
import random

import frictionless

SEED = 20261127
ROWS = 400
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/list-crosscheck"

ITEMS = {
    "string": ["a", "b c", "", " x ", "zz", "1"],
    "integer": ["1", "-2", "007", " 3", "x", "", "1.0", "+4", "1_000"],
    "number": ["1.5", "-2", "1e3", "NaN", "x", "", " 2.5", "inf"],
    "boolean": ["true", "false", "True", "FALSE", "yes", "1", "0", ""],
    "date": ["2024-02-29", "2023-02-29", "2024-2-9", "x", "", "2024-12-31"],
    "time": ["12:30:00", "25:00:00", "12:30", "x", "", "00:00:00Z"],
    "datetime": ["2024-02-29T12:30:00", "2024-02-29T12:30:00Z", "2024-02-29 12:30:00", "x", ""],
}


def main():
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    fields, makers = [], []
    for item_type, pieces in ITEMS.items():
        for delimiter in [",", ";", " | "]:
            field = {"name": f"{item_type}_{len(fields)}", "type": "list", "itemType": item_type}
            if delimiter != ",":
                field["delimiter"] = delimiter
            if item_type == "string" and delimiter == ",":
                field.pop("itemType")  # (the default)
            constraints = {}
            if rng.random() < 0.4:
                constraints["required"] = True
            if rng.random() < 0.5:
                constraints["minLength"] = rng.randint(1, 3)
            if rng.random() < 0.5:
                constraints["maxLength"] = constraints.get("minLength", 1) + rng.randint(0, 2)
            if constraints:
                field["constraints"] = constraints
            fields.append(field)
            makers.append((pieces, delimiter))
    schema = {"fields": fields}
    (OUT / "schema.json").write_text(json.dumps(schema, indent=1) + "\n")
    with open(OUT / "table.csv", "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow([field["name"] for field in fields])
        for _ in range(ROWS):
            row = []
            for pieces, delimiter in makers:
                count = rng.choice([0, 1, 1, 2, 2, 3, 4])
                row.append(delimiter.join(rng.choice(pieces) for _ in range(count)))
            writer.writerow(row)
    cwd = os.getcwd()
    os.chdir(OUT)
    try:
        report = frictionless.validate("table.csv", schema="schema.json", limit_errors=10**9)
    finally:
        os.chdir(cwd)
    lines = []
    for task in report.tasks:
        for error in task.errors:
            lines.append(f"{error.row_number}\t{error.field_name}\t{error.type}")
    (OUT / "expected.tsv").write_text("".join(line + "\n" for line in lines))
    print(f"{len(fields)} fields, {ROWS} rows, {len(lines)} errors")


if __name__ == "__main__":
    main()
