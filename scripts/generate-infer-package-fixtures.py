#!/usr/bin/env python3
"""Labels `fieldcheck infer --package` with frictionless 5.21, on the real tables of
../shared/data/real (the 13 tables, and the two of its Data Package P4 that are written with
`;`, a decimal comma and point groups).

Each table is copied into a scratch folder as data/FILE (never into the repository), infer
writes datapackage.json beside it, and frictionless validates that package. Written to
Tests/EndToEndTests/Fixtures/infer-package-crosscheck/expected.json, per table: the SHA-256
of the descriptor infer wrote (the test runs infer again and compares, so the labels stay
those of the descriptor that is tested), the cells frictionless reports ("ROW FIELD", for
fields without fieldcheck's x-type, which frictionless does not read), and any other error
(a package it cannot read, an encoding or format error: none is expected). No data of the
tables is written: their sources and licences are in ../shared/data/real/SOURCES.md.

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-infer-package-fixtures.py [FIELDCHECK]
"""
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import frictionless

ROOT = pathlib.Path(__file__).resolve().parent.parent
REAL = ROOT.parent / "shared" / "data" / "real"


def tables():
    found = sorted((REAL / "tables").iterdir())
    found += sorted((REAL / "packages" / "br_mg_fhemig_indicadores-hospitalares" / "data").glob("*.csv"))
    return found


def label(table, binary):
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        (folder / "data").mkdir()
        shutil.copyfile(table, folder / "data" / table.name)
        run = subprocess.run([binary, "infer", "--package", "datapackage.json", "data/" + table.name],
                             cwd=folder, capture_output=True)
        if run.returncode != 0:
            raise SystemExit(f"{table.name}: infer failed: {run.stderr.decode()}")
        raw = (folder / "datapackage.json").read_bytes()
        descriptor = json.loads(raw)
        fields = descriptor["resources"][0]["schema"]["fields"]
        unread = {f["name"] for f in fields if "x-type" in f}
        cwd = os.getcwd()
        os.chdir(folder)
        try:
            report = frictionless.validate("datapackage.json", limit_errors=10**9)
        finally:
            os.chdir(cwd)
        cells, other = set(), []
        for task in report.tasks:
            for error in task.errors:
                if error.type in ("type-error", "constraint-error", "unique-error"):
                    if error.field_name not in unread:
                        cells.add(f"{error.row_number} {error.field_name}")
                elif error.type in ("extra-cell", "missing-cell"):
                    cells.add(f"{error.row_number} width")
                elif error.type != "blank-row":
                    other.append(error.type)
        other += [error.type for error in report.errors]
        return {
            "descriptor_sha256": hashlib.sha256(raw).hexdigest(),
            "cells": sorted(cells, key=lambda c: (int(c.split()[0]), c)),
            "other": sorted(set(other)),
        }


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build" / "debug" / "fieldcheck")
    out = ROOT / "Tests" / "EndToEndTests" / "Fixtures" / "infer-package-crosscheck"
    out.mkdir(parents=True, exist_ok=True)
    labels = {table.name: label(table, binary) for table in tables()}
    (out / "expected.json").write_text(json.dumps(labels, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for name, found in labels.items():
        print(f"{name}: {len(found['cells'])} cells, other {found['other']}")


main()
