#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/example-package-expected.tsv: what frictionless 5.21
reports on the repository's own Data Package, examples/datapackage.json.

One line per error, in scripts/generate-package-fixtures.py's format:
`PACKAGE<TAB>RESOURCE<TAB>TYPE<TAB>ROW<TAB>NAME` (PACKAGE is `examples`).
PackageCrossCheckTests holds `check examples/datapackage.json` to it.

Run by hand (CI never runs this; the tests read the file it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-example-package-fixtures.py
"""
import os
import pathlib

import frictionless

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/example-package-expected.tsv"


def main():
    cwd = os.getcwd()
    os.chdir(ROOT / "examples")
    try:
        report = frictionless.validate("datapackage.json", limit_errors=10**9)
    finally:
        os.chdir(cwd)
    lines = [f"examples\t\tpackage-error\t\t{error.type}" for error in report.errors]
    for task in report.tasks:
        for error in task.errors:
            row = getattr(error, "row_number", None) or ""
            if error.type in ("extra-label", "blank-label", "duplicate-label", "incorrect-label"):
                name = error.label
            else:
                name = getattr(error, "field_name", "") or ""
            lines.append(f"examples\t{task.name}\t{error.type}\t{row}\t{name}")
    OUT.write_text("".join(line + "\n" for line in lines))
    print(f"{len(lines)} lines")


if __name__ == "__main__":
    main()
