@testable import FieldCheckReference
import Testing
@testable import FieldCheck

/// The GNU and GitHub location forms, written as bytes from parts made once per table:
/// names, files and reasons with line breaks, `%`, `:` and `,`, and text that is not ASCII,
/// each escaped as its form has it.
@Suite struct LocationLineTests {
    static let names = ["a:b,c%\r\nd", "é\u{301} [x]"]
    static let file = "dir/x,y:z%\n.csv"

    static func line(_ locations: LocationFormat, column: Int, _ verdict: Verdict, warn: Bool = false) -> String {
        var report = TableReport(
            mode: .statuses, colors: nil, columnNames: names, jsonFileName: file, locations: locations, columnNumbers: [3, 7])
        report.warnColumns = [warn, warn]
        var out = ByteBuffer(capacity: 256)
        report.appendLocation(line: 12, column: column, verdict: verdict, to: &out)
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func gnuLinesStayOneLine() {
        #expect(Self.line(.gnu, column: 0, .failed("bad\r\nthing % here, ok: yes\n"))
            == "dir/x,y:z% .csv:12:3: failed: bad  thing % here, ok: yes  [a:b,c%  d]\n")
        #expect(Self.line(.gnu, column: 1, .tooShort("needs more"), warn: true)
            == "dir/x,y:z% .csv:12:7: warning: too-short: needs more [é\u{301} [x]]\n")
    }

    @Test func githubCommandsAreEscapedAsGitHubReadsThem() {
        #expect(Self.line(.github, column: 0, .failed("bad\r\nthing % here, ok: yes\n"))
            == "::error file=dir/x%2Cy%3Az%25%0A.csv,line=12,col=3,title=a%3Ab%2Cc%25%0D%0Ad failed::bad%0D%0Athing %25 here, ok: yes%0A\n")
        #expect(Self.line(.github, column: 1, .tooShort("needs more"))
            == "::warning file=dir/x%2Cy%3Az%25%0A.csv,line=12,col=7,title=é\u{301} [x] too-short::needs more\n")
        #expect(Self.line(.github, column: 0, .failed("x"), warn: true).hasPrefix("::warning file="))
    }

    /// The String forms (table problems, the summary) are the byte forms'.
    @Test func stringFormsAreTheBytes() {
        #expect(TableReport.oneLine("a\r\nb\nc\rd") == "a  b c d")
        #expect(TableReport.githubData("50%\r\n:,") == "50%25%0D%0A:,")
        #expect(TableReport.githubProperty("50%\r\n:,é") == "50%25%0D%0A%3A%2Cé")
    }
}
