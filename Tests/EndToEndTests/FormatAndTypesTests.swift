import Foundation
import Testing

@Suite struct FormatCommandTests {
    @Test func theSeedForm() throws {
        let run = try fieldcheck("format", "-t", "phone", "2015550123")
        #expect(run.out == "(201) 555-0123\n")
        #expect(run.status == 0)
        #expect(try fieldcheck("format", "-t", "name", "ann lee").out == "Ann Lee\n")
    }

    @Test func outputStaysLineAlignedAndFailuresGoToStderr() throws {
        let run = try fieldcheck("format", "-t", "phone", input: "201.555.0123\n201-55\n\n+1 (201) 555 0123 x7\n")
        #expect(run.out == "(201) 555-0123\n201-55\n\n(201) 555-0123 ext. 7\n")
        #expect(run.err == """
            fieldcheck: line 2: too-short: needs 10 digits, got 5
            fieldcheck: line 3: too-short: empty

            """)
        #expect(run.status == 1)
        let args = try fieldcheck("format", "-t", "zip", "123456789", "1234a")
        #expect(args.out == "12345-6789\n1234a\n")
        #expect(args.err == "fieldcheck: argument 2: failed: a ZIP code has only digits ('a')\n")
    }

    @Test func jsonAddsFormatted() throws {
        let run = try fieldcheck("format", "--json", "-t", "state", "new york", "XX")
        let objects = try run.lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects[0]?["formatted"] as? String == "NY")
        #expect(objects[0]?["status"] as? String == "passed")
        #expect(objects[1]?["formatted"] as? String == "XX")
        #expect(objects[1]?["status"] as? String == "failed")
    }

    @Test func manyFormatsEachPieceAndJoinsWithTheFirstSeparator() throws {
        let run = try fieldcheck("format", "-t", "state", "-s", ", ", "-s", ",", "ny,new jersey, ca")
        #expect(run.out == "NY, NJ, CA\n")
    }

    @Test func formatOfCanonicalIsItselfAndPassesCanonicalCheck() throws {
        let values = ["(201) 555-0123", "12345-6789", "NY", "Ann Lee", "0.5", "12 Main St"]
        let types = ["phone", "zip", "state", "name", "decimal", "address"]
        for (value, type) in zip(values, types) {
            #expect(try fieldcheck("format", "-t", type, value).out == value + "\n")
            #expect(try fieldcheck("check", "--canonical", "-t", type, value).status == 0)
        }
        let notCanonical = try fieldcheck("--canonical", "-t", "phone", "2015550123")
        #expect(notCanonical.out == "failed\t2015550123\tnot in canonical form; the canonical form is (201) 555-0123\n")
    }

    @Test func typeAndPatternMustBothPass() throws {
        let run = try fieldcheck("-t", "zip", "-p", "9[0-9]{4}", "90210", "10001", "9021")
        #expect(run.out == "passed\t90210\nfailed\t10001\tdoes not match\ntoo-short\t9021\tneeds 5 digits, got 4\n")
    }

    @Test func unknownTypeGetsASuggestion() throws {
        let run = try fieldcheck("-t", "phnoe", "x")
        #expect(run.err.hasPrefix(
            "fieldcheck: error: invalid value 'phnoe' for '-t' (did you mean 'phone'?); choose from: text, name, phone, email, address, state, zip, number, decimal, "))
        #expect(run.status == 2)
    }
}

@Suite struct TypesCommandTests {
    @Test func listsEveryTypeWithLiveExamples() throws {
        let run = try fieldcheck("types")
        #expect(run.status == 0)
        for type in ["text", "name", "phone", "email", "address", "state", "zip", "number", "decimal"] {
            #expect(run.out.contains("\n\(type)\n") || run.out.hasPrefix("\(type)\n"))
        }
        #expect(run.out.contains("  passed    \"201.555.0123\" -> \"(201) 555-0123\"\n"))
        #expect(run.out.contains("  too-short \"201555\": needs 10 digits, got 6\n"))
        #expect(run.out.contains("  failed    \"123-555-0123\": area code 123 does not exist\n"))
    }

    @Test func stateListsTheCodes() throws {
        let run = try fieldcheck("types", "state")
        #expect(run.out.contains("\nCodes:\n  AL  Alabama\n"))
        #expect(run.out.contains("  AP  Armed Forces Pacific\n"))
        #expect(run.out.components(separatedBy: "\n").filter { $0.range(of: #"^  [A-Z]{2}  "#, options: .regularExpression) != nil }.count == 62)
    }

    @Test func aTypeThatDoesNotExist() throws {
        let run = try fieldcheck("types", "zpi")
        #expect(run.err.hasPrefix("fieldcheck: error: invalid value 'zpi' for 'TYPE' (did you mean 'zip'?)"))
        #expect(run.err.contains("Usage: fieldcheck types [TYPE]\nTry 'fieldcheck types --help'.\n"))
    }
}
