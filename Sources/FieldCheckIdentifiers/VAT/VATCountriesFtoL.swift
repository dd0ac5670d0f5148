/// Ports of python-stdnum 2.2's VAT modules, Finland to Latvia (see VATCountriesAtoE.swift).

extension VATNumber {
    /// stdnum.fi.alv
    package enum FIAlv {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("FI") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.fi.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.fi.lengthDetail) }
            guard try Py.weightedSum(number, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0 else {
                throw refuse(.checksum, "the weighted sum of the digits is not a multiple of 11")
            }
            return number
        }
    }

    /// stdnum.fr.tva
    package enum FRTva {
        /// Digits and letters without I and O, in the order the check uses.
        package static let alphabet = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"

        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.").dropping("FR") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(2).allSatisfy({ [$0].isIn(alphabet) }) else {
                throw refuse(.format, "a French VAT number starts with 2 digits or letters (not I or O) after FR")
            }
            guard number.from(2).isDigits else { throw refuse(.format, Country.fr.formatDetail) }
            guard number.count == 11 else { throw refuse(.length, Country.fr.lengthDetail) }
            // Numbers from Monaco (000 after the first 2) are not SIRENs.
            if !number.py(2, 5).eq("000") { _ = try FRSiren.validate(number.from(2)) }
            if number.isDigits {
                // Old style: the first 2 digits are (SIREN followed by 12) modulo 97.
                let expected = try Py.int(number.from(2) + PyText(py: "12")).mod(97)
                guard try Py.int(number.upTo(2)).clamped == expected else {
                    throw wrongCheck(Py.twoDigits(expected), number.upTo(2), "check digits")
                }
            } else {
                // New style: a letter among the first 2, a check mixed from both characters.
                let first = try Py.index([try number.at(0)], in: alphabet)
                let second = try Py.index([try number.at(1)], in: alphabet)
                let check = [try number.at(0)].isDigits ? first * 24 + second - 10 : first * 34 + second - 100
                let siren = try Py.int(number.from(2)).mod(11)
                guard Py.mod(siren + 1 + Py.floorDiv(check, 11), 11) == Py.mod(check, 11) else {
                    throw refuse(.checksum, "the 2 check characters do not match the SIREN")
                }
            }
            return number
        }
    }

    /// stdnum.fr.siren
    package enum FRSiren {
        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = number.clean(" .").strip
            guard number.isDigits else { throw refuse(.format, "a SIREN has only digits") }
            guard number.count == 9 else { throw refuse(.length, "a SIREN has 9 digits") }
            return try Luhn.validate(number, of: "the SIREN")
        }
    }

    /// stdnum.gr.vat
    package enum GRVat {
        package static func compact(_ number: PyText) -> PyText {
            var number = number.cleanUpperStrip(" -./:")
            if number.startsWith("EL") || number.startsWith("GR") { number = number.from(2) }
            if number.count == 8 { number = ["0"] + number }  // the old 8-digit numbers
            return number
        }

        /// Each digit doubles the sum so far before it is added; kept modulo 11 as only
        /// the remainder is used.
        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            var sum = 0
            for character in number { sum = (sum * 2 + (try Py.int(character))) % 11 }
            return Py.str(sum * 2 % 11 % 10)
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.gr.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.gr.lengthDetail) }
            let expected = try checkDigit(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.hr.oib
    package enum HROib {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("HR") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.hr.formatDetail) }
            guard number.count == 11 else { throw refuse(.length, Country.hr.lengthDetail) }
            _ = try Mod11_10.validate(number)
            return number
        }
    }

    /// stdnum.hu.anum
    package enum HUAnum {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("HU") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.hu.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.hu.lengthDetail) }
            // Weights 9, 7, 3, 1 twice; the last weight is 1, so the last digit is easy to name.
            let sum = try Py.weightedSum(number.upTo(-1), [9, 7, 3, 1, 9, 7, 3])
            let expected = Py.str((10 - sum % 10) % 10)
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.ie.vat
    package enum IEVat {
        package static let alphabet = "WABCDEFGHIJKLMNOPQRSTUV"

        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("IE") }

        /// The check letter of 7 digits, plus the second letter of 2013-style numbers
        /// (`number` is compacted and padded with zeros to 7 first, as stdnum does).
        package static func checkLetter(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number).zfill(7)
            var sum = 0
            for (index, character) in number.upTo(7).enumerated() { sum += (8 - index) * (try Py.int(character)) }
            sum += 9 * (try Py.index(number.from(7), in: alphabet))
            return [PyText(py: alphabet)[sum % 23]]
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(1).isDigits, number.py(2, 7).isDigits else { throw refuse(.format, Country.ie.formatDetail) }
            guard number.from(7).allSatisfy({ [$0].isIn(alphabet) }) else {
                throw refuse(.format, "an Irish VAT number ends in 1 or 2 letters from A to W")
            }
            guard number.count == 8 || number.count == 9 else { throw refuse(.length, Country.ie.lengthDetail) }
            let letter = [try number.at(7)]
            if number.upTo(7).isDigits {
                // Since 2013: 7 digits, the check letter, maybe a second letter that counts too.
                let expected = try checkLetter(number.upTo(7) + number.from(8))
                guard letter == expected else { throw wrongCheck(expected, letter, "check letter") }
            } else if [try number.at(1)].isIn("ABCDEFGHIJKLMNOPQRSTUVWXYZ+*") {
                // Old style: a letter or + or * second; the digits are read as 0, 3rd-7th, 1st.
                let expected = try checkLetter(number.py(2, 7) + number.upTo(1))
                guard letter == expected else { throw wrongCheck(expected, letter, "check letter") }
            } else {
                throw refuse(.format, Country.ie.formatDetail)
            }
            return number
        }
    }

    /// stdnum.it.iva
    package enum ITIva {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -:").dropping("IT") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try Py.int(number.py(0, 7)).clamped != 0 else {
                throw refuse(.format, Country.it.formatDetail)
            }
            guard number.count == 11 else { throw refuse(.length, Country.it.lengthDetail) }
            // Digits 8 to 10 name the province office: 001 to 100, 120, 121, 888 or 999.
            let office = number.py(7, 10)
            let inRange = !office.lexicographicallyBefore(PyText(py: "001")) && !PyText(py: "100").lexicographicallyBefore(office)
            guard inRange || ["120", "121", "888", "999"].contains(where: office.eq) else {
                throw refuse(.component, "digits 8 to 10 of an Italian VAT number are 001 to 100, 120, 121, 888 or 999")
            }
            return try Luhn.validate(number)
        }
    }

    /// stdnum.lt.pvm
    package enum LTPvm {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("LT") }

        /// Weights 1 to 9 repeating; when that leaves 10, weights 3 to 9, 1, 2, ... instead.
        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            var first = 0, second = 0
            for (index, character) in number.enumerated() {
                let digit = try Py.int(character)
                first += (1 + index % 9) * digit
                second += (1 + (index + 2) % 9) * digit
            }
            let check = first % 11 == 10 ? second : first % 11
            return Py.str(check % 11 % 10)
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.lt.formatDetail) }
            if number.count == 9 {
                guard try number.at(7) == "1" else { throw refuse(.component, "the 8th digit of a 9-digit Lithuanian VAT number is 1") }
            } else if number.count == 12 {
                guard try number.at(10) == "1" else { throw refuse(.component, "the 11th digit of a 12-digit Lithuanian VAT number is 1") }
            } else {
                throw refuse(.length, Country.lt.lengthDetail)
            }
            let expected = try checkDigit(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.lu.tva
    package enum LUTva {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" :.-").dropping("LU") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.lu.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.lu.lengthDetail) }
            // The last 2 digits are the first 6 modulo 89.
            let expected = Py.twoDigits(try Py.int(number.upTo(6)).mod(89))
            guard expected == number.from(-2) else { throw wrongCheck(expected, number.from(-2), "check digits") }
            return number
        }
    }

    /// stdnum.lv.pvn
    package enum LVPvn {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("LV") }

        /// Personal codes: 1 plus a weighted sum, modulo 11, modulo 10.
        package static func personCheck(_ number: PyText) throws(Raised) -> PyText {
            let check = 1 + (try Py.weightedSum(number, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9]))
            return Py.str(check % 11 % 10)
        }

        /// Older personal codes start with the birth date, ddmmyy, then the century digit.
        package static func checkBirthDate(_ number: PyText) throws(Raised) {
            let number = compact(number)
            let day = try Py.int(number.py(0, 2)).clamped
            let month = try Py.int(number.py(2, 4)).clamped
            let year = try Py.int(number.py(4, 6)).clamped + 1800 + (try Py.int(try number.at(6))) * 100
            guard Py.isDate(year: year, month: month, day: day) else {
                throw refuse(.component, "the birth date at the start of the personal code is not a real date")
            }
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.lv.formatDetail) }
            guard number.count == 11 else { throw refuse(.length, Country.lv.lengthDetail) }
            if try number.at(0).value > ("3" as Unicode.Scalar).value {
                // Legal entities.
                guard try Py.weightedSum(number, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 == 3 else {
                    throw refuse(.checksum, "the weighted sum of the digits does not match")
                }
            } else {
                // Personal codes; those starting with 32 (since 2017) carry no birth date.
                if !number.startsWith("32") { try checkBirthDate(number) }
                let expected = try personCheck(number.upTo(-1))
                let last = [try number.at(-1)]
                guard expected == last else { throw wrongCheck(expected, last) }
            }
            return number
        }
    }
}
