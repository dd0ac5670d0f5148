import Foundation
import Testing

/// Table Schema's `"format": "any"` for `date`, `time` and `datetime` against frictionless
/// 5.21 (Fixtures/any-date-crosscheck, scripts/generate-any-date-fixtures.py): 1,500 rows of
/// python-dateutil's own test inputs and the shapes people paste, each text one whose
/// verdict does not depend on the day it is read. The parser itself is held to dateutil on
/// 9,295 texts in FieldCheckTests (DateutilParserTests).
@Suite struct AnyDateCrossCheckTests {
    @Test func sameCellsAsFrictionless() throws {
        try ListCrossCheckTests.compareCells(repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/any-date-crosscheck"))
    }

    /// `--date-format any` outside a schema: the same parser, ISO 8601 as the canonical form.
    @Test func dateFormatAnyOnTheCommandLine() throws {
        let run = try fieldcheck("format", "-t", "datetime", "--date-format", "any", "Feb 29 2024 1:45 pm", "29.2.2024", "2024-02-30")
        #expect(run.lines == ["2024-02-29T13:45:00", "2024-02-29T00:00:00", "2024-02-30"])
        #expect(run.err == "fieldcheck: argument 3: failed: not a datetime that python-dateutil's parser reads (format any)\n")
        let date = try fieldcheck("format", "-t", "date", "--date-format", "any", "Thursday, 29 February 2024 10:00 UTC")
        #expect(date.lines == ["2024-02-29"])
        #expect(try fieldcheck("-t", "year", "--date-format", "any", "2024").err.contains("--date-format applies to --type date, time, datetime, not to --type year"))
    }
}
