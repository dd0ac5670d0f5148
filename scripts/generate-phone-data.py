#!/usr/bin/env python3
"""Writes Sources/FieldCheckReference/Generated/NANPMetadata.swift from libphonenumber's metadata.

The data is the North American Numbering Plan part of libphonenumber's published metadata
(Apache-2.0), as shipped by the python package `phonenumbers`: for each region of country
code 1, in libphonenumber's order, its leading-digits pattern, its general description and
the patterns of each number type. Those patterns use only digits, digit classes, `\\d`,
`(?:...)`, `|` and `{n}`: each is a finite set of fixed-length digit strings. This script
compiles them, with libphonenumber's own rules for which region a number belongs to
(`_region_code_for_number_from_list`: the first region whose leading digits match the
start of the number, else the first region where the number has a type) and for validity
(`_number_type_helper`: the general description and one number type match), into one
minimal automaton over the ten digits of a national number. It checks the automaton
against phonenumbers' `is_valid_number` on a large sample before writing it. The patterns
themselves are written too, as the record of what the automaton was built from.

Refresh (by hand; CI never runs this):
    python3 -m venv /tmp/phone-env && /tmp/phone-env/bin/pip install phonenumbers
    /tmp/phone-env/bin/python scripts/generate-phone-data.py
    /tmp/phone-env/bin/python scripts/generate-phone-fixtures.py
    make test
"""
import functools
import pathlib
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

# The order in which libphonenumber's _number_type_helper tries the types.
TYPES = ["premium_rate", "toll_free", "shared_cost", "voip", "personal_number", "pager", "uan",
         "voicemail", "fixed_line", "mobile"]
LENGTH = 10
OUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/FieldCheckReference/Generated/NANPMetadata.swift"
DIGITS = "0123456789"

# Regular expressions over digits: ("set", frozenset of digits), ("seq", tuple), ("alt", frozenset),
# EPS (the empty string) and NONE (no string).
EPS = ("eps",)
NONE = ("none",)


def seq(parts):
    flat = []
    for part in parts:
        if part == NONE:
            return NONE
        if part == EPS:
            continue
        flat.extend(part[1] if part[0] == "seq" else (part,))
    if not flat:
        return EPS
    return flat[0] if len(flat) == 1 else ("seq", tuple(flat))


def alt(options):
    flat = set()
    for option in options:
        if option == NONE:
            continue
        flat.update(option[1] if option[0] == "alt" else (option,))
    if not flat:
        return NONE
    return next(iter(flat)) if len(flat) == 1 else ("alt", frozenset(flat))


def parse(pattern):
    """The subset of regular expressions libphonenumber's NANP patterns use."""
    position = 0

    def alternation():
        nonlocal position
        options = [sequence()]
        while position < len(pattern) and pattern[position] == "|":
            position += 1
            options.append(sequence())
        return alt(options)

    def sequence():
        nonlocal position
        parts = []
        while position < len(pattern) and pattern[position] not in "|)":
            atom_ = atom()
            if position < len(pattern) and pattern[position] == "{":
                end = pattern.index("}", position)
                count = int(pattern[position + 1:end])  # only {n} occurs
                position = end + 1
                atom_ = seq([atom_] * count)
            parts.append(atom_)
        return seq(parts)

    def atom():
        nonlocal position
        c = pattern[position]
        if pattern.startswith("(?:", position):
            position += 3
            inner = alternation()
            assert pattern[position] == ")", pattern
            position += 1
            return inner
        if pattern.startswith("\\d", position):
            position += 2
            return ("set", frozenset(DIGITS))
        if c == "[":
            end = pattern.index("]", position)
            body, digits, i = pattern[position + 1:end], set(), 0
            while i < len(body):
                if i + 2 < len(body) and body[i + 1] == "-":
                    digits.update(str(d) for d in range(int(body[i]), int(body[i + 2]) + 1))
                    i += 3
                else:
                    digits.add(body[i])
                    i += 1
            position = end + 1
            return ("set", frozenset(digits))
        if c in DIGITS:
            position += 1
            return ("set", frozenset(c))
        raise ValueError("unexpected %r in %s" % (c, pattern))

    tree = alternation()
    assert position == len(pattern), pattern
    return tree


@functools.lru_cache(maxsize=None)
def nullable(r):
    kind = r[0]
    if kind == "eps":
        return True
    if kind in ("none", "set"):
        return False
    if kind == "seq":
        return all(nullable(p) for p in r[1])
    return any(nullable(o) for o in r[1])


@functools.lru_cache(maxsize=None)
def derive(r, c):
    """Brzozowski's derivative: the strings s such that c + s is in r."""
    kind = r[0]
    if kind in ("eps", "none"):
        return NONE
    if kind == "set":
        return EPS if c in r[1] else NONE
    if kind == "alt":
        return alt(derive(o, c) for o in r[1])
    head, rest = r[1][0], seq(r[1][1:])
    result = seq([derive(head, c), rest])
    if nullable(head):
        result = alt([result, derive(rest, c)])
    return result


def desc_regex(desc, general_lengths):
    if desc is None or not desc.national_number_pattern:
        return None
    lengths = [n for n in (desc.possible_length or ()) if n > 0]
    if desc.possible_length and not lengths:
        return None  # (-1,): no numbers of this type
    if not (lengths or general_lengths) or LENGTH in (lengths or general_lengths):
        return parse(desc.national_number_pattern)
    return None


