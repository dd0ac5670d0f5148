#!/usr/bin/env python3
"""Check a large CSV table with fieldcheck on Spark, one partition at a time.

    python3 check_table.py RULES TABLE PARTITIONS [--key COLUMN] [--master URL]

RULES is a fields file (or a Table Schema, *.json). The table's lines, without its header
row, are cut into PARTITIONS partitions (at line ends: a table whose quoted cells hold line
breaks must be partitioned by whole files instead, see the README). Each partition is
checked by `fieldcheck check --header-from HEADER --key COLUMN --json` and once more with
`--count --json`; the summed counts and the records that did not pass are printed.

The fieldcheck binary is $FIELDCHECK, else the one installed in this Python's environment
(the wheel's), else the one on PATH; it, RULES and the header are
shipped to the executors with SparkContext.addFile, so nothing needs to be installed on
them. Exit status: 0 when every cell passed, 1 when some did not, 2 when the table had
errors (ragged rows, a quote not closed: records of their own in the output).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from pyspark import SparkFiles
from pyspark.sql import SparkSession


def find_fieldcheck():
    """An absolute path: an executor does not see the driver's PATH.
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
    data = b"".join(line + b"\n" for line in lines)
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
    parser.add_argument("--master", default=None, help="Spark master (default: local, one thread per partition)")
    args = parser.parse_args()

    binary = find_fieldcheck()
    with open(args.table, "rb") as table:
        header_line = table.readline()
    key = args.key or header_line.rstrip(b"\r\n").split(b",")[0].strip(b'"').decode("utf-8")
    workdir = tempfile.mkdtemp(prefix="fieldcheck-spark-")
    header = os.path.join(workdir, "header.csv")
    with open(header, "wb") as out:
        out.write(header_line)

    # Spark's own log at ERROR and up (its INFO and WARN lines would bury the report).
    logging = os.path.join(workdir, "log4j2.properties")
    with open(logging, "w") as out:
        out.write("rootLogger.level = error\nrootLogger.appenderRef.stderr.ref = console\n"
                  "appender.console.type = Console\nappender.console.name = console\n"
                  "appender.console.target = SYSTEM_ERR\nappender.console.layout.type = PatternLayout\n"
                  "appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n\n"
                  "logger.repl.name = org.apache.spark.repl.Main\nlogger.repl.level = error\n")
    master = args.master or "local[%d]" % max(1, min(args.partitions, os.cpu_count() or 1))
    spark = (SparkSession.builder.master(master).appName("fieldcheck")
             .config("spark.ui.showConsoleProgress", "false")
             .config("spark.driver.extraJavaOptions", "-Dlog4j2.configurationFile=file:" + logging)
             .getOrCreate())
    context = spark.sparkContext
    for path in (binary, args.rules, header):
        context.addFile(path)
    names = [os.path.basename(binary), os.path.basename(args.rules), "header.csv"]
    rules_option = "--schema" if args.rules.endswith(".json") else "--fields"

    def command(*extra):
        binary_there, rules_there, header_there = (SparkFiles.get(name) for name in names)
        return [binary_there, "check", rules_option, rules_there, "--header-from", header_there,
                "--key", key, "--exit-zero", "--json", *extra]

    # Lines as bytes (no decoding: not a byte changes on the way), the header dropped.
    lines = context.textFile(args.table, minPartitions=args.partitions, use_unicode=False)
    rows = lines.mapPartitionsWithIndex(lambda index, part: part if index > 0 else iter(list(part)[1:]))
    rows = rows.repartition(args.partitions) if rows.getNumPartitions() < args.partitions else rows
    partitions = rows.getNumPartitions()

    records = rows.mapPartitionsWithIndex(
        lambda index, part: ({"partition": index, **record} for record in run_fieldcheck(command(), part))).collect()
    counts = rows.mapPartitions(lambda part: run_fieldcheck(command("--count"), part)).collect()
    spark.stop()
    shutil.rmtree(workdir, ignore_errors=True)
    if len(counts) != partitions:
        sys.exit("check_table.py: %d of %d partitions gave counts" % (len(counts), partitions))
    return report(counts, records, partitions)


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
