#!/usr/bin/env python3
"""Check a large CSV table with fieldcheck on Dask, one partition at a time.

    python3 check_table.py RULES TABLE PARTITIONS [--key COLUMN]

RULES is a fields file (or a Table Schema, *.json). The table's lines, without its header
row, are cut into PARTITIONS partitions (at line ends: a table whose quoted cells hold line
breaks must be partitioned by whole files instead, see the README). Each partition is
checked by `fieldcheck check --header-from HEADER --key COLUMN --json` and once more with
`--count --json`; the summed counts and the records that did not pass are printed.

The fieldcheck binary is $FIELDCHECK, else the one installed in this Python's environment
(the wheel's), else the one on PATH, passed to the workers as an
absolute path (on a cluster, the binary, RULES and the header must be at the same paths on
every worker). Exit status: 0 when every cell passed, 1 when some did not, 2 when the table
had errors (ragged rows, a quote not closed: records of their own in the output).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import dask
import dask.bag


def find_fieldcheck():
    """An absolute path: a worker need not have the same PATH.
    $FIELDCHECK, else the one this Python's environment installed (the wheel puts it in
    its bin/, which is on PATH only when the environment is activated), else PATH's."""
    own = os.path.join(sys.prefix, "bin", "fieldcheck")
    found = os.environ.get("FIELDCHECK") or (own if os.access(own, os.X_OK) else None) or shutil.which("fieldcheck")
    if not found or not os.access(found, os.X_OK):
        sys.exit("check_table.py: fieldcheck not found: install it in this Python's environment (pip install "
                 "the wheel), put it on PATH, or set FIELDCHECK")
    return os.path.abspath(found)


def run_fieldcheck(command, lines):
    """Runs fieldcheck on one partition's lines; its output lines, parsed.

    With --exit-zero, exit 0 means the partition was checked, whatever its records say
    (failed cells, and table errors: a ragged row is a record with "status": "error");
    anything else is a run that could not be done, raised here rather than lost.
    """
    # (Lines were read with surrogateescape: encoded back, every byte is as in the file.)
    data = "".join(line if line.endswith("\n") else line + "\n" for line in lines).encode("utf-8", "surrogateescape")
    done = subprocess.run(command, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    records = [json.loads(line) for line in done.stdout.splitlines()]
    if done.returncode != 0:
        raise RuntimeError(
            "fieldcheck exited %d: %s" % (done.returncode, done.stderr.decode("utf-8", "replace").strip()))
    return records


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rules")
    parser.add_argument("table")
    parser.add_argument("partitions", type=int)
    parser.add_argument("--key", help="the column that names rows (default: the header's first)")
    args = parser.parse_args()

    binary = find_fieldcheck()
    with open(args.table, "rb") as table:
        header_line = table.readline()
    key = args.key or header_line.rstrip(b"\r\n").split(b",")[0].strip(b'"').decode("utf-8")
    workdir = tempfile.mkdtemp(prefix="fieldcheck-dask-")
    header = os.path.join(workdir, "header.csv")
    with open(header, "wb") as out:
        out.write(header_line)
    rules_option = "--schema" if args.rules.endswith(".json") else "--fields"
    command = [binary, "check", rules_option, os.path.abspath(args.rules), "--header-from", header,
               "--key", key, "--exit-zero", "--json"]

    # Blocks of whole lines, about PARTITIONS of them; the header is the first block's first line.
    size = os.path.getsize(args.table)
    lines = dask.bag.read_text(args.table, blocksize=max(1, -(-size // args.partitions)), errors="surrogateescape")
    parts = lines.to_delayed()
    rows = [dask.delayed(lambda part, first: part[1:] if first else part)(part, index == 0) for index, part in enumerate(parts)]
    if len(rows) != args.partitions:
        rows = dask.bag.from_delayed(rows).repartition(npartitions=args.partitions).to_delayed()
    checked = [dask.delayed(run_fieldcheck)(command, part) for part in rows]
    counted = [dask.delayed(run_fieldcheck)(command + ["--count"], part) for part in rows]
    checked, counted = dask.compute(checked, counted, scheduler="threads")
    shutil.rmtree(workdir, ignore_errors=True)
    records = [{"partition": index, **record} for index, part in enumerate(checked) for record in part]
    counts = [count for part in counted for count in part]
    if len(counts) != len(rows):
        sys.exit("check_table.py: %d of %d partitions gave counts" % (len(counts), len(rows)))
    return report(counts, records, len(rows))


def report(counts, records, partitions):
    """The summed counts in `fieldcheck --count`'s form, then the records that did not pass."""
    total = {}
    for part in counts:
        for column, statuses in part.items():
            for status, number in statuses.items():
                total.setdefault(column, {}).setdefault(status, 0)
                total[column][status] += number
    print("counts of %d partitions:" % partitions)
    for column, statuses in total.items():
        for status, number in statuses.items():
            print("%s\t%s\t%d" % (column, status, number))
    print("records that did not pass: %d" % len(records))
    for record in records:
        print(json.dumps(record, ensure_ascii=False))
    if "(table)" in total:
        return 2
    return 1 if records else 0


if __name__ == "__main__":
    sys.exit(main())
