#!/usr/bin/env python3
"""Compares `fieldcheck check --package` with frictionless 5.21 on Data Packages you have.

For each folder under PACKAGES holding a datapackage.json, runs both and compares what they
report, as Tests/EndToEndTests/PackageCrossCheckTests.swift does for the committed fixtures:
cells (type, constraint, unique, primary-key, foreign-key errors, on their field; the rows of
JSON resources shifted by frictionless's header row), header errors (kind and label), and
rows of the wrong width (extra-cell, missing-cell); blank rows are frictionless's alone.
Prints one line per package: `same`, `refused: REASON` (fieldcheck exit 2 with nothing
reported), or the differences. Run by hand (CI never runs this):

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/compare-packages-with-frictionless.py PACKAGES [FIELDCHECK]
"""
import json
import os
import pathlib
import subprocess
import sys

import frictionless


def frictionless_errors(folder):
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        report = frictionless.validate("datapackage.json", limit_errors=10**9)
    finally:
        os.chdir(cwd)
    descriptor = json.loads((folder / "datapackage.json").read_text(encoding="utf-8"))
    shift, keys = {}, {}
    for resource in descriptor.get("resources", []):
        name = resource.get("name", "")
        path = resource.get("path") if isinstance(resource.get("path"), str) else ""
        fmt = (resource.get("format") or "").lower()
        if fmt in ("json", "jsonl", "ndjson") or path.lower().endswith((".json", ".jsonl", ".ndjson")):
            shift[name] = 1
        schema = resource.get("schema") if isinstance(resource.get("schema"), dict) else {}
        key = schema.get("primaryKey")
        keys[name] = key[0] if isinstance(key, list) and key else key
    wanted, other = set(), []
    for task in report.tasks:
        blank = {e.row_number for e in task.errors if e.type == "blank-row"}
        for e in task.errors:
            row = getattr(e, "row_number", None)
            if row in blank:
                continue
            kind = e.type
            if kind in ("type-error", "constraint-error", "unique-error"):
                wanted.add(f"{task.name} {row - shift.get(task.name, 0)} {e.field_name}")
            elif kind == "foreign-key":
                wanted.add(f"{task.name} {row - shift.get(task.name, 0)} {e.field_names[0]}")
            elif kind == "primary-key":
                wanted.add(f"{task.name} {row - shift.get(task.name, 0)} {keys.get(task.name)}")
            elif kind in ("extra-cell", "missing-cell"):
                wanted.add(f"{task.name} {row} width")
            elif kind.endswith("-label"):
                wanted.add(f"{task.name} {kind} {e.field_name if kind in ('missing-label', 'blank-label') else e.label}")
            else:
                other.append(f"{task.name}: {kind}")
    other += [f"(package): {e.type}" for e in report.errors]
    return wanted, other


def fieldcheck_errors(folder, binary):
    run = subprocess.run([binary, "check", "--json", "--package", str(folder / "datapackage.json")], capture_output=True, text=True)
    reported = set()
    for line in run.stdout.splitlines():
        item = json.loads(line)
        resource, row, column = item.get("resource", ""), item.get("row", 0), item.get("column", "")
        if item.get("status") == "error":
            kind = item.get("reason", "").split(":")[0]
            if kind.endswith("-label"):
                reported.add(f"{resource} {kind} {column if kind in ('missing-label', 'blank-label') else item.get('value', '')}")
            else:
                reported.add(f"{resource} {row} width")
        else:
            reported.add(f"{resource} {row} {column}")
    return reported, run.returncode, run.stderr.strip().splitlines()


def main():
    root = pathlib.Path(sys.argv[1])
    binary = sys.argv[2] if len(sys.argv) > 2 else str(pathlib.Path(__file__).resolve().parent.parent / ".build/debug/fieldcheck")
    for folder in sorted(p.parent for p in root.glob("*/datapackage.json")):
        try:
            wanted, other = frictionless_errors(folder)
        except Exception as error:  # frictionless cannot open it
            wanted, other = set(), [f"frictionless: {str(error).splitlines()[0][:100]}"]
        reported, status, stderr = fieldcheck_errors(folder, binary)
        refusals = [line for line in stderr if "error:" in line]
        if status == 2 and not reported and refusals:
            print(f"{folder.name}: refused: {refusals[0][:160]}")
            continue
        only_ours, only_theirs = sorted(reported - wanted), sorted(wanted - reported)
        verdict = "same" if not only_ours and not only_theirs else f"differ: fieldcheck only {only_ours[:5]} ({len(only_ours)}), frictionless only {only_theirs[:5]} ({len(only_theirs)})"
        notes = f"; not compared: {len(other)} ({', '.join(sorted(set(other))[:3])})" if other else ""
        skipped = [line for line in stderr if "not checked" in line or "error:" in line]
        if skipped:
            notes += f"; fieldcheck said: {skipped[0][:120]}"
        print(f"{folder.name}: {verdict}{notes}")


if __name__ == "__main__":
    main()
