import Foundation
import Testing

/// `--region`, `--allow-region` and `--phone-format` as a user gives them: on the command
/// line, in a fields file, in `types`; and the usage errors.
@Suite struct PhoneRegionTests {
    @Test func aDefaultRegionReadsNationalNumbers() throws {
        let run = try fieldcheck("format", "-t", "phone", "--region", "gb", "020 7946 0958", "+1 201 555 0123", "(0)20-7946-0958")
        #expect(run.status == 0)
        #expect(run.lines == ["020 7946 0958", "+1 201-555-0123", "020 7946 0958"])
    }

    @Test func everyFormIsLibphonenumbers() throws {
        let cases: [(String, String)] = [
            ("national", "020 7946 0958 x12"), ("international", "+44 20 7946 0958 x12"),
            ("e164", "+442079460958"), ("rfc3966", "tel:+44-20-7946-0958;ext=12"),
        ]
        for (form, expected) in cases {
            let run = try fieldcheck("format", "-t", "phone", "--phone-format", form, "+44 20 7946 0958 ext. 12")
            #expect(run.lines == [expected], "\(form): \(run.err)")
        }
    }

    @Test func allowRegionLetsOnlyThoseRegionsPass() throws {
        let run = try fieldcheck("-t", "phone", "--allow-region", "us", "--allow-region", "CA", "(201) 555-0123", "(416) 555-0123", "+44 20 7946 0958")
        #expect(run.status == 1)
        #expect(run.lines == [
            "passed\t(201) 555-0123", "passed\t(416) 555-0123",
            "failed\t+44 20 7946 0958\ta number of GB (United Kingdom); only numbers of US, CA pass",
        ])
    }

    @Test func anUnknownRegionIsAUsageErrorWithASuggestion() throws {
        for (given, guess) in [("UK", "GB"), ("Germany", "DE"), ("usa", "US"), ("GBR", "GB")] {
            let run = try fieldcheck("-t", "phone", "--region", given, "2015550123")
            #expect(run.status == 2)
            #expect(run.err.contains("unknown region '\(given)' for '--region' (did you mean '\(guess)'?)"), "\(run.err)")
            #expect(run.out.isEmpty)
        }
        let list = try fieldcheck("-t", "phone", "--allow-region", "US,XX", "2015550123")
        #expect(list.status == 2 && list.err.contains("unknown region 'XX' for '--allow-region'"))
        let form = try fieldcheck("-t", "phone", "--phone-format", "e.164", "2015550123")
        #expect(form.status == 2 && form.err.contains("e164"))
    }

    @Test func aFieldsFileTakesTheRegionPerColumn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("phone-region-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fields = directory.appendingPathComponent("t.fields")
        try "uk  --type phone --region GB\nus  --type phone --allow-region US\n".write(to: fields, atomically: true, encoding: .utf8)
        let table = "uk,us\n020 7946 0958,(201) 555-0123\n07400 123456,+44 20 7946 0958\n020 79,201555\n"
        let run = try fieldcheck("check", "--fields", fields.path, input: table)
        #expect(run.status == 1)
        #expect(run.lines == [
            "3\tus\tfailed\t+44 20 7946 0958\ta number of GB (United Kingdom); only numbers of US pass",
            "4\tuk\ttoo-short\t020 79\tneeds 10 digits, got 4",
            "4\tus\ttoo-short\t201555\tneeds 10 digits, got 6",
        ])
        let formatted = try fieldcheck("format", "--fields", fields.path, input: "uk,us\n+442079460958,2015550123\n")
        #expect(formatted.lines == ["uk,us", "020 7946 0958,(201) 555-0123"])
    }

    @Test func typesPhoneTellsARegion() throws {
        let run = try fieldcheck("types", "phone", "--region", "GB")
        #expect(run.status == 0)
        #expect(run.out.contains("Region GB (United Kingdom): calling code +44, international prefix 00, national prefix 0"))
        #expect(run.out.contains("  mobile      07400 123456        +44 7400 123456       10 digits"))
        let all = try fieldcheck("types", "phone")
        #expect(all.out.contains("  GB  +44  United Kingdom"))
        #expect(all.out.contains("  BR  +55  Brazil"))
    }
}
