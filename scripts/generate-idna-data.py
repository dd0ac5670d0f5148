#!/usr/bin/env python3
"""Writes Sources/FieldCheckReference/Generated/IDNAData.swift: the Unicode tables email checking needs.

The `email` type follows python's email-validator, which calls the `idna` package
(`uts46_remap(domain, std3_rules=False, transitional=False)`, `alabel`, `ulabel`, `encode`,
`decode`, `check_label`, `check_bidi`, `valid_contextj`, `valid_contexto`) and python's own
`unicodedata` (categories, bidirectional classes, combining classes, decompositions, NFC).
This script writes exactly that data as compact Swift arrays of integers:

- from idna (its uts46data and idnadata modules): the UTS #46 mapping table, the IDNA 2008
  code point classes (PVALID, CONTEXTJ, CONTEXTO), the joining types, the script ranges
  (Greek, Han, Hebrew, Hiragana, Katakana);
- from the running python's unicodedata (python 3.11: Unicode 14.0.0, older than idna's
  tables): bidirectional classes, general categories, the code points without a name,
  canonical combining classes (and the viramas, class 9), the code points whose
  decomposition has U+002E, and what NFC needs (canonical decompositions and compositions).

Every table is checked here against the library it comes from, code point by code point
(and NFC on every code point and on samples of strings), before the file is written.

Refresh (by hand; CI never runs this), with the python version whose unicodedata
email-validator is to match:
    python3 -m venv /tmp/idna-env && /tmp/idna-env/bin/pip install idna email-validator
    /tmp/idna-env/bin/python scripts/generate-idna-data.py
    /tmp/idna-env/bin/python scripts/generate-email-fixtures.py
    make test
"""
import bisect
import pathlib
import random
import sys
import unicodedata

import idna
from idna import idnadata, uts46data
from idna.core import _joining_type
from idna.intranges import intranges_contain

OUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/FieldCheckReference/Generated/IDNAData.swift"
MAX = 0x110000
SCRIPTS = ["Greek", "Han", "Hebrew", "Hiragana", "Katakana"]


# ---------------------------------------------------------------- building the tables

def runs(values):
    """[(start, value)] for each run of equal values over 0..MAX-1."""
    out = []
    previous = object()
    for cp, value in enumerate(values):
        if value != previous:
            out.append((cp, value))
            previous = value
    return out


def decode_intranges(ranges):
    """idna's intranges (start << 32 | end) as flattened [start, end) pairs."""
    flat = []
    for r in ranges:
        flat += [r >> 32, r & 0xFFFFFFFF]
    return flat


def uts46_table():
    """Ranges (start, status letter, mapping or None), merged where idna's behaviour is the same.

    idna's uts46_remap keeps V and D code points as they are (a D code point's mapping is
    never read), drops I ones, replaces M ones by their mapping and rejects the rest (X).
    Consecutive ranges with the same status and no mapping are merged.
    """
    table = []
    for start, status, replacement in zip(uts46data.uts46_starts, uts46data.uts46_statuses,
                                          uts46data.uts46_replacements):
        letter = chr(status)
        mapping = replacement if letter == "M" else None
        if letter == "M":
            assert replacement, "M without a mapping at %X" % start
        if table and mapping is None and table[-1][1] == letter and table[-1][2] is None:
            continue
        table.append((start, letter, mapping))
    return table


def bidi_names():
    classes = sorted({unicodedata.bidirectional(chr(cp)) for cp in range(MAX)})
    return classes


def category_names():
    return sorted({unicodedata.category(chr(cp)) for cp in range(MAX)})


def has_name(cp):
    try:
        unicodedata.name(chr(cp))
        return True
    except ValueError:
        return False


def canonical_decompositions():
    """[(cp, first, second or 0)] for every code point with a canonical decomposition."""
    out = []
    for cp in range(MAX):
        text = unicodedata.decomposition(chr(cp))
        if text and not text.startswith("<"):
            parts = [int(p, 16) for p in text.split()]
            assert len(parts) in (1, 2)
            out.append((cp, parts[0], parts[1] if len(parts) == 2 else 0))
    return out


