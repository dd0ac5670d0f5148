#!/usr/bin/env python3
"""Builds fieldcheck's Python wheel: the static binary as ruff's and uv's wheels hold
theirs, so that `pip install` is the install (also on Spark workers and in pre-commit's
Python hooks).

    python3 packaging/wheel/build.py VERSION BINARY OUTDIR

The binary goes in `fieldcheck-VERSION.data/scripts/`, which pip installs into the
environment's `bin/` (on PATH in a venv, executable); the `fieldcheck` package beside it
only finds that binary for `python -m fieldcheck`. No build backend, no network: a wheel
is a zip file with three metadata files (PEP 427, PEP 491).

The platform tag is manylinux_2_17_x86_64: the binary is fully static, so it runs on any
x86-64 Linux whatever its C library; the tag is the one pip (20.3 and later) installs on
every glibc system of the last decade. musl systems (Alpine) are not tagged: the release
archive serves them.
"""

import base64
import hashlib
import os
import sys
import time
import zipfile

TAG = "py3-none-manylinux_2_17_x86_64"

INIT = '''"""fieldcheck: validate and format values and tables from the command line.

This package holds no Python API: it ships the fieldcheck binary, which pip installs on
PATH. `find_fieldcheck_bin()` finds it, for `python -m fieldcheck`.
"""

import os
import sys
import sysconfig

__version__ = "{version}"


def find_fieldcheck_bin() -> str:
    """The path of the installed fieldcheck binary."""
    name = "fieldcheck" + (sysconfig.get_config_var("EXE") or "")
    places = [sysconfig.get_path("scripts")]
    # A --user install puts it in the user scheme's scripts.
    user = "nt_user" if os.name == "nt" else ("osx_framework_user" if sys.platform == "darwin" and sys._framework else "posix_user")
    try:
        places.append(sysconfig.get_path("scripts", scheme=user))
    except KeyError:
        pass
    # A --target install: bin/ beside the package's folder.
    places.append(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bin"))
    for place in places:
        path = os.path.join(place, name)
        if os.path.isfile(path):
            return path
    raise FileNotFoundError("fieldcheck: the fieldcheck binary is not installed beside this package: " + ", ".join(places))
'''

MAIN = '''import os
import sys

from fieldcheck import find_fieldcheck_bin


def main() -> None:
    binary = find_fieldcheck_bin()
    # The binary in this process's place: its exit status is ours, signals reach it.
    os.execv(binary, ["fieldcheck", *sys.argv[1:]])


if __name__ == "__main__":
    main()
'''

METADATA = """Metadata-Version: 2.4
Name: fieldcheck
Version: {version}
Summary: Validate and format values and tables from the command line (a static binary)
License-Expression: {licence}
{licence_files}Keywords: validation,csv,table-schema,phone,email,cli
Classifier: Environment :: Console
Classifier: Operating System :: POSIX :: Linux
Classifier: Programming Language :: Swift
Classifier: Topic :: Utilities
Requires-Python: >=3.7
Description-Content-Type: text/markdown

fieldcheck validates and formats values (phone numbers of every country, e-mail
addresses, dates, identifiers, any PCRE2 pattern) and tables (CSV, JSON Lines, fields
files, Frictionless Table Schemas) for shell pipelines, scripts and CI. This wheel
installs its static x86-64 Linux binary on PATH: `fieldcheck --help`, or
`python -m fieldcheck --help`.
"""

# (The Swift runtime's exception: a binary that embeds it owes it no attribution.)
LICENCE_EXPRESSION = (
    "Apache-2.0 AND LGPL-2.1-or-later AND (Apache-2.0 WITH Swift-exception) AND BSD-3-Clause AND Unicode-3.0")

WHEEL = """Wheel-Version: 1.0
Generator: fieldcheck packaging/wheel/build.py
Root-Is-Purelib: false
Tag: {tag}
"""


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode("ascii")


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    version, binary_path, out = sys.argv[1:]
    with open(binary_path, "rb") as handle:
        binary = handle.read()
    here = os.path.dirname(os.path.abspath(__file__))
    info = f"fieldcheck-{version}.dist-info"
    # The binary's licences: fieldcheck's (Apache-2.0, its identifier types LGPL-2.1+) and
    # those of what it links and embeds (THIRD_PARTY_NOTICES.md); their texts go with it.
    root = os.path.join(here, "..", "..")
    licence_files = ["LICENSE", "THIRD_PARTY_NOTICES.md"] + [
        f"LICENSES/{name}.txt" for name in ("Apache-2.0", "LGPL-2.1-or-later", "BSD-3-Clause", "Unicode-3.0")]
    licences = []
    for name in licence_files:
        with open(os.path.join(root, name), "rb") as handle:
            licences.append((f"{info}/licenses/{name}", handle.read(), 0o644))
    metadata = METADATA.format(
        version=version, licence=LICENCE_EXPRESSION,
        licence_files="".join(f"License-File: {name}\n" for name in licence_files))
    files = [
        ("fieldcheck/__init__.py", INIT.format(version=version).encode(), 0o644),
        ("fieldcheck/__main__.py", MAIN.encode(), 0o644),
        (f"fieldcheck-{version}.data/scripts/fieldcheck", binary, 0o755),
        (f"{info}/METADATA", metadata.encode(), 0o644),
        (f"{info}/WHEEL", WHEEL.format(tag=TAG).encode(), 0o644),
    ] + licences
    record = "".join(f"{name},{record_hash(data)},{len(data)}\n" for name, data, _ in files) + f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode(), 0o644))
    # Dated by the commit (SOURCE_DATE_EPOCH), so that the same commit gives the same bytes.
    stamp = time.gmtime(max(int(os.environ.get("SOURCE_DATE_EPOCH", time.time())), 315532800))[:6]
    path = os.path.join(out, f"fieldcheck-{version}-{TAG}.whl")
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for name, data, mode in files:
            entry = zipfile.ZipInfo(name, date_time=stamp)
            entry.external_attr = (0o100000 | mode) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(entry, data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
