/// VAT numbers as python-stdnum 2.2's `stdnum.vatin` checks them, for the countries below:
/// a two-letter country code, then that country's number, checked by its stdnum module
/// (ported step by step in VATCountries*.swift).
package enum VATNumber {
    /// The prefixes supported. (GR is accepted too: stdnum reads it as Greece, like EL.)
    package static let countries: [String] = [
        "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "EL", "HR", "HU", "IE",
        "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI", "GB", "CH", "NO",
    ]

    /// `stdnum.vatin.validate(number)`: the compact number with its prefix, or the failure.
    package static func validate(_ number: String) -> Result<String, IdentifierFailure> {
        check(number).result
    }

    /// `validate`, also naming the Python exception when stdnum itself fails on the number
    /// (a `ValueError` from `int()`, e.g. on a line feed inside it, or on more than 4,300
    /// digits): the result then holds the failure the port reports instead.
    package static func check(_ number: String) -> (result: Result<String, IdentifierFailure>, stdnumException: String?) {
        let text = PyText(py: number).clean("").strip
        let country: Country
        switch Country.of(prefix: text.upTo(2)) {
        case .success(let found): country = found
        case .failure(let failure): return (.failure(failure), nil)
        }
        let prefix = text.upTo(2).upper
        do throws(Raised) {
            // First the rest after the prefix; if stdnum refuses that, the whole text
            // (e.g. "CHE-..." where the module wants CHE itself).
            let validated: PyText
            do throws(Raised) {
                validated = prefix + (try country.validate(text.from(2)))
            } catch {
                guard case .invalid = error else { throw error }
                validated = try country.validate(text)
            }
            return (.success(validated.string), nil)
        } catch {
            switch error {
            case .invalid(let failure):
                return (.failure(failure), nil)
            case .crash(let exception, let problem):
                let detail = problem == .length ? country.lengthDetail : country.formatDetail
                return (.failure(IdentifierFailure(problem: problem, detail: detail)), exception)
            }
        }
    }

    /// `stdnum.vatin.compact(number)`, or nil where it raises (an unknown prefix). The
    /// modules' compact() never raise, so vatin's fallback to the whole text never applies.
    package static func compact(_ number: String) -> String? {
        let text = PyText(py: number).clean("").strip
        guard case .success(let country) = Country.of(prefix: text.upTo(2)) else { return nil }
        return (text.upTo(2).upper + country.compact(text.from(2))).string
    }

    /// Whether `number` is a beginning of a valid VAT number of a supported country: read
    /// as vatin reads it (stdnum's `clean`, then `strip`), its prefix is known or begins a
    /// known one, and the rest (without the separators that country's module removes,
    /// upper-cased) is shorter than one of the country's shapes (`Country.shapes`) with
    /// every character allowed at its place there. Check digits are not considered. The
    /// empty text is a beginning.
    package static func isBeginning(_ number: String) -> Bool {
        let text = PyText(py: number).clean("").strip
        switch text.count {
        case 0:
            return true
        case 1:
            // A letter vatin's lower-casing turns into a-z, beginning a supported code.
            guard let first = text.first.flatMap(Country.codeLetter) else { return false }
            return (countries + ["GR"]).contains { $0.lowercased().unicodeScalars.first == first }
        default:
            guard case .success(let country) = Country.of(prefix: text.upTo(2)) else { return false }
            let rest = text.from(2).cleanUpperStrip(country.separators)
            return country.shapes.contains { shape in
                rest.count < shape.count
                    && zip(rest, shape).allSatisfy { character, allowed in allowed.unicodeScalars.contains(character) }
            }
        }
    }
}

