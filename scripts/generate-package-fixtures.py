#!/usr/bin/env python3
"""Writes Tests/EndToEndTests/Fixtures/package-crosscheck/: real Data Packages and what frictionless reports.

The packages are the examples the frictionlessdata libraries ship in their source
distributions on PyPI (frictionless 5.21.0, datapackage 1.15.4, goodtables 2.5.4, tabulator
1.53.5, datapackage-pipelines 2.2.11; each MIT-licensed, see SOURCES.md there): every
`datapackage.json` or `*.package.json` whose resources are all local files (or inline
data) that the distribution holds, with no file over 200 KB. Each is copied with the files
it names into a folder of its own (`NN-SOURCE-NAME/`), its descriptor renamed
`datapackage.json`, and validated by frictionless 5.21. `expected.tsv` has one line per
error: `PACKAGE<TAB>RESOURCE<TAB>TYPE<TAB>ROW<TAB>NAME` (NAME: the field of a cell error, the
label of a header error, the field of a missing label, empty otherwise); a package
frictionless cannot validate at all gets one line with TYPE `package-error` and its note.

Run by hand (CI never runs this; the tests read the files it writes):
    python3 -m venv /tmp/fl && /tmp/fl/bin/pip install frictionless==5.21.0
    /tmp/fl/bin/python scripts/generate-package-fixtures.py
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import tempfile

import frictionless

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/EndToEndTests/Fixtures/package-crosscheck"
SOURCES = ["frictionless==5.21.0", "datapackage==1.15.4", "goodtables==2.5.4", "tabulator==1.53.5", "datapackage-pipelines==2.2.11"]
LIMIT = 200_000


def local_files(descriptor, folder):
    """The files a descriptor names (data, schemas, dialects), or None when one is remote or absent."""
    files = []
    resources = descriptor.get("resources")
    if not isinstance(resources, list) or not resources:
        return None
    for resource in resources:
        if not isinstance(resource, dict):
            return None
        paths = resource.get("path")
        paths = [paths] if isinstance(paths, str) else paths if isinstance(paths, list) else []
        if not paths and "data" not in resource:
            return None
        for key in ("schema", "dialect"):
            if isinstance(resource.get(key), str):
                paths = paths + [resource[key]]
        for path in paths:
            if not isinstance(path, str) or "://" in path or path.startswith("/") or ".." in path.split("/"):
                return None
            full = folder / path
            if not full.is_file() or full.stat().st_size > LIMIT:
                return None
            files.append(path)
    return files


def main():
    work = pathlib.Path(tempfile.mkdtemp())
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:", "-d", str(work)] + SOURCES,
        check=True,
    )
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    lines, sources, number = [], [], 0
    for archive in sorted(work.glob("*.tar.gz")):
        source = archive.name[: -len(".tar.gz")]
        with tarfile.open(archive) as tar:
            tar.extractall(work / "x", filter="data")
        base = work / "x" / source
        for descriptor_path in sorted(base.rglob("*.json")):
            name = descriptor_path.name
            if name != "datapackage.json" and not name.endswith(".package.json"):
                continue
            if "__spec__" in descriptor_path.parts or "tests" in descriptor_path.parts[len(base.parts):-1]:
                pass
            try:
                descriptor = json.loads(descriptor_path.read_text(encoding="utf-8"))
            except Exception:
                continue
            if not isinstance(descriptor, dict):
                continue
            files = local_files(descriptor, descriptor_path.parent)
            if files is None:
                continue
            number += 1
            slug = str(descriptor_path.relative_to(base)).replace("/", "_").replace(".json", "")
            package = f"{number:02d}-{source.split('-')[0]}-{slug}"[:80]
            target = OUT / package
            target.mkdir()
            shutil.copy(descriptor_path, target / "datapackage.json")
            for path in files:
                (target / path).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(descriptor_path.parent / path, target / path)
            sources.append(f"| {package} | {source} | {descriptor_path.relative_to(base)} |")
            cwd = os.getcwd()
            os.chdir(target)
            try:
                report = frictionless.validate("datapackage.json", limit_errors=10**9)
            except Exception as error:  # frictionless refuses the descriptor itself
                lines.append(f"{package}\t\tpackage-error\t\t{str(error).splitlines()[0][:200]}")
                continue
            finally:
                os.chdir(cwd)
            for error in report.errors:
                lines.append(f"{package}\t\tpackage-error\t\t{error.note.splitlines()[0][:200] if error.note else error.type}")
            for task in report.tasks:
                for error in task.errors:
                    kind = error.type
                    row = getattr(error, "row_number", None) or ""
                    if kind in ("extra-label", "blank-label", "duplicate-label", "incorrect-label"):
                        name_ = error.label
                    elif kind == "foreign-key":
                        name_ = (getattr(error, "field_names", None) or [""])[0]
                    elif kind in ("missing-label",) or hasattr(error, "field_name"):
                        name_ = getattr(error, "field_name", "") or ""
                    else:
                        name_ = ""
                    lines.append(f"{package}\t{task.name}\t{kind}\t{row}\t{name_}")
    (OUT / "expected.tsv").write_text("".join(line + "\n" for line in lines))
    (OUT / "SOURCES.md").write_text(
        "# Where these packages come from\n\n"
        "Each folder is a Data Package from the source distribution on PyPI of a library of the\n"
        "frictionlessdata project (github.com/frictionlessdata), copied with the files it names by\n"
        "`scripts/generate-package-fixtures.py`; the descriptor is renamed `datapackage.json`.\n"
        "All five libraries are released under the MIT licence (their LICENSE files), which\n"
        "covers these examples.\n\n"
        "| folder | distribution | descriptor in it |\n|---|---|---|\n" + "\n".join(sources) + "\n"
    )
    shutil.rmtree(work)
    print(f"{number} packages, {len(lines)} lines")


if __name__ == "__main__":
    main()
