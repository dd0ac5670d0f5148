/// Ports of python-stdnum 2.2's VAT modules, Malta to Norway (see VATCountriesAtoE.swift).

extension VATNumber {
    /// stdnum.mt.vat
    package enum MTVat {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("MT") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try number.at(0) != "0" else { throw refuse(.format, Country.mt.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.mt.lengthDetail) }
            guard try Py.weightedSum(number, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 == 0 else {
                throw refuse(.checksum, "the check digits do not match")
            }
            return number
        }
    }

    /// stdnum.nl.btw
    package enum NLBtw {
        /// The part before the last 3 characters is read as a BSN (padded with zeros to 9).
        package static func compact(_ number: PyText) -> PyText {
            let number = number.cleanUpperStrip(" -.").dropping("NL")
            return NLBsn.compact(number.upTo(-3)) + number.from(-3)
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.upTo(9).isDigits, try Py.int(number.upTo(9)).clamped > 0 else {
                throw refuse(.format, "a Dutch VAT number starts with 9 digits (not all zeros) after NL")
            }
            // int() of more than 4,300 digits raises ValueError in Python: stdnum crashes here.
            guard number.from(10).isDigits, try Py.int(number.from(10)).clamped > 0 else {
                throw refuse(.format, "a Dutch VAT number ends in 2 digits (not 00)")
            }
            guard number.count == 12 else { throw refuse(.length, Country.nl.lengthDetail) }
            guard try number.at(9) == "B" else { throw refuse(.format, "a Dutch VAT number has B after its first 9 digits") }
            // Either the 9 digits are a valid BSN or (since 2020) the whole is ISO 7064 Mod 97-10.
            guard try NLBsn.isValid(number.upTo(9)) || Mod97_10.isValid(PyText(py: "NL") + number) else {
                throw refuse(.checksum, "the check digits do not match")
            }
            return number
        }
    }

    /// stdnum.nl.bsn (only its is_valid is reached)
    package enum NLBsn {
        package static func compact(_ number: PyText) -> PyText { number.clean(" -.").strip.zfill(9) }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try Py.int(number).clamped > 0 else { throw refuse(.format, "only digits") }
            guard number.count == 9 else { throw refuse(.length, "9 digits") }
            // Weights 9 down to 2, minus the last digit, a multiple of 11.
            let sum = try Py.weightedSum(number.upTo(-1), [9, 8, 7, 6, 5, 4, 3, 2]) - (try Py.int(try number.at(-1)))
            guard Py.mod(sum, 11) == 0 else { throw refuse(.checksum, "check digit") }
            return number
        }

