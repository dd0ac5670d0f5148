#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/package-stats/cases.jsonl: Data Package resources whose
`bytes`, `hash`, `rows` and `stats` agree or disagree with their data, and what frictionless
5.21 reports for each.

The cases are made here (seeded, 400 of them): a small CSV table (its rows, blank rows, line
endings, a BOM or not), and a resource that states some of its integrity, right or wrong, in
every spelling frictionless reads: `bytes`, `hash` (no prefix, `md5:`, `sha256:`, and
`sha1:`/`sha512:`, which frictionless does not check), top-level `rows`, and `stats` with
`bytes`, `md5`, `sha256`, `rows`, `fields`. Each line of the fixture holds the table, the
resource, and frictionless's errors of the integrity kinds (`hash-count`, `byte-count`,
`field-count`, `row-count`) as [type, note], in its order; or, for a resource frictionless
refuses (a `bytes` that is not an integer, a resource without a name), `package-error`.

Run by hand (CI never runs this; the tests read the file it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-package-stats-fixtures.py
"""
import hashlib
import json
import os
import pathlib
import random
import tempfile

import frictionless

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/package-stats"
KINDS = ("hash-count", "byte-count", "field-count", "row-count")


def table(rng):
    """A small CSV table of two integer columns, as text."""
    ending = rng.choice(["\n", "\r\n"])
    rows = ["a,b"]
    for _ in range(rng.randrange(0, 6)):
        rows.append("" if rng.random() < 0.15 else "%d,%d" % (rng.randrange(100), rng.randrange(100)))
    text = ending.join(rows) + (ending if rng.random() < 0.8 else "")
    return ("\ufeff" if rng.random() < 0.1 else "") + text


def resource(rng, data):
    """A resource stating some of its integrity, each part right or wrong."""
    raw = data.encode("utf-8")
    truth = {
        "bytes": len(raw),
        "md5": hashlib.md5(raw).hexdigest(),
        "sha256": hashlib.sha256(raw).hexdigest(),
        "rows": len(data.lstrip("\ufeff").replace("\r\n", "\n").rstrip("\n").split("\n")) - 1,
        "fields": 2,
    }

    def value(key):
        right = truth[key]
        if rng.random() < 0.5:
            return right
        if isinstance(right, int):
            return right + rng.choice([-1, 1, 7])
        return rng.choice(["0" * len(right), right.upper(), right[:-1]])

    described = {"name": "t", "path": "t.csv",
                 "schema": {"fields": [{"name": "a", "type": "integer"}, {"name": "b", "type": "integer"}]}}
    if rng.random() < 0.4:
        described["bytes"] = value("bytes")
    choice = rng.random()
    if choice < 0.2:
        described["hash"] = value("md5")
    elif choice < 0.35:
        described["hash"] = "md5:" + value("md5")
    elif choice < 0.5:
        described["hash"] = "sha256:" + value("sha256")
    elif choice < 0.55:
        described["hash"] = rng.choice(["sha1:", "sha512:"]) + "0" * 40
    if rng.random() < 0.2:
        described["rows"] = value("rows")
    if rng.random() < 0.5:
        stats = {}
        for key in ("bytes", "md5", "sha256", "rows", "fields"):
            if rng.random() < 0.35:
                stats[key] = value(key)
        described["stats"] = stats
    mistake = rng.random()
    if mistake < 0.03:
        described["bytes"] = str(truth["bytes"])
    elif mistake < 0.06:
        del described["name"]
    return described


def main():
    rng = random.Random(20261129)
    OUT.mkdir(parents=True, exist_ok=True)
    lines = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(400):
            data = table(rng)
            described = resource(rng, data)
            pathlib.Path(folder, "t.csv").write_bytes(data.encode("utf-8"))
            pathlib.Path(folder, "datapackage.json").write_text(json.dumps({"resources": [described]}))
            cwd = os.getcwd()
            os.chdir(folder)
            try:
                report = frictionless.validate("datapackage.json")
            finally:
                os.chdir(cwd)
            if report.errors:
                errors = [["package-error", error.note] for error in report.errors]
            else:
                errors = [[error.type, error.note] for task in report.tasks for error in task.errors if error.type in KINDS]
            lines.append(json.dumps({"csv": data, "resource": described, "errors": errors}))
    (OUT / "cases.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("%d cases, %d with integrity errors" % (len(lines), sum(1 for line in lines if json.loads(line)["errors"])))


if __name__ == "__main__":
    main()