def compositions(decompositions):
    """[(first, second, composite)]: the primary composites, sorted by (first, second)."""
    out = []
    for cp, first, second in decompositions:
        if second == 0:
            continue  # singletons never compose
        if unicodedata.normalize("NFC", chr(cp)) != chr(cp):
            continue  # composition exclusions and non-starter decompositions
        out.append((first, second, cp))
    return sorted(out)


# ---------------------------------------------------------------- checks against the sources

def lookup(starts, cp):
    return bisect.bisect_right(starts, cp) - 1


def check_uts46(table):
    starts = [start for start, _, _ in table]
    for cp in range(MAX):
        i = cp if cp < 256 else bisect.bisect_right(uts46data.uts46_starts, cp) - 1
        status = chr(uts46data.uts46_statuses[i])
        expected = uts46data.uts46_replacements[i] if status == "M" else None
        _, letter, mapping = table[lookup(starts, cp)]
        assert (letter, mapping) == (status, expected), hex(cp)


def check_ranges(flat, contains):
    starts, ends = flat[0::2], flat[1::2]
    for cp in range(MAX):
        i = lookup(starts, cp)
        assert (i >= 0 and cp < ends[i]) == contains(cp), hex(cp)


def check_runs(table, function):
    starts = [start for start, _ in table]
    for cp in range(MAX):
        assert table[lookup(starts, cp)][1] == function(cp), hex(cp)


