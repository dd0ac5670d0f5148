#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/descriptor-crosscheck/cases.jsonl: mistakes people make
in Table Schemas, Data Packages and CSV dialects, and how frictionless 5.21 reads each.

The mistakes are made here, seeded, from a valid schema of five fields (string, integer,
number, boolean, date) over a small CSV table, one mistake per case:

- values of the wrong kind or out of the vocabulary (a type or string format that does not
  exist, a `"minLength": "3"`, a field-level `"required"`, a `"primaryKey"` naming no field,
  a dialect's two-character delimiter, a resource without a name, ...);
- near misses of a property the specification defines at that place (a letter dropped,
  added or changed, two letters swapped, another case: `typ`, `Format`, `minLenght`,
  `primarykey`, `schem`, `delimter`), and constraints written beside `constraints` instead
  of inside it;
- values frictionless accepts that look wrong (an empty `enum`, a spelling in both
  `trueValues` and `falseValues`, an empty `decimalChar`, a `minimum` written with the
  field's `groupChar`, empty `trueValues`).

frictionless labels each: "refused" when it reports the descriptor itself (a schema, field,
resource, package or dialect error, or cannot read it at all), else the cells it reports
(type and constraint errors, as [row, field]). A near miss the script made is "near-miss"
(with the property and the name it misses) when frictionless accepts it. The tests hold
fieldcheck to each: a refused case exits 2 naming the property, a near miss is a warning
naming both names (an error with --strict), and otherwise fieldcheck reports exactly
frictionless's cells.

Run by hand (CI never runs this; the tests read the file it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-descriptor-fixtures.py
"""
import copy
import json
import os
import pathlib
import random
import tempfile

import frictionless
from frictionless import FrictionlessException

SEED = 20261129
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/descriptor-crosscheck"
CELL_ERRORS = {"type-error", "constraint-error"}
DESCRIPTOR_ERRORS = {"schema-error", "field-error", "resource-error", "package-error", "dialect-error", "control-error",
                     "general-error", "source-error", "scheme-error", "format-error"}

FIELD_PROPERTIES = ["name", "type", "format", "constraints", "missingValues", "trueValues", "falseValues",
                    "decimalChar", "groupChar", "bareNumber", "title", "description"]
CONSTRAINTS = ["required", "unique", "minLength", "maxLength", "minimum", "maximum", "pattern", "enum"]
SCHEMA_PROPERTIES = ["fields", "missingValues", "primaryKey", "foreignKeys", "title", "description"]
RESOURCE_PROPERTIES = ["schema", "dialect", "encoding", "format", "title", "description", "mediatype"]
DIALECT_PROPERTIES = ["delimiter", "quoteChar", "doubleQuote", "skipInitialSpace", "header", "escapeChar",
                      "lineTerminator", "commentChar"]


def base_schema():
    return {"fields": [
        {"name": "code", "type": "string", "constraints": {"maxLength": 4}},
        {"name": "count", "type": "integer", "constraints": {"minimum": 0}},
        {"name": "price", "type": "number"},
        {"name": "active", "type": "boolean"},
        {"name": "day", "type": "date"},
    ]}


def table(rng):
    """A table whose cells sometimes break what a field could say of them."""
    rows = ["code,count,price,active,day"]
    for _ in range(rng.randrange(4, 10)):
        code = rng.choice(["ab", "abc", "abcde", "AB", "x1", "toolong", "12,000", "1.5", "y", "n", "yes"])
        count = rng.choice(["0", "5", "-3", "12", "12000", "11000", "x", "1.0", "7"])
        price = rng.choice(["1.5", "2", "-0.5", "1,5", "12,000", "11000.5", "abc", "3"])
        active = rng.choice(["true", "false", "yes", "no", "y", "n", "1", "0", "maybe"])
        day = rng.choice(["2024-01-31", "2024-02-30", "31/01/2024", "2023-12-01", "x"])
        rows.append(",".join(['"%s"' % c if "," in c else c for c in (code, count, price, active, day)]))
    return "\n".join(rows) + "\n"


def near_misses(rng, name):
    """Spellings one or two edits from `name` (as a tired hand makes them), or in another case."""
    out = set()
    lowered = name.lower()
    if lowered != name:
        out.add(lowered)
    out.add(name[0].upper() + name[1:])
    if len(name) >= 3:
        i = rng.randrange(len(name))
        out.add(name[:i] + name[i + 1:])  # a letter dropped
        i = rng.randrange(len(name))
        out.add(name[:i] + rng.choice("aeirst") + name[i:])  # a letter added
        i = rng.randrange(len(name))
        out.add(name[:i] + rng.choice("aeiouy") + name[i + 1:])  # a letter changed
    if len(name) >= 6:
        i = rng.randrange(len(name) - 1)
        out.add(name[:i] + name[i + 1] + name[i] + name[i + 2:])  # two letters swapped
    return sorted(s for s in out if s != name)


def renamed(members, old, new):
    return {(new if key == old else key): value for key, value in members.items()}


def schema_cases(rng):
    """(descriptor, what, property, meant): the mistake, and the names the message must give."""
    cases = []
    base = base_schema()

    def field_case(index, change, what, prop, meant=None):
        schema = copy.deepcopy(base)
        schema["fields"][index] = change(schema["fields"][index])
        cases.append((schema, what, prop, meant))

    # Wrong values and vocabulary.
    for value in ["integr", "strng", "Integer", "text", "float", "int", 5, None]:
        field_case(1, lambda f, v=value: dict(f, type=v), "wrong", "type")
    for value in ["phone", "Email", "e-mail", "uri ", "mail", "link", 7]:
        field_case(0, lambda f, v=value: dict(f, format=v), "wrong", "format")
    field_case(0, lambda f: dict(f, required=True), "wrong", "required")
    field_case(1, lambda f: dict(f, required=False), "wrong", "required")
    for value in [[], "x", 5]:
        field_case(0, lambda f, v=value: dict(f, constraints=v), "wrong", "constraints")
    for key, value in [("minLength", "3"), ("minLength", -1), ("maxLength", 2.5), ("maxLength", "x"), ("pattern", 5),
                       ("enum", "ab"), ("required", "yes"), ("unique", 1), ("pattern", "[a-")]:
        field_case(0, lambda f, k=key, v=value: dict(f, constraints={k: v}), "wrong", key)
    for key, value in [("minimum", "x"), ("maximum", [1]), ("minimum", True)]:
        field_case(1, lambda f, k=key, v=value: dict(f, constraints={k: v}), "wrong", key)
    for key in ["minimum", "pattern", "minLength"]:
        index = 0 if key == "minimum" else 3
        field_case(index, lambda f, k=key: dict(f, constraints={k: 1 if k != "pattern" else "a"}), "wrong", key)
    field_case(2, lambda f: {k: v for k, v in f.items() if k != "name"}, "wrong", "name")
    field_case(2, lambda f: dict(f, name=5), "wrong", "name")
    for key, value in [("title", 5), ("description", ["a"]), ("missingValues", "NA"), ("missingValues", [1]),
                       ("bareNumber", "no"), ("decimalChar", 5), ("groupChar", [","])]:
        field_case(2, lambda f, k=key, v=value: dict(f, **{k: v}), "wrong", key)
    for key, value in [("trueValues", "yes"), ("falseValues", [0])]:
        field_case(3, lambda f, k=key, v=value: dict(f, **{k: v}), "wrong", key)
    for key, value in [("primaryKey", 5), ("primaryKey", "nope"), ("missingValues", "NA"), ("fields", {}),
                       ("title", 3), ("foreignKeys", "x"), ("foreignKeys", [{"fields": "code"}])]:
        schema = copy.deepcopy(base)
        schema[key] = value
        cases.append((schema, "wrong", key if key != "primaryKey" or value == 5 else "nope", None))
    cases.append(({"fields": base["fields"] + [copy.deepcopy(base["fields"][0])]}, "wrong", "code", None))

    # Near misses of a field's properties, of constraints, of a schema's properties.
    for index, field in enumerate(base["fields"]):
        for prop in ["type", "format", "constraints", "title"] if index == 0 else ["type", "constraints"]:
            if prop not in field and prop not in ("format", "title"):
                continue
            for spelling in near_misses(rng, prop):
                def change(f, p=prop, s=spelling):
                    f = dict(f)
                    value = f.pop(p, {"format": "email", "title": "Code"}.get(p))
                    f[s] = value
                    return f
                field_case(index, change, "near", spelling, prop)
    for prop in ["trueValues", "falseValues"]:
        for spelling in near_misses(rng, prop)[:3]:
            field_case(3, lambda f, s=spelling: dict(f, **{s: ["yes"]}), "near", spelling, prop)
    for prop in ["decimalChar", "groupChar", "bareNumber", "missingValues"]:
        for spelling in near_misses(rng, prop)[:3]:
            value = {"decimalChar": ",", "groupChar": ",", "bareNumber": False, "missingValues": ["x"]}[prop]
            field_case(2, lambda f, s=spelling, v=value: dict(f, **{s: v}), "near", spelling, prop)
    for constraint, index, value in [("minLength", 0, 3), ("maxLength", 0, 2), ("pattern", 0, "[a-z]+"),
                                     ("minimum", 1, 5), ("maximum", 1, 100), ("enum", 0, ["ab", "abc"]),
                                     ("required", 4, True), ("unique", 0, True)]:
        # Beside "constraints" instead of inside it.
        field_case(index, lambda f, c=constraint, v=value: dict(f, **{c: v}), "beside", constraint, "constraints")
        for spelling in near_misses(rng, constraint)[:3]:
            field_case(index, lambda f, s=spelling, v=value: dict(f, constraints={s: v}), "near", spelling, constraint)
    for prop in ["primaryKey", "missingValues", "foreignKeys"]:
        for spelling in near_misses(rng, prop)[:3]:
            schema = copy.deepcopy(base)
            schema[spelling] = {"primaryKey": "code", "missingValues": ["x"], "foreignKeys": []}[prop]
            cases.append((schema, "near", spelling, prop))

    # What frictionless accepts that looks wrong.
    accepted = [
        (0, {"constraints": {"enum": []}}),
        (1, {"constraints": {"enum": []}}),
        (3, {"trueValues": ["y", "n"], "falseValues": ["n"]}),
        (3, {"trueValues": ["yes", "y"], "falseValues": ["no", "n", "y"]}),
        (3, {"trueValues": []}),
        (3, {"falseValues": []}),
        (2, {"decimalChar": ""}),
        (2, {"decimalChar": "", "constraints": {"minimum": 1}}),
        (2, {"groupChar": ",", "constraints": {"minimum": "12,000"}}),
        (2, {"groupChar": ",", "constraints": {"maximum": "12,000"}}),
        (2, {"groupChar": ",", "decimalChar": ".", "constraints": {"minimum": "1,000.5"}}),
        (2, {"groupChar": ""}),
        (0, {"constraints": {"enum": ["ab", "ab"]}}),
        (1, {"constraints": {"minimum": 10, "maximum": 5}}),
        (3, {"constraints": {"enum": [True]}}),
        (0, {"x-note": "anything", "example": "ab"}),
    ]
    for index, extra in accepted:
        field_case(index, lambda f, e=extra: {**f, **e}, "peer", None)
    return cases


def package_cases(rng):
    base = {"name": "p", "resources": [{"name": "t", "path": "t.csv", "schema": base_schema()}]}
    cases = []

    def case(change, what, prop, meant=None):
        package = copy.deepcopy(base)
        change(package, package["resources"][0])
        cases.append((package, what, prop, meant))

    case(lambda p, r: r.pop("name"), "wrong", "name")
    case(lambda p, r: r.update(name=5), "wrong", "name")
    case(lambda p, r: r.update(name="Not a name"), "wrong", "name")
    case(lambda p, r: p.update(resources={}), "wrong", "resources")
    case(lambda p, r: r.update(schema=5), "wrong", "schema")
    case(lambda p, r: r.update(dialect=[]), "wrong", "dialect")
    case(lambda p, r: r.update(encoding=8), "wrong", "encoding")
    case(lambda p, r: r.update(bytes="12"), "wrong", "bytes")
    case(lambda p, r: r.update(path=5), "wrong", "path")
    for key, value in [("delimiter", ";;"), ("delimiter", 5), ("header", "yes"), ("quoteChar", "ab"),
                       ("doubleQuote", "x"), ("skipInitialSpace", 1)]:
        case(lambda p, r, k=key, v=value: r.update(dialect={k: v}), "wrong", key)
    # The package's and resources' own properties, as frictionless's profiles and checks have them.
    for key, value in [("licenses", "MIT"), ("licenses", [{"title": "x"}]), ("contributors", 5),
                       ("contributors", [{"title": "A", "email": "not an address"}]), ("keywords", "a"),
                       ("keywords", [1]), ("title", 5), ("version", 1), ("created", "2020-01-01"), ("created", 5),
                       ("type", "dataset"), ("missingValues", ["x"]), ("fields", []), ("sources", [{"title": 5}]),
                       ("profile", 5)]:
        case(lambda p, r, k=key, v=value: p.update({k: v}), "wrong", key)
    for key, value in [("title", 5), ("mediatype", 5), ("licenses", "x"), ("sources", 5), ("type", "spreadsheet"),
                       ("type", 5), ("scheme", 5), ("extrapaths", "x"), ("missingValues", ["x"]), ("homepage", 5),
                       ("data", [["code"], ["ab"]])]:
        case(lambda p, r, k=key, v=value: r.update({k: v}), "wrong", key)
    case(lambda p, r: (r.pop("schema"), r.update(profile="tabular-data-resource")), "wrong", "schema")
    case(lambda p, r: p.update(profile="tabular-data-package"), "wrong", "tabular-data-resource")
    for change in [lambda p, r: p.update({"$schema": "https://datapackage.org/profiles/2.0/datapackage.json", "name": "Any Name"}),
                   lambda p, r: r.update(type="table"), lambda p, r: p.update(licenses=[{"name": "MIT"}], keywords=["a"]),
                   lambda p, r: p.update(created="2020-01-01T00:00:00Z", contributors=[{"title": "A", "email": "a@example.com"}]),
                   lambda p, r: (p.update(profile="tabular-data-package"), r.update(profile="tabular-data-resource")),
                   lambda p, r: p.update(id=5, custom={"x": 1})]:
        case(change, "peer", None)
    for prop in ["resources"]:
        for spelling in near_misses(rng, prop)[:2]:
            cases.append(({"name": "p", spelling: base["resources"]}, "wrong", spelling, None))
    for prop in ["licenses", "title", "description"]:
        for spelling in near_misses(rng, prop)[:2]:
            case(lambda p, r, s=spelling: p.update({s: "x"}), "near", spelling, prop)
    for prop in ["schema", "dialect", "encoding", "format"]:
        for spelling in near_misses(rng, prop)[:3]:
            value = {"schema": {"fields": []}, "dialect": {"delimiter": ";"}, "encoding": "utf-8", "format": "csv"}[prop]
            case(lambda p, r, s=spelling, v=value: r.update({s: v}), "near", spelling, prop)
    for prop in DIALECT_PROPERTIES[:5]:
        for spelling in near_misses(rng, prop)[:2]:
            value = {"delimiter": ",", "quoteChar": '"', "doubleQuote": True, "skipInitialSpace": False,
                     "header": True}[prop]
            case(lambda p, r, s=spelling, v=value: r.update(dialect={s: v}), "near", spelling, prop)
    return cases


def label(kind, descriptor, data):
    """frictionless's reading: ("refused", note) or ("accepted", [[row, field], ...])."""
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "t.csv"), "w", encoding="utf-8", newline="") as handle:
            handle.write(data)
        try:
            if kind == "schema":
                schema = frictionless.Schema.from_descriptor(descriptor)
                report = frictionless.Resource(path="t.csv", schema=schema, basepath=folder).validate()
            else:
                path = os.path.join(folder, "datapackage.json")
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(json.dumps(descriptor))
                report = frictionless.validate(path)
        except FrictionlessException as error:
            return "refused", error.error.message[:300]
        except Exception as error:  # frictionless's own failure: not a verdict to hold anyone to
            return "crashed", "%s: %s" % (type(error).__name__, str(error)[:200])
        errors = report.flatten(["rowNumber", "fieldName", "type", "message"])
        for row, field, kind_, message in errors:
            if kind_ in DESCRIPTOR_ERRORS:
                return "refused", message[:300]
        others = sorted({kind_ for _, _, kind_, _ in errors if kind_ not in CELL_ERRORS})
        if others:
            return "other", ", ".join(others)
        return "accepted", sorted([row, field] for row, field, kind_, _ in errors if kind_ in CELL_ERRORS)


def main():
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    tallies = {}
    lines = []
    made = [("schema", case) for case in schema_cases(rng)] + [("package", case) for case in package_cases(rng)]
    for number, (kind, (descriptor, what, prop, meant)) in enumerate(made, 1):
        data = table(rng)
        verdict, detail = label(kind, descriptor, data)
        if verdict in ("crashed", "other"):
            tallies[verdict] = tallies.get(verdict, 0) + 1
            continue
        expect = verdict
        if verdict == "accepted" and what in ("near", "beside"):
            expect = "near-miss"
        # (The descriptor as the text frictionless read: `2.0` stays `2.0`.)
        record = {"case": "%03d" % number, "kind": kind, "mistake": what, "descriptor": json.dumps(descriptor), "csv": data,
                  "expect": expect}
        if expect == "refused":
            record["property"] = prop if isinstance(prop, str) else None
            record["frictionless"] = detail
        else:
            record["cells"] = detail
            if expect == "near-miss":
                record["property"] = prop
                record["meant"] = meant
        tallies[expect] = tallies.get(expect, 0) + 1
        lines.append(json.dumps(record, ensure_ascii=False, sort_keys=True))
    with open(OUT / "cases.jsonl", "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(tallies)


if __name__ == "__main__":
    main()
