#!/usr/bin/env python3
"""Checks examples/contacts.csv against its Table Schema (examples/contacts.schema.json) with
frictionless and with `fieldcheck check --schema`, compares the cells each reports, and times
both on a 500,000-row table made of the example's rows. Run by hand (never in CI), in a
throwaway venv, with a release build:

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    make build && /tmp/fl/bin/python scripts/compare-with-frictionless.py [path/to/fieldcheck] [ROWS]

Exit 1 when the two tools report different cells. frictionless reports a cell once per failed
constraint; fieldcheck once per cell: cells are compared as (row, column).
"""
import csv
import os
import shutil
import subprocess
import sys
import tempfile
import time

import frictionless

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/release/fieldcheck")
big_rows = int(sys.argv[2]) if len(sys.argv) > 2 else 500_000
work = tempfile.mkdtemp()
# frictionless refuses absolute paths as unsafe: work on copies, by relative path.
shutil.copy(os.path.join(root, "examples/contacts.csv"), work)
shutil.copy(os.path.join(root, "examples/contacts.schema.json"), work)
os.chdir(work)


def frictionless_cells(path):
    report = frictionless.validate(path, schema=frictionless.Schema("contacts.schema.json"), limit_errors=10 ** 9)
    cells = set()
    for task in report.tasks:
        for error in task.errors:
            if getattr(error, "row_number", None) and getattr(error, "field_name", None):
                cells.add((error.row_number, error.field_name))
    return cells


def fieldcheck_cells(path):
    with open(path, "rb") as table:
        run = subprocess.run([binary, "check", "--schema", "contacts.schema.json"], stdin=table, capture_output=True, text=True)
    if run.returncode == 2:
        sys.exit("fieldcheck: " + run.stderr)
    return {(int(line.split("\t")[0]), line.split("\t")[1]) for line in run.stdout.splitlines()}


theirs, ours = frictionless_cells("contacts.csv"), fieldcheck_cells("contacts.csv")
print("contacts.csv: frictionless %s reports %d cells, fieldcheck --schema %d; in both: %d"
      % (frictionless.__version__, len(theirs), len(ours), len(theirs & ours)))
print("  frictionless only:", sorted(theirs - ours))
print("  fieldcheck only:", sorted(ours - theirs))

# The big table: the example's data rows, cycled.
with open("contacts.csv", newline="", encoding="utf-8") as source:
    rows = list(csv.reader(source))
with open("big.csv", "w", newline="", encoding="utf-8") as big:
    writer = csv.writer(big, lineterminator="\n")
    writer.writerow(rows[0])
    for index in range(big_rows):
        writer.writerow(rows[1 + index % (len(rows) - 1)])
start = time.perf_counter()
big_theirs = frictionless_cells("big.csv")
frictionless_time = time.perf_counter() - start
start = time.perf_counter()
big_ours = fieldcheck_cells("big.csv")
fieldcheck_time = time.perf_counter() - start
print("%d rows: frictionless %.1f s, fieldcheck %.2f s (%.0fx); cells reported: %d and %d, the same: %s"
      % (big_rows, frictionless_time, fieldcheck_time, frictionless_time / fieldcheck_time, len(big_theirs),
         len(big_ours), big_theirs == big_ours))
sys.exit(0 if theirs == ours and big_theirs == big_ours else 1)