        package static func isValid(_ number: PyText) throws(Raised) -> Bool { try stdnumIsValid { () throws(Raised) in try validate(number) } }
    }

    /// stdnum.pl.nip
    package enum PLNip {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("PL") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.pl.formatDetail) }
            guard number.count == 10 else { throw refuse(.length, Country.pl.lengthDetail) }
            let sum = try Py.weightedSum(number.upTo(-1), [6, 5, 7, 2, 3, 4, 5, 6, 7])
            // The last digit has weight -1: it must equal the sum modulo 11 (10 fits no digit).
            let last = [try number.at(-1)]
            guard Py.mod(sum - (try Py.int(last[0])), 11) == 0 else {
                if sum % 11 == 10 { throw refuse(.checksum, "no check digit fits the first 9 digits") }
                throw wrongCheck(Py.str(sum % 11), last)
            }
            return number
        }
    }

    /// stdnum.pt.nif
    package enum PTNif {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.").dropping("PT") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try number.at(0) != "0" else { throw refuse(.format, Country.pt.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.pt.lengthDetail) }
            let sum = try Py.weightedSum(number.upTo(-1), [9, 8, 7, 6, 5, 4, 3, 2])
            let expected = Py.str(Py.mod(11 - sum, 11) % 10)
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.ro.cf: a company number (CUI) of 2 to 10 digits or a personal number (CNP) of 13.
    package enum ROCf {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -") }

        /// Returns the number with an RO prefix it had (stdnum does), which vatin keeps too.
        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            let digits = number.dropping("RO")
            if digits.count == 13 {
                _ = try ROCnp.validate(digits)
            } else if (2...10).contains(digits.count) {
                _ = try ROCui.validate(number)
            } else {
                throw refuse(.length, Country.ro.lengthDetail)
            }
            return number
        }
    }

    /// stdnum.ro.cnp
    package enum ROCnp {
        package static let counties: Set<String> = [
            "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15",
            "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30",
            "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45",
            "46", "47", "48", "51", "52", "70", "80", "81", "82", "83",
        ]

        package static func compact(_ number: PyText) -> PyText { number.clean(" -").strip }

        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            let check = try Py.weightedSum(number, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
            return check == 10 ? ["1"] : Py.str(check)
        }

        /// The first digit gives the century (1900 for those without one), then yymmdd.
        package static func checkBirthDate(_ number: PyText) throws(Raised) {
            let number = compact(number)
            let centuries: [Unicode.Scalar: Int] = ["1": 1900, "2": 1900, "3": 1800, "4": 1800, "5": 2000, "6": 2000]
            let year = try Py.int(number.py(1, 3)).clamped + (centuries[try number.at(0)] ?? 1900)
            let month = try Py.int(number.py(3, 5)).clamped
            let day = try Py.int(number.py(5, 7)).clamped
            guard Py.isDate(year: year, month: month, day: day) else {
                throw refuse(.component, "the birth date in the Romanian personal number is not a real date")
            }
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, "a Romanian personal number (CNP) has only digits") }
            guard [try number.at(0)].isIn("123456789") else {
                throw refuse(.component, "a Romanian personal number (CNP) does not start with 0")
            }
            guard number.count == 13 else { throw refuse(.length, "a Romanian personal number (CNP) has 13 digits") }
            try checkBirthDate(number)
            guard counties.contains(compact(number).py(7, 9).string) else {
                throw refuse(.component, "digits 8 and 9 of the Romanian personal number are not a known county")
            }
            let expected = try checkDigit(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.ro.cui
    package enum ROCui {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("RO") }

        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            let check = 10 * (try Py.weightedSum(number.zfill(9), [7, 5, 3, 2, 1, 7, 5, 3, 2]))
            return Py.str(check % 11 % 10)
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, try number.at(0) != "0" else { throw refuse(.format, Country.ro.formatDetail) }
            guard (2...10).contains(number.count) else { throw refuse(.length, Country.ro.lengthDetail) }
            let expected = try checkDigit(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else { throw wrongCheck(expected, last) }
            return number
        }
    }

    /// stdnum.se.vat: the organisation number followed by 01.
    package enum SEVat {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -.").dropping("SE") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, number.from(-2).eq("01") else { throw refuse(.format, Country.se.formatDetail) }
            _ = try SEOrgnr.validate(number.upTo(-2))
            return number
        }
    }

    /// stdnum.se.orgnr
    package enum SEOrgnr {
        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = number.clean(" -.").strip
            guard number.isDigits else { throw refuse(.format, Country.se.formatDetail) }
            guard number.count == 10 else { throw refuse(.length, Country.se.lengthDetail) }
            return try Luhn.validate(number)
        }
    }

    /// stdnum.si.ddv
    package enum SIDdv {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("SI") }

        /// 11 minus the weighted sum modulo 11; 10 becomes 0, and 11 matches no digit.
        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            let check = 11 - (try Py.weightedSum(number, [8, 7, 6, 5, 4, 3, 2])) % 11
            return check == 10 ? ["0"] : Py.str(check)
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits, !number.startsWith("0") else { throw refuse(.format, Country.si.formatDetail) }
            guard number.count == 8 else { throw refuse(.length, Country.si.lengthDetail) }
            let expected = try checkDigit(number.upTo(-1))
            let last = [try number.at(-1)]
            guard expected == last else {
                if expected.count > 1 { throw refuse(.checksum, "no check digit fits the first 7 digits") }
                throw wrongCheck(expected, last)
            }
            return number
        }
    }

    /// stdnum.sk.dph
    package enum SKDph {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" -").dropping("SK") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.isDigits else { throw refuse(.format, Country.sk.formatDetail) }
            guard number.count == 10 else { throw refuse(.length, Country.sk.lengthDetail) }
            // A person's birth number is accepted as it is.
            if try CZRc.isValid(number) { return number }
            guard try number.at(0) != "0", [2, 3, 4, 7, 8, 9].contains(try Py.int(try number.at(2))) else {
                throw refuse(.format, "a Slovak VAT number does not start with 0 and its 3rd digit is 2, 3, 4, 7, 8 or 9")
            }
            guard try Py.int(number).mod(11) == 0 else {
                throw refuse(.checksum, "a Slovak VAT number is a multiple of 11")
            }
            return number
        }
    }

    /// stdnum.gb.vat (also for XI, Northern Ireland)
    package enum GBVat {
        package static func compact(_ number: PyText) -> PyText {
            let number = number.cleanUpperStrip(" -.")
            return number.startsWith("GB") || number.startsWith("XI") ? number.from(2) : number
        }

        package static func checksum(_ number: PyText) throws(Raised) -> Int {
            try Py.weightedSum(number, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            if number.count == 5 {
                // Government departments GD000-GD499, health authorities HA500-HA999.
                guard number.from(2).isDigits else { throw refuse(.format, Country.gb.formatDetail) }
                if number.startsWith("GD"), try Py.int(number.from(2)).clamped < 500 {
                } else if number.startsWith("HA"), try Py.int(number.from(2)).clamped >= 500 {
                } else {
                    throw refuse(.component, "a 5-character UK VAT number is GD000 to GD499 or HA500 to HA999")
                }
            } else if number.count == 11 && (number.py(0, 6).eq("GD8888") || number.py(0, 6).eq("HA8888")) {
                guard number.from(6).isDigits else { throw refuse(.format, Country.gb.formatDetail) }
                let serial = try Py.int(number.py(6, 9)).clamped
                if number.startsWith("GD"), serial < 500 {
                } else if number.startsWith("HA"), serial >= 500 {
                } else {
                    throw refuse(.component, "GD8888 is followed by 000 to 499, HA8888 by 500 to 999")
                }
                let check = try Py.int(number.py(9, 11)).clamped
                guard serial % 97 == check else {
                    throw wrongCheck(Py.twoDigits(serial % 97), number.py(9, 11), "check digits")
                }
            } else if number.count == 9 || number.count == 12 {
                guard number.isDigits else { throw refuse(.format, Country.gb.formatDetail) }
                // The first 9 digits (a 12-digit number adds a branch); numbers from 100 on
                // may also use the newer checks giving 42 or 55.
                let sum = try checksum(number.upTo(9))
                if try Py.int(number.upTo(3)).clamped >= 100 {
                    guard [0, 42, 55].contains(sum) else { throw refuse(.checksum, "the check digits do not match") }
                } else {
                    guard sum == 0 else { throw refuse(.checksum, "the check digits do not match") }
                }
            } else {
                throw refuse(.length, Country.gb.lengthDetail)
            }
            return number
        }
    }

    /// stdnum.ch.vat: the business number (UID) and MWST, TVA, IVA or TPV.
    package enum CHVat {
        package static func compact(_ number: PyText) -> PyText { CHUid.compact(number) }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.count == 15 || number.count == 16 else { throw refuse(.length, Country.ch.lengthDetail) }
            _ = try CHUid.validate(number.upTo(12))
            guard ["MWST", "TVA", "IVA", "TPV"].contains(where: number.from(12).eq) else {
                throw refuse(.component, "a Swiss VAT number ends in MWST, TVA, IVA or TPV")
            }
            return number
        }
    }

    /// stdnum.ch.uid
    package enum CHUid {
        /// Strip, then upper case (in that order here); 9 bare digits get CHE in front.
        package static func compact(_ number: PyText) -> PyText {
            let number = number.clean(" -.").strip.upper
            return number.count == 9 && number.isDigits ? PyText(py: "CHE") + number : number
        }

        /// 11 minus the weighted sum, modulo 11: 10 is a possible result that matches no digit.
        package static func checkDigit(_ number: PyText) throws(Raised) -> PyText {
            Py.str(Py.mod(11 - (try Py.weightedSum(number, [5, 4, 3, 2, 7, 6, 5, 4])), 11))
        }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.count == 12 else { throw refuse(.length, Country.ch.lengthDetail) }
            guard number.startsWith("CHE") else { throw refuse(.component, "a Swiss VAT number starts with CHE") }
            guard number.from(3).isDigits else { throw refuse(.format, Country.ch.formatDetail) }
            let expected = try checkDigit(number.py(3, -1))
            let last = [try number.at(-1)]
            guard last == expected else {
                if expected.count > 1 { throw refuse(.checksum, "no check digit fits the first 8 digits") }
                throw wrongCheck(expected, last)
            }
            return number
        }
    }

    /// stdnum.no.mva: the organisation number followed by MVA.
    package enum NOMva {
        package static func compact(_ number: PyText) -> PyText { number.cleanUpperStrip(" ").dropping("NO") }

        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = compact(number)
            guard number.endsWith("MVA") else { throw refuse(.format, Country.no.formatDetail) }
            _ = try NOOrgnr.validate(number.upTo(-3))
            return number
        }
    }

    /// stdnum.no.orgnr
    package enum NOOrgnr {
        package static func validate(_ number: PyText) throws(Raised) -> PyText {
            let number = number.clean(" ").strip
            guard number.isDigits else { throw refuse(.format, Country.no.formatDetail) }
            guard number.count == 9 else { throw refuse(.length, Country.no.lengthDetail) }
            let sum = try Py.weightedSum(number.upTo(-1), [3, 2, 7, 6, 5, 4, 3, 2])
            // The last weight is 1: the check digit is what makes the sum a multiple of 11.
            let check = (11 - sum % 11) % 11
            let last = [try number.at(-1)]
            guard Py.str(check) == last else {
                if check == 10 { throw refuse(.checksum, "no check digit fits the first 8 digits") }
                throw wrongCheck(Py.str(check), last)
            }
            return number
        }
    }
}