extension VATNumber {
    /// The stdnum modules `stdnum.vatin` reaches for the supported prefixes, named by stdnum's
    /// country code (EL is `gr`, XI is `gb`).
    package enum Country: String, CaseIterable, Sendable {
        case at, be, bg, cy, cz, de, dk, ee, es, fi, fr, gr, hr, hu, ie, it, lt, lu, lv, mt, nl, pl, pt,
             ro, se, si, sk, gb, ch, no

        /// vatin's `_get_cc_module(number[:2])`: lower-cased (Python's `lower`, where the Kelvin
        /// sign becomes "k"), EL read as GR and XI as GB, then `^[a-z]{2}$` or InvalidFormat;
        /// a code stdnum has no VAT module for, or one this port leaves out, is InvalidComponent.
        package static func of(prefix: PyText) -> Result<Country, IdentifierFailure> {
            var code = ""
            for scalar in prefix {
                guard let letter = codeLetter(scalar) else {
                    return .failure(IdentifierFailure(problem: .format, detail: "a VAT number starts with a 2-letter country code"))
                }
                code.unicodeScalars.append(letter)
            }
            guard code.unicodeScalars.count == 2 else {
                return .failure(IdentifierFailure(problem: .format, detail: "a VAT number starts with a 2-letter country code"))
            }
            if code == "el" { code = "gr" }
            if code == "xi" { code = "gb" }
            guard let country = Country(rawValue: code) else {
                return .failure(IdentifierFailure(problem: .component, detail: "no VAT number check for country code \(code.uppercased())"))
            }
            return .success(country)
        }

        /// Python's `lower()` of a code point when that is a letter a-z: ASCII letters and the
        /// Kelvin sign ("k"). Any other code point lower-cases to something else (U+0130 to
        /// "i" and a combining dot: two code points, which `^[a-z]{2}$` refuses).
        package static func codeLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            switch scalar.value {
            case 0x41...0x5A: Unicode.Scalar(UInt8(scalar.value + 0x20))
            case 0x61...0x7A: scalar
            case 0x212A: "k"
            default: nil
            }
        }

        /// The module's `compact()` of the text after the prefix (or of the whole text).
        package func compact(_ number: PyText) -> PyText {
            switch self {
            case .at: ATUid.compact(number)
            case .be: BEVat.compact(number)
            case .bg: BGVat.compact(number)
            case .cy: CYVat.compact(number)
            case .cz: CZDic.compact(number)
            case .de: DEVat.compact(number)
            case .dk: DKCvr.compact(number)
            case .ee: EEKmkr.compact(number)
            case .es: ESNif.compact(number)
            case .fi: FIAlv.compact(number)
            case .fr: FRTva.compact(number)
            case .gr: GRVat.compact(number)
            case .hr: HROib.compact(number)
            case .hu: HUAnum.compact(number)
            case .ie: IEVat.compact(number)
            case .it: ITIva.compact(number)
            case .lt: LTPvm.compact(number)
            case .lu: LUTva.compact(number)
            case .lv: LVPvn.compact(number)
            case .mt: MTVat.compact(number)
            case .nl: NLBtw.compact(number)
            case .pl: PLNip.compact(number)
            case .pt: PTNif.compact(number)
            case .ro: ROCf.compact(number)
            case .se: SEVat.compact(number)
            case .si: SIDdv.compact(number)
            case .sk: SKDph.compact(number)
            case .gb: GBVat.compact(number)
            case .ch: CHVat.compact(number)
            case .no: NOMva.compact(number)
            }
        }

        /// The module's `validate()`.
        package func validate(_ number: PyText) throws(Raised) -> PyText {
            switch self {
            case .at: try ATUid.validate(number)
            case .be: try BEVat.validate(number)
            case .bg: try BGVat.validate(number)
            case .cy: try CYVat.validate(number)
            case .cz: try CZDic.validate(number)
            case .de: try DEVat.validate(number)
            case .dk: try DKCvr.validate(number)
            case .ee: try EEKmkr.validate(number)
            case .es: try ESNif.validate(number)
            case .fi: try FIAlv.validate(number)
            case .fr: try FRTva.validate(number)
            case .gr: try GRVat.validate(number)
            case .hr: try HROib.validate(number)
            case .hu: try HUAnum.validate(number)
            case .ie: try IEVat.validate(number)
            case .it: try ITIva.validate(number)
            case .lt: try LTPvm.validate(number)
            case .lu: try LUTva.validate(number)
            case .lv: try LVPvn.validate(number)
            case .mt: try MTVat.validate(number)
            case .nl: try NLBtw.validate(number)
            case .pl: try PLNip.validate(number)
            case .pt: try PTNif.validate(number)
            case .ro: try ROCf.validate(number)
            case .se: try SEVat.validate(number)
            case .si: try SIDdv.validate(number)
            case .sk: try SKDph.validate(number)
            case .gb: try GBVat.validate(number)
            case .ch: try CHVat.validate(number)
            case .no: try NOMva.validate(number)
            }
        }

