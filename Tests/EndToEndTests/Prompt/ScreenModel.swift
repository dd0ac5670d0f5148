/// A small terminal emulator for the prompt tests: it replays what the program wrote and
/// keeps the grid of cells, the cursor and the colors, so a test can read the screen back
/// as a user would see it. It knows what a VT100-style terminal does with the sequences a
/// line-oriented program uses (cursor moves, erasing, SGR, private modes), and the column
/// widths of CJK characters independently of the program's own table.
struct ScreenModel {
    struct Cell: Equatable {
        var text = " "
        var foreground: String?
        var inverse = false
    }

    let rows: Int
    private(set) var columns: Int
    private(set) var grid: [[Cell]]
    private(set) var row = 0
    private(set) var column = 0
    private(set) var bells = 0
    private(set) var bracketedPaste = false
    private(set) var cursorVisible = true
    private var foreground: String?
    private var inverse = false
    private var pending: [UInt8] = []

    init(rows: Int = 24, columns: Int = 80) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    }

    /// The text of one row, trailing blanks removed (a wide character is one entry).
    func line(_ index: Int) -> String {
        var text = ""
        for cell in grid[index] where cell.text != "" { text += cell.text }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    var lines: [String] { (0..<rows).map { line($0) } }

    /// The rows with text, joined with newlines (trailing empty rows dropped).
    var text: String {
        var all = lines
        while all.last == "" { all.removeLast() }
        return all.joined(separator: "\n")
    }

    /// The row that contains `needle`, if any.
    func row(containing needle: String) -> Int? { lines.firstIndex { $0.contains(needle) } }

    /// The foreground color of the cell at the start of `needle` in its row.
    func foreground(of needle: String) -> String?? {
        guard let index = row(containing: needle) else { return nil }
        var offset = 0
        var texts: [(Int, String)] = []
        for (column, cell) in grid[index].enumerated() where cell.text != "" {
            texts.append((column, cell.text))
        }
        let joined = texts.map(\.1)
        for start in joined.indices {
            if joined[start...].joined().hasPrefix(needle) {
                offset = texts[start].0
                return .some(grid[index][offset].foreground)
            }
        }
        return nil
    }

    /// Whether the cells of `needle` are shown in inverse video.
    func isInverse(_ needle: String) -> Bool {
        guard let index = row(containing: needle) else { return false }
        let cells = grid[index].filter { $0.text != "" }
        let texts = cells.map(\.text)
        for start in texts.indices where texts[start...].joined().hasPrefix(needle) {
            return cells[start].inverse
        }
        return false
    }

    mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let length = escape(at: index) else { break }
                index += length
                continue
            }
            if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
                continue
            }
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard index + length <= pending.count else { break }
            let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
            index += length
            for scalar in text.unicodeScalars { put(scalar) }
        }
        pending.removeFirst(index)
    }

    mutating func resize(columns newColumns: Int) {
        columns = newColumns
        grid = grid.map { row in
            row.count >= newColumns ? Array(row.prefix(newColumns)) : row + Array(repeating: Cell(), count: newColumns - row.count)
        }
        column = min(column, newColumns - 1)
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: column = 0
        case 0x0A: lineFeed()
        case 0x07: bells += 1
        case 0x08: column = max(column - 1, 0)
        default: break
        }
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            grid.removeFirst()
            grid.append(Array(repeating: Cell(), count: columns))
        } else {
            row += 1
        }
    }

    private static func width(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || scalar.value == 0x200D || scalar.value == 0xFE0F {
            // Joins the character before the cursor.
            var target = column - 1
            while target > 0 && grid[row][target].text == "" { target -= 1 }
            if target >= 0 { grid[row][target].text.unicodeScalars.append(scalar) }
            return
        }
        let width = Self.width(scalar)
        if column + width > columns {
            column = 0
            lineFeed()
        }
        grid[row][column] = Cell(text: String(scalar), foreground: foreground, inverse: inverse)
        if width == 2 { grid[row][column + 1] = Cell(text: "", foreground: foreground, inverse: inverse) }
        column += width
        if column >= columns { column = columns - 1 }
    }

    /// Handles the sequence at `start`; its length, or nil when it is not complete yet.
    private mutating func escape(at start: Int) -> Int? {
        guard start + 1 < pending.count else { return nil }
        guard pending[start + 1] == UInt8(ascii: "[") else { return 2 }
        var index = start + 2
        while index < pending.count, !(0x40...0x7E).contains(pending[index]) { index += 1 }
        guard index < pending.count else { return nil }
        let parameters = String(decoding: pending[(start + 2)..<index], as: UTF8.self)
        csi(parameters, final: pending[index])
        return index - start + 1
    }

    private mutating func csi(_ parameters: String, final: UInt8) {
        if parameters.hasPrefix("?") {
            let on = final == UInt8(ascii: "h")
            switch parameters.dropFirst() {
            case "2004": bracketedPaste = on
            case "25": cursorVisible = on
            default: break
            }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let n = max(numbers.first ?? 1, 1)
        switch final {
        case UInt8(ascii: "A"): row = max(row - n, 0)
        case UInt8(ascii: "B"): row = min(row + n, rows - 1)
        case UInt8(ascii: "C"): column = min(column + n, columns - 1)
        case UInt8(ascii: "D"): column = max(column - n, 0)
        case UInt8(ascii: "G"): column = min(n - 1, columns - 1)
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(max((numbers.first ?? 1) - 1, 0), rows - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), columns - 1)
        case UInt8(ascii: "K"):
            let mode = numbers.first ?? 0
            let range = mode == 0 ? column..<columns : mode == 1 ? 0..<(column + 1) : 0..<columns
            for index in range { grid[row][index] = Cell() }
        case UInt8(ascii: "J"):
            let mode = numbers.first ?? 0
            if mode == 0 {
                for index in column..<columns { grid[row][index] = Cell() }
                for other in (row + 1)..<rows { grid[other] = Array(repeating: Cell(), count: columns) }
            } else if mode == 2 {
                grid = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
            }
        case UInt8(ascii: "m"):
            sgr(parameters.isEmpty ? [0] : numbers)
        default:
            break
        }
    }

    private mutating func sgr(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: foreground = nil; inverse = false
            case 7: inverse = true
            case 27: inverse = false
            case 30...37, 90...97: foreground = String(number)
            case 39: foreground = nil
            case 38:
                if index + 2 < numbers.count, numbers[index + 1] == 5 {
                    foreground = "38;5;\(numbers[index + 2])"
                    index += 2
                } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
                    foreground = "38;2;\(numbers[index + 2]);\(numbers[index + 3]);\(numbers[index + 4])"
                    index += 4
                }
            default: break
            }
            index += 1
        }
    }
}
