#!/usr/bin/env python3
"""Checks examples/contacts.csv with frictionless and with fieldcheck, and compares the bad
cells. Run by hand (never in CI), in a throwaway venv:

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless
    /tmp/fl/bin/python scripts/compare-with-frictionless.py [path/to/fieldcheck]

frictionless has no name, phone, e-mail, state or address validation of its kind; the schema
(examples/contacts.schema.json) declares what both tools have: required cells, maximum
lengths, and patterns equivalent to the zip, number, decimal and tags rules.
"""
import os
import shutil
import subprocess
import sys
import tempfile

import frictionless

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/fieldcheck")
work = tempfile.mkdtemp()
# frictionless refuses absolute paths as unsafe: work on copies, by relative path.
shutil.copy(os.path.join(root, "examples/contacts.csv"), work)
shutil.copy(os.path.join(root, "examples/contacts.schema.json"), work)
os.chdir(work)
report = frictionless.validate("contacts.csv", schema=frictionless.Schema("contacts.schema.json"))
theirs = set()
for task in report.tasks:
    for error in task.errors:
        if getattr(error, "row_number", None) and getattr(error, "field_name", None):
            theirs.add((error.row_number, error.field_name))
with open("contacts.csv", "rb") as table:
    run = subprocess.run([binary, "check", "--fields", os.path.join(root, "examples/contacts.fields")],
                         stdin=table, capture_output=True, text=True)
ours = {(int(line.split("\t")[0]), line.split("\t")[1]) for line in run.stdout.splitlines()}
shared = {"zip", "age", "balance", "tags"}
print("frictionless %s: %d bad cells; fieldcheck: %d bad cells; found by both: %d"
      % (frictionless.__version__, len(theirs), len(ours), len(theirs & ours)))
print("found by frictionless only:", sorted(theirs - ours))
print("found by fieldcheck only, in columns whose rules both tools have:", sorted(k for k in ours - theirs if k[1] in shared))
print("found by fieldcheck only, by column (rules frictionless lacks):",
      dict(sorted({c: sum(1 for _, col in ours - theirs if col == c) for _, c in ours - theirs}.items())))
sys.exit(0 if not (theirs - ours) and not any(k[1] in shared for k in ours - theirs) else 1)