        /// What the format looks like (InvalidFormat).
        package var formatDetail: String {
            switch self {
            case .at: "an Austrian VAT number is U and 8 digits after AT"
            case .be: "a Belgian VAT number has only digits after BE"
            case .bg: "a Bulgarian VAT number has only digits after BG"
            case .cy: "a Cypriot VAT number has 8 digits and a letter after CY"
            case .cz: "a Czech VAT number has only digits after CZ"
            case .de: "a German VAT number has only digits after DE, the first not 0"
            case .dk: "a Danish VAT number has only digits after DK, the first not 0"
            case .ee: "an Estonian VAT number has only digits after EE"
            case .es: "a Spanish VAT number has 7 digits between its first and last characters"
            case .fi: "a Finnish VAT number has only digits after FI"
            case .fr: "a French VAT number has 9 digits after its first 2 characters"
            case .gr: "a Greek VAT number has only digits after EL"
            case .hr: "a Croatian VAT number has only digits after HR"
            case .hu: "a Hungarian VAT number has only digits after HU"
            case .ie: "an Irish VAT number has 7 digits and 1 or 2 letters after IE (old style: a letter second)"
            case .it: "an Italian VAT number has only digits after IT, the first 7 not all zeros"
            case .lt: "a Lithuanian VAT number has only digits after LT"
            case .lu: "a Luxembourg VAT number has only digits after LU"
            case .lv: "a Latvian VAT number has only digits after LV"
            case .mt: "a Maltese VAT number has only digits after MT, the first not 0"
            case .nl: "a Dutch VAT number has 9 digits, B and 2 digits after NL"
            case .pl: "a Polish VAT number has only digits after PL"
            case .pt: "a Portuguese VAT number has only digits after PT, the first not 0"
            case .ro: "a Romanian VAT number has only digits after RO, the first not 0"
            case .se: "a Swedish VAT number has only digits after SE, ending in 01"
            case .si: "a Slovenian VAT number has only digits after SI, the first not 0"
            case .sk: "a Slovak VAT number has only digits after SK"
            case .gb: "a UK VAT number has only digits after GB or XI (or is GD or HA and 3 digits)"
            case .ch: "a Swiss VAT number is CHE, 9 digits and MWST, TVA, IVA or TPV"
            case .no: "a Norwegian VAT number is 9 digits and MVA after NO"
            }
        }

        /// How long the number is (InvalidLength).
        package var lengthDetail: String {
            switch self {
            case .at: "an Austrian VAT number has 9 characters after AT: U and 8 digits"
            case .be: "a Belgian VAT number has 10 digits after BE"
            case .bg: "a Bulgarian VAT number has 9 or 10 digits after BG"
            case .cy: "a Cypriot VAT number has 9 characters after CY: 8 digits and a letter"
            case .cz: "a Czech VAT number has 8, 9 or 10 digits after CZ"
            case .de: "a German VAT number has 9 digits after DE"
            case .dk: "a Danish VAT number has 8 digits after DK"
            case .ee: "an Estonian VAT number has 9 digits after EE"
            case .es: "a Spanish VAT number has 9 characters after ES"
            case .fi: "a Finnish VAT number has 8 digits after FI"
            case .fr: "a French VAT number has 11 characters after FR"
            case .gr: "a Greek VAT number has 9 digits after EL"
            case .hr: "a Croatian VAT number has 11 digits after HR"
            case .hu: "a Hungarian VAT number has 8 digits after HU"
            case .ie: "an Irish VAT number has 8 or 9 characters after IE"
            case .it: "an Italian VAT number has 11 digits after IT"
            case .lt: "a Lithuanian VAT number has 9 or 12 digits after LT"
            case .lu: "a Luxembourg VAT number has 8 digits after LU"
            case .lv: "a Latvian VAT number has 11 digits after LV"
            case .mt: "a Maltese VAT number has 8 digits after MT"
            case .nl: "a Dutch VAT number has 12 characters after NL: 9 digits, B and 2 digits"
            case .pl: "a Polish VAT number has 10 digits after PL"
            case .pt: "a Portuguese VAT number has 9 digits after PT"
            case .ro: "a Romanian VAT number has 2 to 10 digits after RO, or 13 for a personal number"
            case .se: "a Swedish VAT number has 12 digits after SE"
            case .si: "a Slovenian VAT number has 8 digits after SI"
            case .sk: "a Slovak VAT number has 10 digits after SK"
            case .gb: "a UK VAT number has 9 or 12 digits after GB or XI (or 5 characters: GD or HA and 3 digits)"
            case .ch: "a Swiss VAT number has 15 or 16 characters: CHE, 9 digits and MWST, TVA, IVA or TPV"
            case .no: "a Norwegian VAT number has 9 digits before MVA"
            }
        }

