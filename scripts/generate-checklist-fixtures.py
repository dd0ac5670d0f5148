#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/checklist-crosscheck/: tables, Table Schemas and frictionless
checklists, and what frictionless 5.21 reports for the checklists' checks.

For each case NN it writes `NN.csv`, `NN.schema.json` and `NN.checklist.json`, and for all cases one
`expected.tsv`: each error of a checklist check (and each `check-error`) frictionless reports, one line
each, `CASE<TAB>ROW<TAB>TYPE<TAB>NOTE` (ROW empty for a table's error). The tables are random (seeded)
over integer, number, date, string and boolean fields, with what people paste: missing and invalid
cells, duplicates, breaks in a sequence, non-ASCII and 255-character strings, 32767; the checklists
draw from every check type, with formulas over dates, exact decimals, integers, strings and booleans,
formulas that raise (None compared, an undefined name, a function simpleeval lacks), and checks whose
field is missing (check-error). Run in a throwaway venv, from the repository:

    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-checklist-fixtures.py
"""
import json
import os
import random
import shutil
import sys
import tempfile

import frictionless

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "Tests/EndToEndTests/Fixtures/checklist-crosscheck")
random.seed(20261208)

CHECK_TYPES = {
    "row-constraint", "table-dimensions", "forbidden-value", "required-value", "sequential-value", "duplicate-row",
    "deviated-value", "deviated-cell", "truncated-value", "ascii-value", "check-error",
}

SCHEMA = {"fields": [
    {"name": "id", "type": "integer"},
    {"name": "start", "type": "date"},
    {"name": "end", "type": "date"},
    {"name": "net", "type": "number"},
    {"name": "tax", "type": "number"},
    {"name": "total", "type": "number"},
    {"name": "qty", "type": "integer"},
    {"name": "name", "type": "string"},
    {"name": "ok", "type": "boolean"},
]}

FORMULAS = [
    "end >= start", "total == net + tax", "net > 0 and tax >= 0", "name != 'Bob' or ok", "qty * net <= 1000",
    "start.year >= 2020", "(end - start).days < 40", "name in ['Ann', 'Bob', 'Cy']", "not ok or qty > 2",
    "total / qty > 1", "id % 2 == 0 or name.startswith('A')", "net >= 0.1", "total > 5 if ok else total <= 5",
    "str(id) + name != '1Ann'", "tax is None or tax < net", "int(total) == total", "len(name) > 2",
    "end > strat", "qty // 2 == 1", "-net < 0", "net ** 2 >= tax", "abs(net) > 0", "float(total) > 2.5",
    "name.lower() == 'ann'", "start < end < '2021'", "1 < qty <= 5", "total != None", "ok == True",
    "name * 2 != 'BobBob'", "end - start > 3", "net + 0.5 > tax", "total == 10.50", "total == 10.5",
    "net == 0.1", "net < 0.1", "qty / 4 == 0.75", "name", "tax and net", "[net, tax] != [1, 2]",
    "(qty, id) < (3, 10)", "start != None and start.month in (1, 2, 3)", "name.strip() == name",
    "total - net - tax == 0", "net * 3 == tax * 3", "ok is True", "qty > 2.5", "id >= 1 and id <= 100",
    "end > start + 5", "name.upper().startswith('B')", "True", "None", "0", "total >= 3.0",
    # What the review of 2026-12-08 found: a name that is no field is None; numbers glued to
    # keywords; float powers; a callee is a function, never a field.
    "unknown is None", "not typo", "qty>0and qty<5", "1if ok else 0", "1.05 ** 30 == 4.321942375150668",
    "net * 1e1_0 > 0", "int(net) >= 1", "qty << 2 > 4", "name.isalpha()",
]


def cell(kind, row, state):
    r = random.random()
    if r < 0.06:
        return ""
    if kind == "id":
        if r < 0.12:
            return "x" + str(row)
        return str(state["id"] + (random.choice([1, 1, 1, 1, 2, 0]) if r < 0.3 else 1))
    if kind in ("start", "end"):
        if r < 0.1:
            return "2020-02-30"
        month = random.randint(1, 3)
        return "2020-%02d-%02d" % (month, random.randint(1, 28)) if random.random() < 0.9 else "2021-01-%02d" % random.randint(1, 28)
    if kind in ("net", "tax", "total"):
        if r < 0.1:
            return random.choice(["x", "1,5", "NaN", "-INF"])
        return random.choice(["0.1", "0.5", "1", "1.0", "1.50", "2", "3", "10", "10.50", "9.5", "100", "0", "-1", "1e2", "0.25"])
    if kind == "qty":
        if r < 0.1:
            return random.choice(["two", "1.5", "32767"])
        return str(random.choice([0, 1, 2, 3, 3, 4, 5, 8, 65535]))
    if kind == "name":
        if r < 0.1:
            return random.choice(["Zoë", "Åsa", "x" * 255, " Ann", "b" * 6000])
        return random.choice(["Ann", "Bob", "Cy", "Dee", "ann", "Bob", "Al"])
    if kind == "ok":
        return random.choice(["true", "false", "True", "0", "1", "yes", "FALSE"])
    raise ValueError(kind)


def table(rows):
    names = [field["name"] for field in SCHEMA["fields"]]
    lines = [",".join(names)]
    state = {"id": 0}
    previous = None
    for index in range(rows):
        if previous and random.random() < 0.08:
            lines.append(previous)  # a duplicate row
            continue
        values = []
        for name in names:
            value = cell(name, index + 2, state)
            if name == "id" and value.isdigit():
                state["id"] = int(value)
            values.append('"%s"' % value if "," in value else value)
        line = ",".join(values)
        lines.append(line)
        previous = line
    return "\n".join(lines) + "\n"


def check():
    kind = random.choice([
        "row-constraint", "row-constraint", "row-constraint", "table-dimensions", "forbidden-value", "required-value",
        "sequential-value", "duplicate-row", "deviated-value", "deviated-cell", "truncated-value", "ascii-value",
    ])
    if kind == "row-constraint":
        return {"type": kind, "formula": random.choice(FORMULAS)}
    if kind == "table-dimensions":
        key = random.choice(["minRows", "maxRows", "numRows", "numFields", "minFields", "maxFields"])
        value = random.choice([5, 9, 10, 20, 25, 30, 0, 11.0]) if "Rows" in key else random.choice([8, 9, 10, 0, 9.0])
        return {"type": kind, key: value}
    if kind == "forbidden-value":
        return random.choice([
            {"type": kind, "fieldName": "name", "values": ["Bob", "Zoë"]},
            {"type": kind, "fieldName": "qty", "values": [0, 8]},
            {"type": kind, "fieldName": "net", "values": [1.5, 0.1, 100]},
            {"type": kind, "fieldName": "ok", "values": [False]},
            {"type": kind, "fieldName": "nope", "values": [1]},
        ])
    if kind == "required-value":
        return random.choice([
            {"type": kind, "fieldName": "name", "values": ["Ann", "Zed"]},
            {"type": kind, "fieldName": "qty", "values": [3, 7]},
            {"type": kind, "fieldName": "nope", "values": [1]},
        ])
    if kind == "sequential-value":
        return {"type": kind, "fieldName": random.choice(["id", "id", "qty", "nope"])}
    if kind == "deviated-value":
        return {"type": kind, "fieldName": random.choice(["net", "qty", "qty", "name"]),
                "average": random.choice(["mean", "median", "mode"]), "interval": random.choice([1, 2, 3, 2.0])}
    if kind == "deviated-cell":
        return {"type": kind, "interval": random.choice([1, 3])}
    return {"type": kind}


def main():
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    expected = []
    work = tempfile.mkdtemp()
    for number in range(1, 61):
        case = "%02d" % number
        text = table(random.randint(8, 30))
        checklist = {"checks": [check() for _ in range(random.randint(1, 4))]}
        for name, content in [(case + ".csv", text), (case + ".schema.json", json.dumps(SCHEMA, indent=1) + "\n"),
                              (case + ".checklist.json", json.dumps(checklist, indent=1, ensure_ascii=False) + "\n")]:
            with open(os.path.join(out, name), "w", encoding="utf-8", newline="") as handle:
                handle.write(content)
            shutil.copy(os.path.join(out, name), work)
        os.chdir(work)
        report = frictionless.validate(
            case + ".csv", schema=frictionless.Schema(case + ".schema.json"),
            checklist=frictionless.Checklist.from_descriptor(case + ".checklist.json"), limit_errors=10 ** 9)
        if report.errors:
            sys.exit("%s: %s" % (case, report.errors))
        for task in report.tasks:
            for error in task.errors:
                if error.type in CHECK_TYPES:
                    row = getattr(error, "row_number", None)
                    expected.append("%s\t%s\t%s\t%s" % (case, row or "", error.type, error.note.replace("\t", " ").replace("\n", " ")))
    with open(os.path.join(out, "expected.tsv"), "w", encoding="utf-8") as handle:
        handle.write("# CASE\tROW\tTYPE\tNOTE (frictionless %s)\n" % frictionless.__version__)
        handle.write("\n".join(expected) + "\n")
    print("%d cases, %d errors" % (60, len(expected)))


main()
