#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/label-crosscheck/: headers meeting Table Schemas, judged by frictionless.

Each case NN is a schema (`NN.schema.json`: fields from a small pool, some required, one
integer; a `fieldsMatch` of exact, equal, subset, superset or partial, or none) and a table
(`NN.csv`: a header of labels as people get them wrong -- reordered, missing, extra, blank,
duplicated, misspelled -- and three rows, some integer cells bad). `expected.tsv` has what
frictionless 5.21 reports for each, one line each: `CASE<TAB>TYPE<TAB>ROW<TAB>NAME`, where
TYPE is a header error (`extra-label`, `missing-label`, `blank-label`, `duplicate-label`,
`incorrect-label`, `unmatched-header`) with NAME its label (or, for `missing-label`, its
field), or a cell error (`type-error`, ...) with NAME its field; or `exception` when
frictionless refuses the table (labels that make matching by name ambiguous).

Run by hand (CI never runs this; the tests read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-label-fixtures.py
"""
import json
import os
import pathlib
import random

import frictionless
from frictionless import Resource

SEED = 20261127
CASES = 80
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/label-crosscheck"

POOL = [("id", "integer"), ("name", "string"), ("city", "string"), ("age", "integer"), ("email", "string")]


def labels_for(fields, rng):
    names = [name for name, _ in fields]
    labels = list(names)
    for _ in range(rng.randint(0, 2)):
        change = rng.choice(["shuffle", "drop", "extra", "blank", "duplicate", "misspell", "case"])
        if change == "shuffle":
            rng.shuffle(labels)
        elif change == "drop" and len(labels) > 1:
            labels.pop(rng.randrange(len(labels)))
        elif change == "extra":
            labels.insert(rng.randrange(len(labels) + 1), rng.choice(["notes", "zip", "extra"]))
        elif change == "blank":
            labels[rng.randrange(len(labels))] = ""
        elif change == "duplicate":
            labels.insert(rng.randrange(len(labels) + 1), rng.choice(labels))
        elif change == "misspell":
            index = rng.randrange(len(labels))
            labels[index] = labels[index][:-1] + "x" if labels[index] else "x"
        elif change == "case":
            index = rng.randrange(len(labels))
            labels[index] = labels[index].upper()
    return labels


def main():
    rng = random.Random(SEED)
    if OUT.exists():
        for path in OUT.iterdir():
            path.unlink()
    OUT.mkdir(parents=True, exist_ok=True)
    lines = []
    for case in range(1, CASES + 1):
        count = rng.randint(1, 4)
        fields = rng.sample(POOL, count)
        schema = {"fields": []}
        for name, kind in fields:
            field = {"name": name, "type": kind}
            if rng.random() < 0.3:
                field["constraints"] = {"required": True}
            schema["fields"].append(field)
        mode = rng.choice([None, "exact", "equal", "subset", "superset", "partial"])
        if mode:
            schema["fieldsMatch"] = mode
        labels = labels_for(fields, rng)
        if not labels:
            labels = ["x"]
        rows = []
        for _ in range(3):
            # (Never all empty: frictionless calls that a blank row, fieldcheck a row of empty cells.)
            rows.append(["7"] + [rng.choice(["1", "22", "x", "", "3.5", "Ann"]) for _ in labels[1:]])
        name = f"{case:02d}"
        (OUT / f"{name}.schema.json").write_text(json.dumps(schema, indent=1) + "\n")
        text = ",".join(labels) + "\n" + "".join(",".join(row) + "\n" for row in rows)
        (OUT / f"{name}.csv").write_text(text)
        try:
            report = frictionless.validate(
                Resource(path=f"{name}.csv", schema=f"{name}.schema.json", basepath=str(OUT)), limit_errors=1000
            )
        except frictionless.FrictionlessException:
            lines.append(f"{name}\texception\t\t")
            continue
        task_errors = [error for task in report.tasks for error in task.errors]
        if report.errors or any(not hasattr(error, "row_number") and not hasattr(error, "label") for error in task_errors):
            lines.append(f"{name}\texception\t\t")
            continue
        for error in task_errors:
            kind = error.type
            if kind in ("extra-label", "blank-label", "duplicate-label", "incorrect-label"):
                lines.append(f"{name}\t{kind}\t1\t{error.label}")
            elif kind == "missing-label":
                lines.append(f"{name}\t{kind}\t1\t{error.field_name}")
            elif kind == "unmatched-header":
                lines.append(f"{name}\t{kind}\t1\t")
            elif kind in ("extra-cell", "missing-cell"):
                lines.append(f"{name}\t{kind}\t{error.row_number}\t")
            else:
                lines.append(f"{name}\t{kind}\t{error.row_number}\t{error.field_name}")
    (OUT / "expected.tsv").write_text("".join(line + "\n" for line in lines))
    print(f"{CASES} cases, {len(lines)} lines")


if __name__ == "__main__":
    main()