        /// The separators the module's compact() removes (for `isBeginning`).
        package var separators: String {
            switch self {
            case .at, .be: " -./"
            case .bg, .fr, .nl, .pt, .se, .gb, .ch: " -."
            case .cz: " /"
            case .de: " -./,"
            case .dk: " -.,/:"
            case .ee, .no: " "
            case .gr: " -./:"
            case .it: " -:"
            case .lu: " :.-"
            case .cy, .es, .fi, .hr, .hu, .ie, .lt, .lv, .mt, .pl, .ro, .si, .sk: " -"
            }
        }

        /// The shapes of valid numbers after the prefix, as upper-cased compact text: for each
        /// place, the characters allowed there by the module's format checks (check digits and
        /// rules across several places, like Cyprus's "not 12" or Italy's office codes, left out).
        package var shapes: [[String]] {
            let digit = "0123456789", nonzero = "123456789", letter = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            func digits(_ count: Int) -> [String] { Array(repeating: digit, count: count) }
            func text(_ literal: String) -> [String] { literal.map { String($0) } }
            switch self {
            case .at: return [text("U") + digits(8)]
            case .be: return [["01"] + digits(9), digits(9)]  // 9 digits: the old format, padded
            case .bg: return [digits(10)]
            case .cy: return [digits(8) + [letter]]
            case .cz: return [digits(10)]
            case .de: return [[nonzero] + digits(8)]
            case .dk: return [[nonzero] + digits(7)]
            case .ee: return [digits(9)]
            case .es:
                // DNI, K/L/M and NIE numbers end in a letter; company numbers (CIF) in either.
                return [[digit + "KLMXYZ"] + digits(7) + ["TRWAGMYFPDXBNJZSQVHLCKE"],
                        ["ABCDEFGHJNPQRSUVW"] + digits(7) + [digit + "JABCDEFGHI"]]
            case .fi: return [digits(8)]
            case .fr: return [[FRTva.alphabet, FRTva.alphabet] + digits(9)]
            case .gr: return [digits(9)]
            case .hr: return [digits(11)]
            case .hu: return [digits(8)]
            case .ie:
                return [digits(7) + [IEVat.alphabet, IEVat.alphabet],
                        [digit, letter + "+*"] + digits(5) + [IEVat.alphabet, IEVat.alphabet]]
            case .it: return [digits(11)]
            case .lt: return [digits(7) + ["1", digit], digits(10) + ["1", digit]]
            case .lu: return [digits(8)]
            case .lv: return [digits(11)]
            case .mt: return [[nonzero] + digits(7)]
            case .nl: return (1...9).map { digits($0) + ["B"] + digits(2) }  // zeros in front may be left out
            case .pl: return [digits(10)]
            case .pt: return [[nonzero] + digits(8)]
            case .ro: return [[nonzero] + digits(12)]  // 2 to 10 digits, or 13 for a personal number
            case .se: return [digits(10) + ["0", "1"]]
            case .si: return [[nonzero] + digits(7)]
            case .sk: return [digits(10)]
            case .gb:
                return [digits(12), text("GD") + digits(3), text("HA") + digits(3),
                        text("GD8888") + digits(5), text("HA8888") + digits(5)]
            case .ch:
                return ["MWST", "TVA", "IVA", "TPV"].map { text("E") + digits(9) + text($0) }
            case .no: return [digits(9) + text("MVA")]
            }
        }
    }
}