def regions():
    result = []
    for code in COUNTRY_CODE_TO_REGION_CODE[1]:
        md = PhoneMetadata.metadata_for_region(code)
        general_lengths = [n for n in (md.general_desc.possible_length or ()) if n > 0]
        general = desc_regex(md.general_desc, []) or NONE
        types = alt([t for t in (desc_regex(getattr(md, name), general_lengths) for name in TYPES) if t is not None])
        leading = parse(md.leading_digits) if md.leading_digits else None
        patterns = [md.general_desc.national_number_pattern] + [
            getattr(md, name).national_number_pattern for name in TYPES
            if getattr(md, name) is not None and getattr(md, name).national_number_pattern]
        result.append((code, leading, general, types, md.leading_digits, patterns))
    return result


def build(regions_):
    """The product automaton over ten digits, then minimized. A state is, per region: the
    rest of its leading-digits pattern (or True once it matched a start of the number),
    and the rests of its general and number-type patterns."""
    start = tuple((("L", leading) if leading is not None else None, general, types)
                  for _, leading, general, types, _, _ in regions_)
    levels = [{start: None}]
    for depth in range(LENGTH):
        following = {}
        for state in levels[depth]:
            for c in DIGITS:
                following.setdefault(step(state, c), None)
        levels.append(following)

    def decide(state):
        """libphonenumber's decision for a ten-digit number ending in this state: the
        region's index + 1 when valid, else 0."""
        for index, (leading, general, types) in enumerate(state):
            has_type = nullable(general) and nullable(types)
            if leading == "claimed":
                return index + 1 if has_type else 0
            if leading is None and has_type:
                return index + 1
            # A region whose leading digits did not match is passed over, type or not.
        return 0

    # Minimize from the last level back: a state's identity is its future.
    ids = {}  # signature -> id; 0 is the dead state
    ids[("dead",)] = 0
    rows = [[0] * 10]
    accepting = [0]
    state_id = [dict() for _ in range(LENGTH + 1)]
    for state in levels[LENGTH]:
        region = decide(state)
        signature = ("end", region) if region else ("dead",)
        if signature not in ids:
            ids[signature] = len(rows)
            rows.append([0] * 10)
            accepting.append(region)
        state_id[LENGTH][state] = ids[signature]
    for depth in range(LENGTH - 1, -1, -1):
        for state in levels[depth]:
            row = tuple(state_id[depth + 1][step(state, c)] for c in DIGITS)
            signature = ("row", row) if any(row) else ("dead",)
            if signature not in ids:
                ids[signature] = len(rows)
                rows.append(list(row))
                accepting.append(0)
            state_id[depth][state] = ids[signature]
    return state_id[0][start], rows, accepting


def step(state, c):
    """The state after one more digit. Per region, the leading-digits part is None (the
    region has none), ("L", rest) while it may still match, "claimed" once it matched a start
    of the number (libphonenumber's re.match), or "failed"."""
    result = []
    for leading, general, types in state:
        if isinstance(leading, tuple):
            rest = derive(leading[1], c)
            leading = "claimed" if nullable(rest) else ("failed" if rest == NONE else ("L", rest))
        result.append((leading, derive(general, c), derive(types, c)))
    return tuple(result)


def verify(start, rows, accepting, count=300_000):
    rng = random.Random(20261122)
    for index in range(count):
        if index % 2:
            digits = "%d%02d%07d" % (rng.randint(2, 9), rng.randint(0, 99), rng.randint(0, 9_999_999))
        else:
            digits = "".join(rng.choice(DIGITS) for _ in range(LENGTH))
        state = start
        for c in digits:
            state = rows[state][int(c)]
        ours = accepting[state] != 0
        theirs = phonenumbers.is_valid_number(phonenumbers.parse("+1" + digits, None))
        if ours != theirs:
            sys.exit("automaton disagrees with phonenumbers on %s: %s vs %s" % (digits, ours, theirs))


def main():
    regions_ = regions()
    start, rows, accepting = build(regions_)
    verify(start, rows, accepting)
    codes = [code for code, *_ in regions_]
    lines = [
        "// Generated by scripts/generate-phone-data.py from libphonenumber's metadata, as shipped",
        "// by python phonenumbers %s. Do not edit: refresh with the steps in the script." % phonenumbers.__version__,
        "//",
        "// The metadata is Copyright (C) 2009-2025 The Libphonenumber Authors, licensed under the",
        "// Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0); see",
        "// THIRD_PARTY_NOTICES.md.",
        "",
        "/// The North American Numbering Plan (+1) as one minimal automaton over the ten digits of",
        "/// a national number, compiled from libphonenumber's patterns with its region rules.",
        "enum NANPMetadata {",
        "    static let libraryVersion = \"%s\"" % phonenumbers.__version__,
        "",
        "    /// The regions of the plan, in libphonenumber's order.",
        "    static let regions = [%s]" % ", ".join('"%s"' % c for c in codes),
        "",
        "    /// The state before any digit.",
        "    static let start = %d" % start,
        "",
        "    /// Ten entries per state: the state after each digit. State 0 is dead: no valid number",
        "    /// continues from it.",
        "    static let transitions: [UInt16] = [",
    ]
    assert len(rows) < 65536
    flat = [n for row in rows for n in row]
    for i in range(0, len(flat), 20):
        lines.append("        " + ", ".join(str(n) for n in flat[i:i + 20]) + ",")
    lines += [
        "    ]",
        "",
        "    /// Per state, after exactly ten digits: the valid number's region (index + 1), or 0.",
        "    static let accepting: [UInt8] = [",
    ]
    for i in range(0, len(accepting), 40):
        lines.append("        " + ", ".join(str(n) for n in accepting[i:i + 40]) + ",")
    lines += ["    ]", "", "    // The patterns the automaton was compiled from, per region:"]
    for code, _, _, _, leading, patterns in regions_:
        lines.append("    // %s leading digits: %s" % (code, leading or "(none)"))
        for p in patterns:
            lines.append("    //   %s" % p)
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n")
    print("wrote %s: %d states" % (OUT, len(rows)))


if __name__ == "__main__":
    main()
