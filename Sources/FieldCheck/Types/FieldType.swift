/// The built-in types of `--type`.
public enum FieldType: String, CaseIterable, Sendable {
    case text, name, phone, email, address, state, zip, number, decimal

    /// One line: what passes.
    public var summary: String {
        switch self {
        case .text: return "any text"
        case .name: return "letters of any script, spaces, hyphens, apostrophes, periods; a letter; no digits"
        case .phone: return "a North American (NANP) number that libphonenumber judges valid"
        case .email: return "an address python's email-validator accepts (no deliverability check)"
        case .address: return "a street address line: printable, with a letter or digit"
        case .state: return "a USPS state or territory code, or its full name, any case"
        case .zip: return "12345, 12345-6789, 123456789 or 12345 6789"
        case .number: return "ASCII digits"
        case .decimal: return "an optional sign, digits, an optional point and fraction"
        }
    }

    /// One line: the canonical form.
    public var canonicalForm: String {
        switch self {
        case .text: return "trimmed, whitespace collapsed, first letter of each sentence upper-cased"
        case .name: return "trimmed, collapsed, first letter of each word upper-cased, the rest as typed"
        case .phone: return "(201) 555-0123, with ' ext. 123' when there is one"
        case .email: return "email-validator's normalized form: local part NFC, domain lower-cased (IDNA)"
        case .address: return "trimmed, collapsed, first letter of each word upper-cased"
        case .state: return "the two-letter code, upper case"
        case .zip: return "12345 or 12345-6789"
        case .number: return "as typed, trimmed"
        case .decimal: return "trimmed, no leading +, .5 becomes 0.5, 1. becomes 1, -0 becomes 0"
        }
    }

    /// Values that show the type's rules, one of each status where there is one.
    public var examples: [String] {
        switch self {
        case .text: return ["hello   world. bye now", "   "]
        case .name: return ["ann o'neil", "Mary-Jane McDonald", "-", "R2D2"]
        case .phone: return ["201.555.0123", "+1 201 555 0123 x12", "201555", "123-555-0123"]
        case .email: return ["Ann.Lee@Example.COM", "ann@", "ann@example", "ann..lee@example.com"]
        case .address: return ["12 main st.  apt 4", "#", "12 Main St\u{7}"]
        case .state: return ["new york", "ca", "new", "XX"]
        case .zip: return ["123456789", "12345", "1234", "1234a"]
        case .number: return ["007", " 42 ", "12a"]
        case .decimal: return [".5", "+1.50", "-0", "-", "1.2.3"]
        }
    }

    /// What to know beyond the one-line summary, for `fieldcheck types TYPE`.
    public var details: String {
        switch self {
        case .text:
            return "Any text passes; whitespace alone is too-short (empty). The canonical form trims it, collapses every run of whitespace to one space and upper-cases the first letter of each sentence (at the start, and after '.', '!' or '?' and a space)."
        case .name:
            return "Letters of any script with their combining marks, spaces, hyphens (- \u{2010} \u{2011}), apostrophes (' \u{2019} \u{02BC}) and periods. Digits and other characters fail; a value with no letter yet is too-short. The canonical form upper-cases the first letter of each word (after a space or hyphen) and keeps the rest as typed: McDonald, O'Neil and van der Berg keep their inner capitals, and 'van' becomes 'Van'."
        case .phone:
            return "A North American number: 10 digits after an optional +1 or 1, with ( ) - . / and spaces anywhere among them, and an optional extension (x123, ext. 123, extension 123, #123, ;ext=123). Valid exactly when libphonenumber's is_valid_number(parse(value, \"US\")) says so: its numbering data (\(NANPMetadata.libraryVersion)) decides, per region of the plan, which area codes, exchanges and blocks are in use. Fewer than 10 digits that can still become a valid number are too-short; a leading 1 glued into the first group (123-555-0123) belongs to the area code. Letters (1-800-FLOWERS) are not accepted."
        case .email:
            return "An address that python's email-validator (\(EmailValidator.referenceVersion)) accepts with its defaults and no deliverability check: a dot-atom local part (UTF-8 allowed; quoted local parts are not), a domain name with a period and a top-level domain ending in a letter, IDN domains checked with IDNA 2008 and UTS #46 (idna \(IDNAData.idnaVersion)), at most 254 octets in all; special-use domains (arpa, invalid, local, localhost, onion, test) and bracketed IP addresses fail. The canonical form is email-validator's normalized form: the local part in NFC, the domain lower-cased and mapped (fullwidth letters become ASCII, A-labels are shown in Unicode). A beginning that an ending like '@example.com' or '.com' would complete is too-short; reasons are email-validator's messages."
        case .address:
            return "One street address line: any printable characters with at least one letter or digit. Whitespace of any kind is collapsed; other control characters fail. The canonical form upper-cases the first letter of each word."
        case .state:
            return "One of the 62 USPS codes (the 50 states, DC, the territories AS GU MP PR VI, the freely associated states FM MH PW, and the armed forces codes AA AE AP) or its full name, in any case, with surrounding and doubled whitespace ignored. The beginning of a name or code is too-short."
        case .zip:
            return "5 digits, or ZIP+4 written 12345-6789, 123456789 or 12345 6789. Fewer than 5 digits, or 6 to 8, are too-short."
        case .number:
            return "ASCII digits only: no sign, point, separators or other scripts' digits. Leading zeros stay (007 is an identifier as often as a quantity)."
        case .decimal:
            return "An optional sign, digits and an optional point with a fraction. The canonical form drops a leading +, writes .5 as 0.5 and 1. as 1, and turns -0 into 0; leading and trailing zeros stay as typed. No exponents or thousands separators."
        }
    }
}
