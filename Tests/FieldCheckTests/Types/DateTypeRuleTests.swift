@testable import FieldCheck
@testable import FieldCheckReference
import Testing

/// The date and time tables again, through the types as a rule uses them: status, canonical
/// form or reason, and format's round trips (idempotent, passes --canonical).
@Suite struct DateTypeRuleTests {
    static func typeCase(_ row: DateRow) -> TypeCase {
        let status: Status = row.status == .valid ? .passed : row.status == .incomplete ? .tooShort : .failed
        return TypeCase(row.text, status, row.expected)
    }

    @Test(arguments: ISO8601DateTests.dates) func date(_ row: DateRow) throws { try verify(.date, Self.typeCase(row)) }
    @Test(arguments: ISO8601TimeTests.times) func time(_ row: DateRow) throws { try verify(.time, Self.typeCase(row)) }
    @Test(arguments: ISO8601DatetimeTests.datetimes) func datetime(_ row: DateRow) throws { try verify(.datetime, Self.typeCase(row)) }
    @Test(arguments: ISO8601YearTests.years) func year(_ row: DateRow) throws { try verify(.year, Self.typeCase(row)) }
    @Test(arguments: ISO8601YearmonthTests.yearmonths) func yearmonth(_ row: DateRow) throws { try verify(.yearmonth, Self.typeCase(row)) }
}
