import FieldCheck

/// prompt's model: any bytes typed at any type of field or form, in any read sizes, drawn
/// at any terminal size. No trap; every drawn line fits the width, the cursor is on the
/// frame, only SGR sequences are written, and --max-length holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrompt(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    playPrompt(input)
    return 0
}

func playPrompt(_ input: [UInt8]) {
    let types = FieldType.allCases
    var options = RuleOptions()
    options.type = input[0] % 10 == 9 ? nil : types[Int(input[0] % 10) % types.count]
    options.maxLength = input[1] % 4 == 0 ? nil : Int(input[1] % 40) + 1
    if input[1] & 0x80 != 0 { options.separators = [Array(",".utf8)]; options.many = true }
    guard let rule = try? options.makeRule() else { return }
    let isForm = input[2] & 1 == 1
    let fields = (0..<(isForm ? 3 : 1)).map {
        PromptField(name: "f\($0)", label: "Field \($0)", placeholder: "hint", rule: rule, value: "", listPath: "/list")
    }
    var session = PromptSession(fields: fields, timing: input[2] & 2 == 0 ? .typing : .done, isForm: isForm)
    var decoder = KeyDecoder()
    var index = 3
    while index < input.count {
        let chunk = Int(input[index] % 7) + 1
        let end = min(input.count, index + 1 + chunk)
        var keys = decoder.feed(input[(index + 1)..<max(index + 1, end)])
        if input[index] & 0x80 != 0 { keys += decoder.flushEscape() }
        index = end
        for key in keys {
            if session.handle(key) == .loadList {
                session.showList(["Alpha", "be\u{1B}[2Jta", String(decoding: input.prefix(12), as: UTF8.self)])
            }
        }
        let width = Int(input[index - 1] % 120) + 1
        let height = Int(input[index / 2] % 50) + 1
        let frame = PromptScreen.frame(session, width: width, height: height, style: PromptStyle(colors: index % 2 == 0))
        checkFrame(frame, width: width)
        if let limit = options.maxLength { precondition(session.field.text.count <= limit, "longer than --max-length") }
    }
}

func checkFrame(_ frame: PromptFrame, width: Int) {
    precondition(frame.cursorRow >= 0 && frame.cursorRow < frame.lines.count, "cursor off the frame")
    precondition(frame.cursorColumn < max(width, 8), "cursor past the width")
    for line in frame.lines {
        // Only SGR sequences (ESC [ digits ; m) may be written.
        var visible = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                precondition(scalars.next() == "[", "an escape that is not SGR")
                while let next = scalars.next(), next != "m" {
                    precondition(next == ";" || ("0"..."9").contains(next), "an escape that is not SGR")
                }
                continue
            }
            precondition(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value), "a control character drawn")
            visible.unicodeScalars.append(scalar)
        }
        precondition(DisplayWidth.of(visible) < max(width, 8), "a line wider than the terminal")
    }
}
