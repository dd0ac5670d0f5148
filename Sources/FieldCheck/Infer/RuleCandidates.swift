/// The rules `infer` tries on a column, from the most specific to the least: the first
/// that most of the column's sampled values pass is proposed (`ColumnInference`).
package struct RuleCandidate: Sendable {
    /// The rule options, as a fields file writes them (`--type phone --region GB`).
    package var words: [String]
    /// The type (nil for none).
    package var type: FieldType
    /// Proposed only when the column's name says so, or most values are written in the
    /// type's printed shape (a hyphen): types any run of digits of the right length
    /// passes (SSN, EIN, IMEI) are not proposed for a column of plain numbers.
    package var needsHint: [String] = []
    /// What whole numbers widen to when later rows have fractions: the table's decimal
    /// (`NumberConvention.decimal`).
    package var decimalWidening: [String]?

    package func options(tableSchema: Bool) -> RuleOptions {
        var options = RuleOptions()
        options.type = type
        options.settings.tableSchema = tableSchema
        var index = 0
        while index < words.count {
            switch words[index] {
            case "--region": options.settings.region = words[index + 1]; index += 1
            case "--date-format": options.settings.calendar.format = words[index + 1]; index += 1
            case "--pattern": options.pattern = words[index + 1]; index += 1
            case "--table-schema": options.settings.tableSchema = true
            case "--decimal-char": options.settings.numbers.decimalChar = words[index + 1]; index += 1
            case "--group-char": options.settings.numbers.groupChar = words[index + 1]; index += 1
            default: break
            }
            index += 1
        }
        return options
    }
}

extension RuleCandidate {
    /// The wider rules tried on the values this one fails, narrowest first: a proposal must
    /// pass its own file, and the first rows need not show all a column holds (whole numbers
    /// that turn decimal, dates in another layout).
    package var widenings: [RuleCandidate] {
        // (A code's digits that turn out to be letters too: Corsica's INSEE codes 2A004.)
        if words.first == "--pattern", words.count > 1, words[1].contains("[0-9]") {
            return [RuleCandidate(words: ["--pattern", words[1].replacingAll("[0-9]", with: "[0-9A-Z]")], type: .plainText)]
        }
        switch type.rawValue {
        case "integer": return [decimal]
        case "year": return [RuleCandidate("integer"), decimal]
        case "date", "datetime":
            return words.contains("any") ? [] : [RuleCandidate(type.rawValue, ["--date-format", "any"])]
        default: return []
        }
    }

    /// The decimal whole numbers widen to.
    var decimal: RuleCandidate {
        decimalWidening.map { RuleCandidate(words: $0, type: FieldType(rawValue: "decimal") ?? .plainText) } ?? RuleCandidate("decimal")
    }

    init(_ name: String, _ more: [String] = [], needsHint: [String] = []) {
        // (Every name here is a type of the registry: a test holds the list to it.)
        self.init(words: ["--type", name] + more, type: FieldType(rawValue: name) ?? .plainText, needsHint: needsHint)
    }

    /// The date layouts tried after ISO 8601, as strftime formats (US order first).
    package static let dateFormats = ["%m/%d/%Y", "%d/%m/%Y", "%d.%m.%Y", "%Y/%m/%d", "%m/%d/%y", "%d/%m/%y", "%d-%m-%Y",
                                      "%b %d, %Y", "%d %b %Y", "%B %d, %Y", "%d %B %Y"]
    package static let datetimeFormats = ["%m/%d/%Y %H:%M", "%m/%d/%Y %H:%M:%S", "%d/%m/%Y %H:%M", "%d/%m/%Y %H:%M:%S", "%d.%m.%Y %H:%M"]

    /// Every candidate but phone numbers of other regions (tried apart, `ColumnInference`),
    /// most specific first.
    package static let ordered: [RuleCandidate] = {
        var list: [RuleCandidate] = [
            RuleCandidate("uuid"), RuleCandidate("email"), RuleCandidate("url"),
            RuleCandidate("iban"), RuleCandidate("vat"), RuleCandidate("isin"), RuleCandidate("lei"), RuleCandidate("bic"),
            RuleCandidate("isbn"), RuleCandidate("issn"), RuleCandidate("ean"), RuleCandidate("cusip"),
            RuleCandidate("card"),
            RuleCandidate("imei", needsHint: ["imei"]),
            RuleCandidate("ssn", needsHint: ["ssn", "social"]),
            RuleCandidate("ein", needsHint: ["ein", "employer", "tax"]),
            RuleCandidate("datetime"),
        ]
        list += datetimeFormats.map { RuleCandidate("datetime", ["--date-format", $0]) }
        list += [RuleCandidate("date")]
        list += dateFormats.map { RuleCandidate("date", ["--date-format", $0]) }
        list += [
            RuleCandidate("time"), RuleCandidate("yearmonth"),
            RuleCandidate("phone"),
            RuleCandidate("boolean"), RuleCandidate("state"), RuleCandidate("zip", needsHint: ["zip", "postal", "postcode"]), RuleCandidate("country"),
            RuleCandidate("year", needsHint: ["year", "yr"]),
            RuleCandidate("integer"), RuleCandidate("decimal"),
            RuleCandidate("name", needsHint: ["name", "first", "last", "city", "author", "person"]),
            RuleCandidate("address", needsHint: ["address", "street", "addr"]),
        ]
        return list
    }()
}