def nfc(text, ccc, decompositions, composition_pairs):
    """NFC from the tables alone, as a Swift port would do it (Hangul by arithmetic)."""
    SBase, LBase, VBase, TBase, LCount, VCount, TCount = 0xAC00, 0x1100, 0x1161, 0x11A7, 19, 21, 28
    NCount, SCount = VCount * TCount, LCount * VCount * TCount

    def decompose(cp, out):
        if SBase <= cp < SBase + SCount:
            index = cp - SBase
            out.append(LBase + index // NCount)
            out.append(VBase + (index % NCount) // TCount)
            if index % TCount:
                out.append(TBase + index % TCount)
            return
        pair = decompositions.get(cp)
        if pair is None:
            out.append(cp)
            return
        decompose(pair[0], out)
        if pair[1]:
            decompose(pair[1], out)

    points = []
    for char in text:
        decompose(ord(char), points)
    # Canonical ordering: stable sort of each run of non-starters by combining class.
    i = 0
    while i < len(points):
        if ccc(points[i]) == 0:
            i += 1
            continue
        j = i
        while j < len(points) and ccc(points[j]) != 0:
            j += 1
        points[i:j] = sorted(points[i:j], key=ccc)
        i = j
    # Canonical composition.
    if not points:
        return ""
    result = [points[0]]
    starter = 0 if ccc(points[0]) == 0 else None
    last_class = -1 if starter == 0 else 256
    for cp in points[1:]:
        cls = ccc(cp)
        if starter is not None and (last_class < cls or (last_class == 0 and len(result) - 1 == starter)):
            first = result[starter]
            composite = None
            if LBase <= first < LBase + LCount and VBase <= cp < VBase + VCount:
                composite = SBase + ((first - LBase) * VCount + (cp - VBase)) * TCount
            elif SBase <= first < SBase + SCount and (first - SBase) % TCount == 0 and TBase < cp < TBase + TCount:
                composite = first + (cp - TBase)
            else:
                composite = composition_pairs.get((first, cp))
            if composite is not None:
                result[starter] = composite
                continue
        if cls == 0:
            starter = len(result)
            last_class = 0
        else:
            last_class = cls
        result.append(cp)
    return "".join(map(chr, result))


def check_nfc(ccc_table, decomposition_list, composition_list):
    starts = [start for start, _ in ccc_table]

    def ccc(cp):
        return ccc_table[lookup(starts, cp)][1]

    decompositions = {cp: (first, second) for cp, first, second in decomposition_list}
    pairs = {(first, second): cp for first, second, cp in composition_list}
    rng = random.Random(46)
    samples = []
    for cp in range(MAX):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        char = chr(cp)
        samples.append(char)
        if cp in decompositions or ccc(cp) or 0xAC00 <= cp < 0xAC00 + 11172 or 0x1100 <= cp < 0x1200:
            samples.append(unicodedata.normalize("NFD", char))
    interesting = [chr(cp) for cp in range(0x300, 0x370)] + [chr(cp) for cp, _, _ in decomposition_list[:400]] + \
        list("aeiouAEIOUnNcCsSzZ") + [chr(cp) for cp in range(0x1100, 0x1200)] + [chr(cp) for cp in range(0x0900, 0x0980)] + \
        [chr(0xAC00), chr(0xAC01), chr(0xD7A3), "\u0f73", "\u0f75", "\u0f81", "\u0344", "\u0340", "\u0958", "\u2126"]
    for _ in range(200000):
        samples.append("".join(rng.choice(interesting) for _ in range(rng.randint(1, 6))))
    for text in samples:
        assert nfc(text, ccc, decompositions, pairs) == unicodedata.normalize("NFC", text), ascii(text)


# ---------------------------------------------------------------- writing Swift

def swift_string(text):
    out = ['"']
    for char in text:
        if char in '"\\' or not (0x20 <= ord(char) < 0x7F):
            out.append("\\u{%X}" % ord(char))
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def swift_array(name, kind, values, doc, per_line=12, hexadecimal=True):
    lines = ["    /// " + line for line in doc]
    lines.append("    static let %s: [%s] = [" % (name, kind))
    for i in range(0, len(values), per_line):
        chunk = values[i:i + per_line]
        lines.append("        " + ", ".join(("0x%X" % v) if hexadecimal else str(v) for v in chunk) + ",")
    lines.append("    ]")
    return lines


def swift_strings(name, values, doc):
    return ["    /// " + line for line in doc] + \
        ["    static let %s: [String] = [%s]" % (name, ", ".join(swift_string(v) for v in values))]


def main():
    uts46 = uts46_table()
    check_uts46(uts46)

    mapping_text = []
    mapping_offsets = {}
    packed_uts46 = []
    packed_mappings = []
    for start, letter, mapping in uts46:
        packed_uts46.append(start << 8 | ord(letter))
        if mapping is None:
            packed_mappings.append(0)
            continue
        if mapping not in mapping_offsets:
            mapping_offsets[mapping] = len(mapping_text)
            mapping_text.extend(mapping)
        assert len(mapping) < 256
        packed_mappings.append(mapping_offsets[mapping] << 8 | len(mapping))
    mapping_string = "".join(mapping_text)

    classes = {name: decode_intranges(idnadata.codepoint_classes[name]) for name in ("PVALID", "CONTEXTJ", "CONTEXTO")}
    assert set(idnadata.codepoint_classes) == set(classes)
    for name, flat in classes.items():
        check_ranges(flat, lambda cp, n=name: intranges_contain(cp, idnadata.codepoint_classes[n]))

    joining = runs(_joining_type(cp) or "" for cp in range(MAX))
    check_runs(joining, lambda cp: _joining_type(cp) or "")
    packed_joining = [start << 8 | (ord(value) if value else 0) for start, value in joining]

    assert set(idnadata.scripts) == set(SCRIPTS), idnadata.scripts.keys()
    scripts = {name: decode_intranges(idnadata.scripts[name]) for name in SCRIPTS}
    for name, flat in scripts.items():
        check_ranges(flat, lambda cp, n=name: intranges_contain(cp, idnadata.scripts[n]))

    bidi_classes = bidi_names()
    bidi = runs(unicodedata.bidirectional(chr(cp)) for cp in range(MAX))
    check_runs(bidi, lambda cp: unicodedata.bidirectional(chr(cp)))
    packed_bidi = [start << 8 | bidi_classes.index(value) for start, value in bidi]

    categories = category_names()
    category = runs(unicodedata.category(chr(cp)) for cp in range(MAX))
    check_runs(category, lambda cp: unicodedata.category(chr(cp)))
    packed_category = [start << 8 | categories.index(value) for start, value in category]

    unnamed_categories = ("Cc", "Cn", "Co", "Cs")
    unnamed = []
    for start, value in runs(not has_name(cp) and unicodedata.category(chr(cp)) not in unnamed_categories
                             for cp in range(MAX)):
        if value:
            unnamed.append(start)
        elif unnamed and len(unnamed) % 2 == 1:
            unnamed.append(start)
    for cp in range(MAX):
        named = has_name(cp)
        listed = unicodedata.category(chr(cp)) in unnamed_categories or \
            (lookup(unnamed[0::2], cp) >= 0 and cp < unnamed[1::2][lookup(unnamed[0::2], cp)])
        assert named != listed, hex(cp)

    ccc = runs(unicodedata.combining(chr(cp)) for cp in range(MAX))
    check_runs(ccc, lambda cp: unicodedata.combining(chr(cp)))
    packed_ccc = [start << 8 | value for start, value in ccc]
    viramas = [cp for cp in range(MAX) if unicodedata.combining(chr(cp)) == 9]

    full_stop = [cp for cp in range(MAX) if "002E" in unicodedata.decomposition(chr(cp)).split(" ")]

    decompositions = canonical_decompositions()
    composition_list = compositions(decompositions)
    check_nfc(ccc, decompositions, composition_list)

    python = sys.version.split()[0]
    lines = [
        "// Generated by scripts/generate-idna-data.py. Do not edit: refresh with the steps in the script.",
        "//",
        "// From the python package idna %s (its tables built from Unicode %s data: uts46data, idnadata)"
        % (idna.__version__, idnadata.__version__),
        "// and python %s's unicodedata (Unicode %s), the versions python's email-validator uses here."
        % (python, unicodedata.unidata_version),
        "//",
        "// idna: Copyright (c) 2013-2026, Kim Davies and contributors; BSD-3-Clause licence.",
        "// Unicode data: Copyright (c) 1991-2026 Unicode, Inc.; Unicode License v3.",
        "// See THIRD_PARTY_NOTICES.md for both licences.",
        "//",
        "// Conventions. \"Packed\" range tables hold (start << 8) | value, ascending: a code point",
        "// belongs to the last entry whose start is <= it (binary search for the last element",
        "// <= (cp << 8) | 0xFF); they cover 0...0x10FFFF from 0. \"Pairs\" tables hold half-open",
        "// ranges flattened: start0, end0, start1, end1, ... (end excluded), ascending.",
        "",
        "/// Unicode tables for email addresses: idna's UTS #46 and IDNA 2008 data, and python's",
        "/// unicodedata for the categories, bidirectional classes, combining classes and NFC.",
        "enum IDNAData {",
        "    /// The idna package version, and the Unicode version of its tables.",
        "    static let idnaVersion = %s" % swift_string(idna.__version__),
        "    static let idnaUnicodeVersion = %s" % swift_string(idnadata.__version__),
        "    /// The Unicode version of python's unicodedata (bidi, categories, names, NFC).",
        "    static let unicodedataVersion = %s" % swift_string(unicodedata.unidata_version),
        "",
        "    // MARK: UTS #46 mapping (idna.uts46_remap)",
        "",
    ]
    lines += swift_array("uts46", "UInt32", packed_uts46, [
        "Packed: (start << 8) | status, the status an ASCII letter: V valid and D deviation (both",
        "kept as they are), M mapped (replaced by its mapping), I ignored (removed), X disallowed.",
        "Runs of V, D, I and X are merged; each M entry is one code point (with its own mapping)."])
    lines.append("")
    lines += swift_array("uts46Mappings", "UInt32", packed_mappings, [
        "Parallel to `uts46`: for M entries (offset << 8) | count, the mapping being `count`",
        "Unicode scalars of `uts46MappingText.unicodeScalars` from scalar `offset`; 0 otherwise."])
    lines.append("")
    lines.append("    /// The mappings, concatenated (identical mappings share their text).")
    lines.append("    static let uts46MappingText: String = ")
    text = swift_string(mapping_string)
    lines[-1] += text
    lines.append("")
    lines.append("    // MARK: IDNA 2008 code point classes (idna.check_label)")
    lines.append("")
    lines += swift_array("pvalid", "UInt32", classes["PVALID"], ["Pairs: PVALID code points."])
    lines += swift_array("contextj", "UInt32", classes["CONTEXTJ"], ["Pairs: CONTEXTJ code points (valid_contextj)."])
    lines += swift_array("contexto", "UInt32", classes["CONTEXTO"], ["Pairs: CONTEXTO code points (valid_contexto)."])
    lines.append("")
    lines.append("    // MARK: Joining types and scripts (valid_contextj, valid_contexto)")
    lines.append("")
    lines += swift_array("joiningTypes", "UInt32", packed_joining, [
        "Packed: (start << 8) | joining type as an ASCII letter (C, D, L, R, T), or 0 for none",
        "(idna's _joining_type returns None there)."])
    for name in SCRIPTS:
        lines += swift_array("script" + name, "UInt32", scripts[name], ["Pairs: idna's %s script ranges." % name])
    lines.append("")
    lines.append("    // MARK: python unicodedata %s" % unicodedata.unidata_version)
    lines.append("")
    lines += swift_strings("bidiClassNames", bidi_classes, [
        "unicodedata.bidirectional values; \"\" is what it returns for unassigned code points."])
    lines += swift_array("bidiClasses", "UInt32", packed_bidi, [
        "Packed: (start << 8) | index into `bidiClassNames`, for every code point."])
    lines.append("")
    lines += swift_strings("generalCategoryNames", categories, ["unicodedata.category values."])
    lines += swift_array("generalCategories", "UInt32", packed_category, [
        "Packed: (start << 8) | index into `generalCategoryNames`, for every code point."])
    lines.append("")
    lines += swift_array("unnamed", "UInt32", unnamed, [
        "Pairs: code points outside categories Cc, Cn, Co and Cs that unicodedata.name has no name",
        "for (it has none for Cc, Cn, Co and Cs either). idna's _combining_class raises on a",
        "code point of combining class 0 without a name; email-validator then shows U+XXXX."])
    lines.append("")
    lines += swift_array("combiningClasses", "UInt32", packed_ccc, [
        "Packed: (start << 8) | canonical combining class (unicodedata.combining), every code point."])
    lines += swift_array("viramas", "UInt32", viramas, [
        "The code points of canonical combining class 9 (virama), ascending (valid_contextj)."])
    lines.append("")
    lines += swift_array("decomposesToFullStop", "UInt32", full_stop, [
        "Code points whose unicodedata.decomposition has U+002E (email-validator's uts46_valid_char)."])
    lines.append("")
    lines.append("    // MARK: NFC (unicodedata.normalize(\"NFC\", ...)); Hangul syllables by arithmetic")
    lines.append("")
    flat_decompositions = [v for triple in decompositions for v in triple]
    lines += swift_array("canonicalDecompositions", "UInt32", flat_decompositions, [
        "Triples: code point, first, second (0 for a singleton): the one-level canonical",
        "decompositions, by code point; decompose recursively."])
    flat_compositions = [v for triple in composition_list for v in triple]
    lines += swift_array("compositions", "UInt32", flat_compositions, [
        "Triples: first, second, composite: the primary composites (composition exclusions,",
        "singletons and non-starter decompositions left out), by (first, second)."])
    lines.append("}")
    source = "\n".join(lines) + "\n"
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(source, encoding="utf-8")
    print("wrote %s: %d bytes; uts46 %d ranges (%d mapping scalars), pvalid %d ranges, joining %d, bidi %d, "
          "categories %d, combining %d, decompositions %d, compositions %d"
          % (OUT, len(source.encode()), len(packed_uts46), len(mapping_text), len(classes["PVALID"]) // 2,
             len(packed_joining), len(packed_bidi), len(packed_category), len(packed_ccc), len(decompositions),
             len(composition_list)))


if __name__ == "__main__":
    main()
