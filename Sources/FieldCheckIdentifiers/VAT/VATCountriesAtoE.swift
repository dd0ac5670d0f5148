/// Ports of python-stdnum 2.2's VAT modules, Austria to Spain: each `compact` and
/// `validate` follows the module's steps in order, since the order decides which problem
/// is reported. `number` is always the text the module received.

extension VATNumber {
    /// `stdnum.<module>.is_valid`: false for a ValidationError, while any other exception
    /// (a crash) still goes through, as in Python.
    package static func stdnumIsValid(_ validate: () throws(Raised) -> PyText) throws(Raised) -> Bool {
        do throws(Raised) {
            _ = try validate()
            return true
        } catch {
            if case .crash = error { throw error }
            return false
        }
    }

    /// "the check digit is 7, not 8" (`expected` as stdnum spells it).
    package static func wrongCheck(_ expected: PyText, _ found: PyText, _ what: String = "check digit") -> Raised {
        refuse(.checksum, "the \(what) \(what.hasSuffix("s") ? "are" : "is") \(expected.string), not \(found.string)")
    }

    /// stdnum.at.uid
    package enum ATUid {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -./").dropping("AT") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(1).eq("U"), number.from(1).isDigits else { throw refuse(.format, Country.at.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.at.lengthDetail) }
            // The check digit: 6 minus the Luhn checksum of the 7 digits before it, modulo 10.
            let expected = Py.str(Py.mod(6 - (try Luhn.checksum(number.upTo(-1).from(1))), 10))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.be.vat
    package enum BEVat {
        package static func compact(_ number: PyText) -> PyText {
            var number = number.cleanUpperStrip(" -./").dropping("BE")
            if number.startsWith("(0)") { number = ["0"] + number.from(3) }
            if number.count == 9 { number = ["0"] + number }  // the old 9-digit numbers
            return number
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.be.formatDetail) }
            // int() of more than 4,300 digits raises ValueError in Python: stdnum crashes here.
            guard try Py.int(number).clamped > 0 else { throw refuse(.format, "a Belgian VAT number is not all zeros") }
            guard number.count == 10 else { throw refuse(.length, Country.be.lengthDetail) }
            guard [try number.at(0)].isIn("01") else {
                throw refuse(.component, "a Belgian VAT number starts with 0 or 1 after BE")
            }
            // Valid when the first 8 digits plus the last 2 are a multiple of 97.
            let head = try Py.int(number.upTo(-2)).mod(97)
            let tail = try Py.int(number.from(-2)).mod(97)
            guard (head + tail) % 97 == 0 else {
                throw wrongCheck(Py.twoDigits(97 - head), number.from(-2), "check digits")
            }
            return number
        }
    }

    /// stdnum.bg.vat
    package enum BGVat {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.").dropping("BG") }

        /// Legal entities (9 digits): weights 1..8, or 3..10 when the first sum leaves 10.
        package static func legalCheck(_ number: PyText) throws(Raised) -> PyText {
            var first = 0, second = 0
            for (index, character) in number.enumerated() {
                let digit = try Py.int(character)
                first += (index + 1) * digit
                second += (index + 3) * digit
            }
            let check = first % 11 == 10 ? second % 11 : first % 11
            return Py.str(check % 10)
        }

        /// Other 10-digit numbers; 10 is a possible result, which no digit matches.
        package static func otherCheck(_ number: PyText) throws(Raised) -> PyText {
            Py.str(Py.mod(11 - (try Py.weightedSum(number, [4, 3, 2, 7, 6, 5, 4, 3, 2])), 11))
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.bg.formatDetail) }
            let last = [try number.at(-1)]
            if number.count == 9 {
                let expected = try legalCheck(number.upTo(-1))
                guard last == expected else { throw wrongCheck(expected, last) }
            } else if number.count == 10 {
                // A personal number (EGN), a foreigner's number (PNF) or another number.
                if try !BGEgn.isValid(number), try !BGPnf.isValid(number),
                   try last != otherCheck(number.upTo(-1)) {
                    throw refuse(.checksum, "the check digit does not match")
                }
            } else {
                throw refuse(.length, Country.bg.lengthDetail)
            }
            return number
        }
    }

    /// stdnum.bg.egn (only its is_valid is reached)
    package enum BGEgn {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.") }

        package static func checkBirthDate(_ number: PyText) throws(Raised) {
            let number = compact(number)
            var year = try Py.int(number.py(0, 2)).clamped + 1900
            var month = try Py.int(number.py(2, 4)).clamped
            let day = try Py.int(number.py(4, 6)).clamped
            // 40 is added to the month for 2000-2099 births, 20 for 1800-1899.
            if month > 40 {
                year += 100
                month -= 40
            } else if month > 20 {
                year -= 100
                month -= 20
            }
            guard Py.isDate(year: year, month: month, day: day) else {
                throw refuse(.component, "the birth date is not a real date")
            }
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, "only digits") }
            guard number.count == 10 else { throw refuse(.length, "10 digits") }
            try checkBirthDate(number)
            let check = Py.str(try Py.weightedSum(number.upTo(-1), [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11 % 10)
            guard check == [try number.at(-1)] else { throw refuse(.checksum, "check digit") }
            return number
        }

        package static func isValid(_ number: PyText) throws(Raised) -> Bool { try stdnumIsValid { () throws(Raised) in try validate(number) } }
    }

    /// stdnum.bg.pnf (only its is_valid is reached)
    package enum BGPnf {
        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = number.cleanUpperStrip(" -.")
            guard number.isDigits else { throw refuse(.format, "only digits") }
            guard number.count == 10 else { throw refuse(.length, "10 digits") }
            let check = Py.str(try Py.weightedSum(number.upTo(-1), [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10)
            guard check == [try number.at(-1)] else { throw refuse(.checksum, "check digit") }
            return number
        }

        package static func isValid(_ number: PyText) throws(Raised) -> Bool { try stdnumIsValid { () throws(Raised) in try validate(number) } }
    }

    /// stdnum.cy.vat
    package enum CYVat {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("CY") }

        /// Digits in even places count by a table, in odd places by value; the sum picks a letter.
        package static func checkLetter(_ number: PyText) throws(Raised) -> PyText {
            let table: [Unicode.Scalar: Int] = ["0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21]
            var sum = 0
            for character in number.every(2, from: 0) {
                guard let value = table[character] else { throw .crash(exception: "KeyError", problem: .format) }
                sum += value
            }
            // A line feed allowed by isdigits lands here: int('\n') raises ValueError.
            for character in number.every(2, from: 1) { sum += try Py.int(character) }
            return [PyText(py: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")[sum % 26]]
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(-1).isDigits else { throw refuse(.format, Country.cy.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.cy.lengthDetail) }
            guard !number.py(0, 2).eq("12") else { throw refuse(.component, "a Cypriot VAT number does not start with 12") }
            let last = [try number.at(-1)]
            let expected = try checkLetter(number.upTo(-1))
            guard last == expected else { throw wrongCheck(expected, last, "check letter") }
            return number
        }
    }

    /// stdnum.cz.dic
    package enum CZDic {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" /").dropping("CZ") }

        /// 8-digit legal entities: weights 8 down to 2; a result of 0 becomes 1, then 10 becomes 0.
        package static func legalCheck(_ number: PyText) throws(Raised) -> PyText {
            let check = Py.mod(11 - (try Py.weightedSum(number, [8, 7, 6, 5, 4, 3, 2])), 11)
            return Py.str((check == 0 ? 1 : check) % 10)
        }

        /// 9-digit numbers starting with 6: the 7 digits between the first and the last.
        package static func specialCheck(_ number: PyText) throws(Raised) -> PyText {
            let check = try Py.weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11
            return Py.str(Py.mod(8 - Py.mod(10 - check, 11), 10))
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.cz.formatDetail) }
            if number.count == 8 {
                guard !number.startsWith("9") else { throw refuse(.component, "an 8-digit Czech VAT number does not start with 9") }
                let expected = try legalCheck(number.upTo(-1))
                let last = [try number.at(-1)]
                guard expected == last else { throw wrongCheck(expected, last) }
            } else if number.count == 9 && number.startsWith("6") {
                let expected = try specialCheck(number.py(1, -1))
                let last = [try number.at(-1)]
                guard expected == last else { throw wrongCheck(expected, last) }
            } else if number.count == 9 || number.count == 10 {
                _ = try CZRc.validate(number)  // a person's birth number
            } else {
                throw refuse(.length, Country.cz.lengthDetail)
            }
            return number
        }
    }

    /// stdnum.cz.rc (also stdnum.sk.rc)
    package enum CZRc {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" /") }

        package static func checkBirthDate(_ number: PyText) throws(Raised) {
            let number = compact(number)
            var year = 1900 + (try Py.int(number.py(0, 2)).clamped)
            // Women have 50 added to the month, and 20 more is added when serials run out.
            let month = try Py.int(number.py(2, 4)).mod(50) % 20
            let day = try Py.int(number.py(4, 6)).clamped
            if number.count == 9 {
                if year >= 1980 { year -= 100 }
                guard year <= 1953 else { throw refuse(.length, "a 9-digit birth number is from before 1954: newer ones have 10 digits") }
            } else if year < 1954 {
                year += 100
            }
            guard Py.isDate(year: year, month: month, day: day) else {
                throw refuse(.component, "the birth date in the number is not a real date")
            }
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, "a birth number has only digits") }
            guard number.count == 9 || number.count == 10 else { throw refuse(.length, "a birth number has 9 or 10 digits") }
            try checkBirthDate(number)
            if number.count == 10 {
                let expected = Py.str(try Py.int(number.upTo(-1)).mod(11) % 10)
                let last = [try number.at(-1)]
                guard expected == last else { throw wrongCheck(expected, last) }
            }
            return number
        }

        package static func isValid(_ number: PyText) throws(Raised) -> Bool { try stdnumIsValid { () throws(Raised) in try validate(number) } }
    }

    /// stdnum.de.vat
    package enum DEVat {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -./,").dropping("DE") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try number.at(0) != "0" else { throw refuse(.format, Country.de.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.de.lengthDetail) }
            _ = try Mod11_10.validate(number)
            return number
        }
    }

    /// stdnum.dk.cvr
    package enum DKCvr {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.,/:").dropping("DK") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try number.at(0) != "0" else { throw refuse(.format, Country.dk.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.dk.lengthDetail) }
            guard try Py.weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0 else {
                throw refuse(.checksum, "the weighted sum of the digits is not a multiple of 11")
            }
            return number
        }
    }

    /// stdnum.ee.kmkr
    package enum EEKmkr {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" ").dropping("EE") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.ee.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.ee.lengthDetail) }
            let sum = try Py.weightedSum(number.upTo(-1), [3, 7, 1, 3, 7, 1, 3, 7])
            let expected = Py.str((10 - sum % 10) % 10)
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.es.nif
    package enum ESNif {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("ES") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.py(1, -1).isDigits else { throw refuse(.format, Country.es.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.es.lengthDetail) }
            let first = [try number.at(0)]
            if first.isIn("KLM") {
                // Spaniards without a DNI and foreigners without a NIE: the DNI letter.
                let expected = try ESDni.checkLetter(number.py(1, -1))
                let last = [try number.at(-1)]
                guard last == expected else { throw wrongCheck(expected, last, "check letter") }
            } else if first.isDigits {
                _ = try ESDni.validate(number)
            } else if first.isIn("XYZ") {
                _ = try ESNie.validate(number)
            } else {
                _ = try ESCif.validate(number)
            }
            return number
        }
    }

    /// stdnum.es.dni
    package enum ESDni {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -") }

        package static func checkLetter(_ number: PyText) throws(Raised) -> PyText {
            [PyText(py: "TRWAGMYFPDXBNJZSQVHLCKE")[try Py.int(number).mod(23)]]
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(-1).isDigits else { throw refuse(.format, "a Spanish personal number (DNI) has 8 digits and a letter") }
            guard number.count == 9 else { throw refuse(.length, Country.es.lengthDetail) }
            let expected = try checkLetter(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last, "check letter") }
            return number
        }
    }

    /// stdnum.es.nie
    package enum ESNie {
        /// X, Y and Z stand for 0, 1 and 2; then the DNI letter.
        package static func checkLetter(_ number: PyText) throws(Raised) -> PyText {
            let lead = Py.str(try Py.index([try number.at(0)], in: "XYZ"))
            return try ESDni.checkLetter(lead + number.from(1))
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = ESDni.compact(number)
            guard number.py(1, -1).isDigits, number.upTo(1).isIn("XYZ") else {
                throw refuse(.format, "a Spanish foreigner's number (NIE) is X, Y or Z, 7 digits and a letter")
            }
            guard number.count == 9 else { throw refuse(.length, Country.es.lengthDetail) }
            let expected = try checkLetter(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last, "check letter") }
            return number
        }
    }

    /// stdnum.es.cif
    package enum ESCif {
        /// Both accepted check characters: the Luhn digit and the letter at that place in "JABCDEFGHI".
        package static func checkCharacters(_ number: PyText) throws(Raised) -> PyText {
            let check = try Luhn.checkDigit(number.from(1))
            return check + [PyText(py: "JABCDEFGHI")[try Py.int(check).clamped]]
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = ESDni.compact(number)
            guard number.py(1, -1).isDigits else { throw refuse(.format, Country.es.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.es.lengthDetail) }
            guard [try number.at(0)].isIn("ABCDEFGHJNPQRSUVW") else {
                throw refuse(.format, "a Spanish VAT number starts with a digit or one of the letters ABCDEFGHJKLMNPQRSUVWXYZ")
            }
            let allowed = try checkCharacters(number.upTo(-1))
            let last = [try number.at(-1)]
            guard last.isIn(allowed.string) else {
                throw refuse(.checksum, "the check character is \(String(allowed[0])) or \(String(allowed[1])), not \(last.string)")
            }
            return number
        }
    }
}
