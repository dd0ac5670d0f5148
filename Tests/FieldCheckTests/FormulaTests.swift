@testable import FieldCheck
import Testing

/// frictionless's formula language, as Python evaluates it (the values a row's cells take).
@Suite struct FormulaTests {
    func decimal(_ text: String) -> FormulaValue {
        var tooLong = false
        return ExactDecimal.parse(Substring(text), tooLong: &tooLong).map { .decimal($0) } ?? .none
    }

    func holds(_ formula: String, _ cells: [String: FormulaValue]) throws -> Bool {
        try Formula(formula).holds { cells[$0] }
    }

    @Test func decimalsAreExact() throws {
        #expect(try holds("total == net + tax", ["total": decimal("10.50"), "net": decimal("10"), "tax": decimal("0.50")]))
        #expect(try holds("a + b == 0.3", ["a": decimal("0.1"), "b": decimal("0.2")]) == false)  // Decimal vs float 0.3: not equal
        #expect(try holds("a == 0.5", ["a": decimal("0.50")]))
        #expect(try holds("a < 0.1", ["a": decimal("0.1")]))  // 0.1 as a float is a little more
        #expect(try holds("a / 3 * 3 == 1", ["a": decimal("1")]) == false)  // 28 digits
        #expect(try holds("a + 1.5 > 0", ["a": decimal("1")]) == false)  // Decimal + float raises
        #expect(try Formula("a / b").evaluate { ["a": decimal("1"), "b": decimal("8")][$0] }.text() == "0.125")
        #expect(try Formula("a * b").evaluate { ["a": decimal("1.10"), "b": decimal("2.0")][$0] }.text() == "2.200")
    }

    @Test func pythonSemantics() throws {
        #expect(try Formula("7 / 2").evaluate { _ in nil }.text() == "3.5")
        #expect(try Formula("-7 // 2").evaluate { _ in nil }.text() == "-4")
        #expect(try Formula("-7 % 3").evaluate { _ in nil }.text() == "2")
        #expect(try Formula("0 or 'x'").evaluate { _ in nil }.text() == "x")
        #expect(try holds("1 < a <= 3", ["a": .int(3)]))
        #expect(try holds("a > 0", ["a": FormulaValue.none]) == false)  // None < int raises
        #expect(try holds("a == None", ["a": FormulaValue.none]))
        #expect(try holds("'b' in a", ["a": .string("abc")]))
        #expect(try holds("len(a) > 0", ["a": .string("abc")]) == false)  // len is not simpleeval's
        #expect(try holds("a.upper() == 'ÉTÉ'", ["a": .string("été")]))
        #expect(try holds("True + True == 2", [:]))
    }

    @Test func dates() throws {
        let start = FormulaValue.date(CalendarDay(year: 2020, month: 2, day: 27).ordinal)
        let end = FormulaValue.date(CalendarDay(year: 2020, month: 3, day: 1).ordinal)
        #expect(try holds("(end - start).days == 3", ["start": start, "end": end]))
        #expect(try holds("end > start and start.month == 2", ["start": start, "end": end]))
        #expect(try holds("end - start > 2", ["start": start, "end": end]) == false)  // timedelta vs int raises
        #expect(try Formula("str(end)").evaluate { ["end": end][$0] }.text() == "2020-03-01")
        #expect(CalendarDay(ordinal: CalendarDay(year: 1, month: 1, day: 1).ordinal) == CalendarDay(year: 1, month: 1, day: 1))
        #expect(CalendarDay(year: 1, month: 1, day: 1).ordinal == 1)
        #expect(CalendarDay(year: 2020, month: 1, day: 1).ordinal == 737_425)
    }

    @Test func whatIsRefusedAndWhatFails() {
        #expect(throws: FormulaProblem.self) { try Formula("lambda x: x") }
        #expect(throws: FormulaProblem.self) { try Formula("a >") }
        #expect((try? Formula("[x for x in a]")) == nil)
        do {
            _ = try Formula("a = 1")
        } catch {
            #expect(error.kind == .unsupported)
        }
        #expect(throws: FormulaError.cannot("the random function rand")) { try Formula("rand() > 0").evaluate { _ in nil } }
    }

    @Test func floatsAreWrittenAsPython() {
        #expect(FormulaValue.pythonRepr(1e16) == "1e+16")
        #expect(FormulaValue.pythonRepr(0.0001) == "0.0001")
        #expect(FormulaValue.pythonRepr(0.00001) == "1e-05")
        #expect(FormulaValue.pythonRepr(5) == "5.0")
        #expect(FormulaValue.pythonRepr(123456789012345.0) == "123456789012345.0")
    }
}
