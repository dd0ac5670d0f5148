import FieldCheck
import Testing

func parseJSON(_ text: String, maxDepth: Int = 512) throws(JSONError) -> JSONValue {
    try JSONReader.parse(Array(text.utf8), maxDepth: maxDepth)
}

/// The error for a document that must not parse, or nil if it parsed.
func jsonError(_ bytes: [UInt8], maxDepth: Int = 512) -> JSONError? {
    do {
        _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONReaderTests {
    /// Documents that parse, and their values.
    static let valid: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .number("0")),
        ("-0", .number("-0")),
        ("123", .number("123")),
        ("-123", .number("-123")),
        ("1.5", .number("1.5")),
        ("1.0", .number("1.0")),
        ("1e10", .number("1e10")),
        ("1E10", .number("1E10")),
        ("1e+10", .number("1e+10")),
        ("1e-10", .number("1e-10")),
        ("-0.0e-0", .number("-0.0e-0")),
        ("0.000001", .number("0.000001")),
        ("123456789012345678901234567890", .number("123456789012345678901234567890")),
        ("1.7976931348623157e309", .number("1.7976931348623157e309")),
        ("\"\"", .string("")),
        ("\"abc\"", .string("abc")),
        ("\"a b\\tc\"", .string("a b\tc")),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
        (#""\u0041\u00e9\u00E9""#, .string("Aéé")),
        (#""\u0000""#, .string("\u{0}")),
        (#""\u20AC""#, .string("€")),
        (#""\uD83D\uDE00""#, .string("😀")),
        (#""\uDBFF\uDFFF""#, .string("\u{10FFFF}")),
        ("\"é€😀\"", .string("é€😀")),
        ("\"\u{7F}\"", .string("\u{7F}")),  // DEL is not a control character for JSON
        (#""a\"b""#, .string("a\"b")),
        ("\"a long string that is more than eight bytes, so the fast path runs\"", .string("a long string that is more than eight bytes, so the fast path runs")),
        ("[]", .array([])),
        ("{}", .object([])),
        ("[ ]", .array([])),
        ("{ }", .object([])),
        ("[1,2,3]", .array([.number("1"), .number("2"), .number("3")])),
        ("[null,true,false,\"x\"]", .array([.null, .bool(true), .bool(false), .string("x")])),
        ("[[],[[]]]", .array([.array([]), .array([.array([])])])),
        ("{\"a\":1}", .object([("a", .number("1"))])),
        ("{\"a\":{\"b\":[1,{\"c\":null}]}}", .object([("a", .object([("b", .array([.number("1"), .object([("c", .null)])]))]))])),
        ("{\"b\":1,\"a\":2}", .object([("b", .number("1")), ("a", .number("2"))])),
        ("{\"a\":1,\"a\":2}", .object([("a", .number("1")), ("a", .number("2"))])),
        ("{\"\":0}", .object([("", .number("0"))])),
        ("{\"\\u00e9\":\"x\"}", .object([("é", .string("x"))])),
        (" \t\r\n 1 \t\r\n ", .number("1")),
        ("[\n  1 ,\n  2\n]", .array([.number("1"), .number("2")])),
        ("{ \"a\" : 1 , \"b\" : [ ] }", .object([("a", .number("1")), ("b", .array([]))])),
        ("\u{FEFF}{}", .object([])),  // a byte order mark
        ("\u{FEFF} [1]", .array([.number("1")])),
        ("[-1e-2,0.5E+3]", .array([.number("-1e-2"), .number("0.5E+3")])),
        ("[\"\\/\"]", .array([.string("/")])),
    ]

    /// Documents that must not parse: the text, a fragment of the message, line, column.
    static let invalid: [(String, String, Int, Int)] = [
        ("", "unexpected end of input, expected a value", 1, 1),
        ("   ", "unexpected end of input, expected a value", 1, 4),
        ("\u{FEFF}", "unexpected end of input, expected a value", 1, 1),
        ("[1,]", "trailing comma before ']'", 1, 4),
        ("{\"a\":1,}", "trailing comma before '}'", 1, 8),
        ("[01]", "invalid number '01'", 1, 2),
        ("[-01]", "invalid number '-01'", 1, 2),
        ("[00]", "invalid number '00'", 1, 2),
        ("[1e]", "invalid number '1e'", 1, 2),
        ("[1e+]", "invalid number '1e+'", 1, 2),
        ("[-]", "invalid number '-'", 1, 2),
        ("[.1]", "invalid number '.1'", 1, 2),
        ("[1.]", "invalid number '1.'", 1, 2),
        ("[+1]", "invalid number '+1'", 1, 2),
        ("[1.e5]", "invalid number '1.e5'", 1, 2),
        ("[0x10]", "invalid number '0x10'", 1, 2),
        ("[1.2.3]", "invalid number '1.2.3'", 1, 2),
        ("[-Infinity]", "invalid number '-Infinity'", 1, 2),
        ("[NaN]", "invalid literal 'NaN'", 1, 2),
        ("[Infinity]", "invalid literal 'Infinity'", 1, 2),
        ("[True]", "invalid literal 'True'", 1, 2),
        ("[tru]", "invalid literal 'tru'", 1, 2),
        ("[nulll]", "invalid literal 'nulll'", 1, 2),
        ("nul", "invalid literal 'nul'", 1, 1),
        ("{\"a\" 1}", "expected ':' after an object key, found '1'", 1, 6),
        ("{\"a\":1 \"b\":2}", "expected ',' or '}' after an object member, found '\"'", 1, 8),
        ("[1 2]", "expected ',' or ']' after an array element, found '2'", 1, 4),
        ("{a:1}", "expected a string key in double quotes, found 'a'", 1, 2),
        ("{1:1}", "expected a string key in double quotes", 1, 2),
        ("{'a':1}", "strings must be in double quotes, not single quotes", 1, 2),
        ("['a']", "strings must be in double quotes, not single quotes", 1, 2),
        ("[1] // note", "comments are not allowed in JSON", 1, 5),
        ("/* c */ 1", "comments are not allowed in JSON", 1, 1),
        ("[1,/*c*/2]", "comments are not allowed in JSON", 1, 4),
        ("[,1]", "expected a value, found ','", 1, 2),
        ("[1,,2]", "expected a value, found ','", 1, 4),
        ("[1}", "expected ',' or ']' after an array element, found '}'", 1, 3),
        ("{\"a\":1]", "expected ',' or '}' after an object member, found ']'", 1, 7),
        ("]", "expected a value, found ']'", 1, 1),
        ("[", "unexpected end of input inside an array", 1, 2),
        ("[1", "unexpected end of input inside an array", 1, 3),
        ("[1,", "unexpected end of input inside an array", 1, 4),
        ("{", "unexpected end of input inside an object", 1, 2),
        ("{\"a\"", "unexpected end of input inside an object", 1, 5),
        ("{\"a\":", "unexpected end of input inside an object", 1, 6),
        ("\"abc", "unexpected end of input inside a string", 1, 5),
        ("[\"a\\", "unexpected end of input inside a string", 1, 5),
        ("1 2", "unexpected '2' after the JSON value", 1, 3),
        ("{}{}", "unexpected '{' after the JSON value", 1, 3),
        ("[1]\n]", "unexpected ']' after the JSON value", 2, 1),
        ("[\"\u{0}\"]", "unescaped control character U+0000 inside a string", 1, 3),
        ("[\"a\nb\"]", "unescaped control character U+000A inside a string", 1, 4),
        ("[\"\t\"]", "unescaped control character U+0009 inside a string", 1, 3),
        ("[\"\\x\"]", "invalid escape '\\x' inside a string", 1, 3),
        ("[\"\\'\"]", "invalid escape '\\'' inside a string", 1, 3),
        ("[\"\\u12G4\"]", "invalid unicode escape '\\u12G' inside a string", 1, 3),
        ("[\"\\u12\"]", "invalid unicode escape", 1, 3),
        ("\"\\uD800\"", "lone surrogate '\\uD800' inside a string", 1, 2),
        ("\"\\uDC00\\uD800\"", "lone surrogate '\\uDC00' inside a string", 1, 2),
        ("\"\\uD800\\u0041\"", "lone surrogate '\\uD800' inside a string", 1, 2),
        ("\"\\uD800x\"", "lone surrogate '\\uD800' inside a string", 1, 2),
        ("[\u{A0}1]", "expected a value, found U+00A0", 1, 2),  // no-break space is not whitespace
        ("[\u{C}1]", "expected a value, found U+000C", 1, 2),  // nor is form feed
        ("{\n  \"a\": 1,\n  \"b\": 2,\n}", "trailing comma before '}'", 4, 1),
        ("[\r\n1,\r\n01]", "invalid number '01'", 3, 1),
        ("[\r1,\r01]", "invalid number '01'", 3, 1),  // CR alone ends a line too
        ("[\"é😀\", x]", "invalid literal 'x'", 1, 8),  // the column counts characters
        ("[\"e\u{301}\", x]", "invalid literal 'x'", 1, 7),  // é as e and a combining accent is one
        ("\u{FEFF}[1,]", "trailing comma before ']'", 1, 4),  // the byte order mark is not a column
        ("\u{FEFF}\u{FEFF}1", "expected a value, found U+FEFF", 1, 1),
    ]

    /// Cases from JSONTestSuite (github.com/nst/JSONTestSuite): y_ must parse, n_ must not.
    static let suiteYes: [String] = [
        "[[]   ]", "[\"\"]", "[]", "[\"a\"]", "[false]", "[null, 1, \"1\", {}]", "[null]", "[1\n]", " [1]",
        "[1,null,null,null,2]", "[2] ", "[123e65]", "[0e+1]", "[0e1]", "[ 4]",
        "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]",
        "[20e1]", "[-0]", "[-123]", "[-1]", "[1E22]", "[1E-2]", "[1E+2]", "[123e45]", "[123.456e78]",
        "[1e-2]", "[1e+2]", "[123]", "[123.456789]", "[100000000000000000000]", "[1.5e+9999]", "[-1e-9999]",
        "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}", "{\"asd\":\"sdf\"}", "{\"a\":\"b\",\"a\":\"c\"}", "{\"a\":\"b\",\"a\":\"b\"}",
        "{}", "{\"\":0}", #"{"foo\u0000bar": 42}"#, "{ \"min\": -1.0e+28, \"max\": 1.0e+28 }", "{\"a\":[]}",
        #"{"title":"\u041f\u043e\u043b\u0442\u043e\u0440\u0430 \u0417\u0435\u043c\u043b\u0435\u043a\u043e\u043f\u0430" }"#,
        "{\n\"a\": \"b\"\n}", #"["\u0060\u012a\u12AB"]"#, #"["\uD801\udc37"]"#, #"["\ud83d\ude39\ud83d\udc8d"]"#,
        #"["\"\\\/\b\f\n\r\t"]"#, #"["\\u0000"]"#, #"["\""]"#, "[\"a/*b*/c/*d//e\"]", #"["\\a"]"#, #"["\\n"]"#,
        #"["\u0012"]"#, #"["\uFFFF"]"#, "[\"asd\"]", "[ \"asd\"]", #"["\uDBFF\uDFFF"]"#, #"["new\u00A0line"]"#,
        "[\"\u{10FFFF}\"]", "[\"\u{FFFF}\"]", #"["\u0000"]"#, #"["\u002c"]"#, "[\"π\"]", "[\"\u{1BFFF}\"]", "[\"asd \"]",
        "\" \"", #"["\uD834\uDd1e"]"#, #"["\u0821"]"#, #"["\u0123"]"#, "[\"\u{2028}\"]", "[\"\u{2029}\"]",
        #"["\u0061\u30af\u30EA\u30b9"]"#, #"["new\u000Aline"]"#, "[\"\u{7F}\"]", #"["\uA66D"]"#, #"["\u005C"]"#,
        "[\"⍂㈴⍂\"]", #"["\uDBFF\uDFFE"]"#, #"["\uD83F\uDFFE"]"#, #"["\u200B"]"#, #"["\u2064"]"#, #"["\uFDD0"]"#,
        #"["\uFFFE"]"#, #"["\u0022"]"#, "[\"€𝄞\"]", "[\"a\u{7F}a\"]", "false", "42", "-0.1", "null", "\"asd\"",
        "true", "\"\"", "[\"a\"]\n", "[true]", " [] ", "\u{FEFF}{}",
        String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
    ]

    static let suiteNo: [String] = [
        "[1 true]", "[\"\": 1]", "[\"\"],", "[,1]", "[1,,2]", "[\"x\",,]", "[\"x\"]]", "[\"\",]", "[\"x\"", "[x",
        "[3[4]]", "[1:2]", "[,]", "[-]", "[   , \"\"]", "[\"a\",\n4\n,1,", "[1,]", "[1,,]", "[\"\u{B}a\"\u{C}]", "[*]",
        "[\"\"", "[1,", "[1,\n1\n,1", "[{}", "[fals]", "[nul]", "[tru]", "123\u{0}", "[++1234]", "[+1]", "[+Inf]",
        "[-01]", "[-1.0.]", "[-2.]", "[-NaN]", "[.-1]", "[.2e-3]", "[0.1.2]", "[0.3e+]", "[0.3e]", "[0.e1]",
        "[0E+]", "[0E]", "[0e+]", "[0e]", "[1.0e+]", "[1.0e-]", "[1.0e]", "[1 000.0]", "[1eE2]", "[2.e+3]",
        "[2.e-3]", "[2.e3]", "[9.e+]", "[Inf]", "[NaN]", "[１]", "[1+2]", "[0x1]", "[0x42]", "[Infinity]",
        "[0e+-1]", "[-123.123foo]", "[-Infinity]", "[-foo]", "[- 1]", "[-012]", "[-.123]", "[-1x]", "[1ea]",
        "[1.]", "[.123]", "[1.2a-3]", "[1.8011670033376514H-308]", "[012]", "[\"x\", truth]", "{[: \"x\"}",
        "{\"x\", null}", "{\"x\"::\"b\"}", "{🇨🇭}", "{\"a\":\"a\" 123}", "{key: 'value'}", "{\"a\" b}", "{:\"b\"}",
        "{\"a\" \"b\"}", "{\"a\":", "{\"a\"", "{1:1}", "{9999E9999:1}", "{null:null,null:null}",
        "{\"id\":0,,,,,}", "{'a':0}", "{\"id\":0,}", "{\"a\":\"b\"}/**/", "{\"a\":\"b\"}/**//", "{\"a\":\"b\"}//",
        "{\"a\":\"b\"}/", "{\"a\":\"b\",,\"c\":\"d\"}", "{a: \"b\"}", "{\"a\":\"a", "{ \"foo\" : \"bar\", \"a\" }",
        "{\"a\":\"b\"}#", " ", #"["\uD800\"]"#, #"["\uD800\u"]"#, #"["\uD800\u1"]"#, #"["\uD800\u1x"]"#, "[é]",
        "[\"\\\u{0}\"]", #"["\x00"]"#, #"["\\\"]"#, "[\"\\\t\"]", "[\"\\🌀\"]", #"["\"]"#, #"["\u00A"]"#,
        #"["\uD834\uDd"]"#, #"["\uD800\uD800\x"]"#, #"["\a"]"#, #"["\uqqqq"]"#, #"[\u0020"asd"]"#, #"[\n]"#,
        "\"", "['single quote']", "abc", "[\"\\", "[\"a\u{0}a\"]", "[\"new\nline\"]", "[\"\t\"]", #""\UA66D""#,
        "\"\"x", "<.>", "[<null>]", "[1]x", "[1]]", "[\"asd]", "aå", "[True]", "1]", "{\"x\": true,", "[][]", "]",
        "[", "", "[\u{0}]", "2@", "{}}", "{\"\":", "{\"a\":/*comment*/\"b\"}", "{\"a\": true} \"x\"", "['", "[,",
        "[{", "[\"a", "[\"a\"", "{", "{]", "{,", "{[", "{\"a", "{'a'", "[\"\\{[\"\\{[\"\\{[\"\\{", "*",
        "{\"a\":\"b\"}#{}", "[\u{2060}]", #"[\u000A""]"#, "[1", "[ false, nul", "[ true, fals", "[ false, tru",
        "{\"asd\":\"asd\"", "å", "[\u{C}]", #"{"\uDFAA":0}"#, "\u{FEFF}", "[\u{FEFF}]",
        String(repeating: "[", count: 100_000), String(repeating: "[{\"\":", count: 50_000),
    ]

    static let suiteNoBytes: [[UInt8]] = [
        [0x5B, 0x61, 0xE5, 0x5D], [0x5B, 0x31, 0x32, 0x33, 0xE5, 0x5D], [0x5B, 0x31, 0x65, 0x31, 0xE5, 0x5D],
        [0x5B, 0x30, 0xE5, 0x5D], [0x5B, 0x31, 0x65, 0xE5, 0x5D], [0x7B, 0x22, 0xB9, 0x22, 0x3A, 0x22, 0x30, 0x22, 0x2C, 0x7D],
        [0x5B, 0x22, 0x5C, 0x75, 0xE5, 0x22, 0x5D], [0x5B, 0x22, 0x5C, 0xE5, 0x22, 0x5D], [0xEF, 0xBB, 0x7B, 0x7D],
        [0xE5], [0x5B, 0x22, 0xE0, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xF4, 0xBF, 0xBF, 0xBF, 0x22, 0x5D],
        [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], [0x5B, 0x22, 0xFC, 0x80, 0x80, 0x80, 0x80, 0x80, 0x22, 0x5D],
        [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00],  // UTF-16LE with a byte order mark
        [0x00, 0x5B, 0x00, 0x22, 0x00, 0xE9, 0x00, 0x22, 0x00, 0x5D],  // UTF-16BE
    ]

    @Test func jsonTestSuiteClassics() {
        for text in Self.suiteYes {
            #expect(jsonError(Array(text.utf8)) == nil, "\(text.prefix(80))")
        }
        for text in Self.suiteNo {
            #expect(jsonError(Array(text.utf8)) != nil, "\(text.prefix(80))")
        }
        for bytes in Self.suiteNoBytes {
            #expect(jsonError(bytes) != nil, "\(bytes)")
        }
    }

    @Test func validDocuments() {
        #expect(Self.valid.count >= 40)
        for (text, expected) in Self.valid {
            do {
                let value = try parseJSON(text)
                #expect(value == expected, "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    @Test func invalidDocuments() {
        #expect(Self.invalid.count >= 40)
        for (text, fragment, line, column) in Self.invalid {
            guard let error = jsonError(Array(text.utf8)) else {
                Issue.record("\(text) parsed")
                continue
            }
            #expect(error.message.contains(fragment), "\(text): \(error.message)")
            #expect(error.line == line && error.column == column, "\(text): \(error)")
        }
    }

    @Test func invalidUTF8IsAnErrorWithItsPosition() {
        let cases: [([UInt8], String, Int)] = [
            ([0x22, 0xFF, 0x22], "invalid UTF-8 byte 0xFF inside a string", 1),
            ([0x22, 0x61, 0xC3, 0x22], "invalid UTF-8 byte 0xC3 inside a string", 2),  // truncated
            ([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 byte 0xC0 inside a string", 1),  // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xED inside a string", 1),  // a surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF4 inside a string", 1),  // above U+10FFFF
            ([0x22, 0x80, 0x22], "invalid UTF-8 byte 0x80 inside a string", 1),  // a lone continuation
            ([0x5B, 0xFF, 0x5D], "invalid UTF-8 byte 0xFF", 1),
            ([0x31, 0x20, 0xFE], "invalid UTF-8 byte 0xFE", 2),
            ([0xEF, 0xBB], "invalid UTF-8 byte 0xEF", 0),  // half a byte order mark
            ([0x22, 0x5C, 0xFF, 0x22], "invalid UTF-8 byte 0xFF inside a string", 2),
            (Array("\"abcdefghijklmnop".utf8) + [0xFF, 0x22], "invalid UTF-8 byte 0xFF inside a string", 17),
        ]
        for (bytes, fragment, offset) in cases {
            guard let error = jsonError(bytes) else {
                Issue.record("\(bytes) parsed")
                continue
            }
            #expect(error.message.contains(fragment), "\(bytes): \(error.message)")
            #expect(error.offset == offset, "\(bytes): \(error)")
        }
    }

    @Test func numbersKeepTheirText() throws {
        let numbers = ["0", "-0", "1.0", "1.50", "1e10", "1E+10", "-1.25e-300", "100000000000000000000000000001", "0.1000"]
        for number in numbers {
            #expect(try parseJSON(number) == .number(number))
            #expect(try parseJSON("[\(number)]") == .array([.number(number)]))
            #expect(try parseJSON(number).serialized() == number)
        }
        #expect(try parseJSON("1.0") != parseJSON("1"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try parseJSON(#""\u00e9""#) == .string("é"))
        #expect(try parseJSON(#""caf\u00E9 \ud83d\ude00!""#) == .string("café 😀!"))
        #expect(try parseJSON(#""\u0041\u0042""#) == .string("AB"))
        #expect(try parseJSON(#""\uFFFF""#) == .string("\u{FFFF}"))
        #expect(try parseJSON(#""\uD834\uDD1E""#) == .string("𝄞"))
        #expect(try parseJSON(#"["\u005C"]"#) == .array([.string("\\")]))
        #expect(jsonError(Array(#""\uD834\uD834""#.utf8))?.message.contains("lone surrogate") == true)
        #expect(jsonError(Array(#""\uDD1E""#.utf8))?.message.contains("lone surrogate") == true)
    }

    @Test func byteOrderMark() throws {
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]) == .array([]))
        // Only at the start.
        let error = jsonError([0x5B, 0xEF, 0xBB, 0xBF, 0x5D])
        #expect(error?.message == "expected a value, found U+FEFF")
        #expect(error?.offset == 1)
        // Offsets count the mark's bytes; columns do not.
        let late = jsonError([0xEF, 0xBB, 0xBF, 0x5B, 0x2C])
        #expect(late?.offset == 4)
        #expect(late?.column == 2)
    }

    @Test func duplicateKeysAreKeptInOrderAndTheSubscriptTakesTheFirst() throws {
        let value = try parseJSON(#"{"name": "a", "type": "string", "name": "b"}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["name", "type", "name"])
        #expect(members.map(\.value) == [.string("a"), .string("string"), .string("b")])
        #expect(value["name"] == .string("a"))
        #expect(value["type"] == .string("string"))
        #expect(value["missing"] == nil)
        #expect(JSONValue.array([])["name"] == nil)
        #expect(JSONValue.string("name")["name"] == nil)
    }

    @Test func aTableSchema() throws {
        let text = """
            {
              "fields": [
                {"name": "id", "type": "integer", "constraints": {"required": true, "minimum": 1}},
                {"name": "email", "type": "string", "format": "email"},
                {"name": "price", "type": "number", "constraints": {"maximum": 1.0e6}}
              ],
              "primaryKey": ["id"],
              "missingValues": ["", "NA"]
            }
            """
        let schema = try parseJSON(text)
        guard case .array(let fields)? = schema["fields"] else {
            Issue.record("no fields")
            return
        }
        #expect(fields.count == 3)
        #expect(fields[0]["name"] == .string("id"))
        #expect(fields[0]["constraints"]?["required"] == .bool(true))
        #expect(fields[0]["constraints"]?["minimum"] == .number("1"))
        #expect(fields[1]["format"] == .string("email"))
        #expect(fields[2]["constraints"]?["maximum"] == .number("1.0e6"))
        #expect(schema["primaryKey"] == .array([.string("id")]))
        #expect(schema["missingValues"] == .array([.string(""), .string("NA")]))
    }

    @Test func depthIsLimitedWithoutRecursion() throws {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = jsonError(deep)
        #expect(error?.message == "nesting deeper than 512 levels")
        #expect(error?.column == 513)
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(jsonError(objects)?.message == "nesting deeper than 512 levels")
        // Exactly at the limit is fine; one more is not.
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parseJSON(atLimit) != .null)
        let over = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(jsonError(Array(over.utf8))?.offset == 512)
        #expect(jsonError(Array("[[1]]".utf8), maxDepth: 1)?.message == "nesting deeper than 1 levels")
        #expect(try parseJSON("[[1]]", maxDepth: 2) == .array([.array([.number("1")])]))
        #expect(try parseJSON("1", maxDepth: 0) == .number("1"))
        // The limit is checked even when the input ends before the brackets close.
        let unclosed = String(repeating: "[", count: 10)
        #expect(jsonError(Array(unclosed.utf8))?.message == "unexpected end of input inside an array")
    }

    @Test func serializedTextParsesToTheSameValue() throws {
        for (text, expected) in Self.valid {
            let serialized = expected.serialized()
            #expect(try parseJSON(serialized) == expected, "\(text) -> \(serialized)")
        }
        #expect(JSONValue.string("a\"b\\c\n\u{1}é").serialized() == #""a\"b\\c\n\u0001é""#)
        #expect(try parseJSON(#"{ "a" : [ 1 , true , null ] , "b" : { } }"#).serialized() == #"{"a":[1,true,null],"b":{}}"#)
    }

    @Test func errorsDescribeThemselves() {
        let error = jsonError(Array("{\n\"a\" 1}".utf8))
        #expect(error?.description == "line 2, column 5: expected ':' after an object key, found '1'")
        #expect(error?.offset == 6)
    }

    @Test func theUnsafeBufferPointerEntryPoint() throws {
        let bytes = Array("[\"x\", {\"y\": 2}]".utf8)
        let value = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in try JSONReader.parse(buffer) }
        #expect(value == .array([.string("x"), .object([("y", .number("2"))])]))
        // An empty buffer (no base address) is an empty document.
        do {
            _ = try JSONReader.parse(UnsafeBufferPointer<UInt8>(start: nil, count: 0))
            Issue.record("an empty buffer parsed")
        } catch {
            #expect(error.message == "unexpected end of input, expected a value" && error.offset == 0)
        }
    }
}
