#!/usr/bin/env python3
"""Checks fieldcheck's e-mail verdicts, normalized forms and messages against
email-validator on a file of addresses, one a line (the benchmark's emails-slow.txt, say):
every line's status (passed, or not), `format`'s form of a valid address, and the reason of
an invalid one (email-validator's message without its final period). Empty lines are
skipped (fieldcheck calls them too-short, "empty"). Prints the first differences and a
count; exits 1 when any line differs.

Run by hand (CI has no email-validator):
    python3 -m venv /tmp/ev && /tmp/ev/bin/pip install email-validator==2.4.0
    /tmp/ev/bin/python scripts/compare-email-with-email-validator.py .build/release/fieldcheck bench/data/emails-slow.txt
"""
import subprocess
import sys

from email_validator import EmailNotValidError, validate_email


def main():
    fieldcheck, path = sys.argv[1], sys.argv[2]
    data = open(path, "rb").read()
    lines = data.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    statuses = subprocess.run([fieldcheck, "-t", "email", "-j1"], input=data, capture_output=True).stdout
    forms = subprocess.run([fieldcheck, "format", "-t", "email", "-j1"], input=data, capture_output=True).stdout
    statuses = statuses.decode("utf-8").split("\n")
    forms = forms.decode("utf-8").split("\n")
    differ = 0
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        fields = statuses[number].split("\t")
        try:
            expected = validate_email(line.strip(), check_deliverability=False)
            same = fields[0] == "passed" and forms[number] == expected.normalized
        except EmailNotValidError as error:
            same = fields[0] != "passed" and len(fields) > 2 and fields[2] == str(error).rstrip(".")
        if not same:
            differ += 1
            if differ <= 10:
                print("line %d: %r: fieldcheck %r, form %r" % (number + 1, line, statuses[number], forms[number]))
    print("%d lines, %d differ" % (len(lines), differ))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
