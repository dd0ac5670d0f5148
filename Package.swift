// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fieldcheck",
    products: [
        .executable(name: "fieldcheck", targets: ["fieldcheck"]),
        // The engine for Swift programs: a rule from options or a fields file, a value
        // checked or formatted, the as-you-type formatter (Sources/FieldCheck/API); the
        // rest of the module is `package`, the executable's alone.
        .library(name: "FieldCheck", targets: ["FieldCheck"]),
    ],
    targets: [
        // PCRE2 from the system (Debian: libpcre2-dev), reached through a small C shim.
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // System headers the Swift Glibc module leaves out (extended attributes).
        .systemLibrary(name: "CSystem"),
        // Byte scans in C where Swift has no words for them (SSE2 movemask), inlined.
        .target(name: "CByteScan"),
        // The in-house argument parser: knows nothing about validation.
        .target(name: "ArgumentParsing"),
        // How text is read and named, below every port: Python's readings of characters and
        // integers (str.isspace, int()), for the ports that must agree with Python libraries
        // (dateutil, frictionless, python-stdnum), and a character named in a reason.
        .target(name: "TextReading"),
        // The identifier schemes ported from python-stdnum, and its number databases:
        // LGPL-2.1-or-later as python-stdnum is (COPYING.LESSER and NOTICE.md beside them),
        // a module of their own that can be changed and linked again on its own.
        .target(name: "FieldCheckIdentifiers", dependencies: ["TextReading"], exclude: ["COPYING.LESSER", "NOTICE.md"]),
        // The references the fast tiers are held to, below them: the port of libphonenumber
        // with the North American reading's reasons, the port of email-validator, and the
        // basics they share (statuses, judgements, the byte buffer, byte classes, PCRE2
        // patterns). `FIELDCHECK_REFERENCE=1`
        // judges phone numbers and e-mail addresses here alone: this module cannot import
        // the fast tiers (FieldCheck's `Fast/` folders), so no shortcut can run in it.
        .target(name: "FieldCheckReference", dependencies: ["CPCRE2", "TextReading"]),
        // Rules, statuses, splitting, output encodings: no I/O beyond what it is handed.
        .target(name: "FieldCheck", dependencies: ["CPCRE2", "CByteScan", "ArgumentParsing", "FieldCheckIdentifiers", "FieldCheckReference", "TextReading"]),
        // Commands, streaming I/O, terminal work.
        .executableTarget(name: "fieldcheck", dependencies: ["FieldCheck", "CByteScan", "CSystem", "ArgumentParsing"]),
        // Builders of generated tables that are code, not data (the line automaton's), apart
        // from the runtime library; `fieldcheck-generate` runs them (scripts/generate-*).
        .target(name: "Generators", dependencies: ["FieldCheck"]),
        .executableTarget(name: "fieldcheck-generate", dependencies: ["FieldCheck", "Generators"]),

        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        // What both test targets below use (a seeded random generator).
        .target(name: "TestSupport", dependencies: ["FieldCheck"], path: "Tests/TestSupport"),
        // Fixtures are read from the source tree by path.
        .testTarget(name: "FieldCheckTests", dependencies: ["FieldCheck", "FieldCheckIdentifiers", "TextReading", "Generators", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "EndToEndTests", dependencies: ["fieldcheck", "FieldCheckIdentifiers", "TestSupport"], exclude: ["Fixtures"]),
    ]
)
