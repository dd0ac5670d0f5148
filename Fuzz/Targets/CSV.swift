import FieldCheck

/// CSV parser: any bytes parse into records whose raw bytes, put end to end, are the
/// input; the same records come out whatever the buffer boundaries, and they are the
/// reference parser's; a chunk's cut falls after the last record it settles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    func records(chunk: Int) -> (raws: [[UInt8]], values: [[[UInt8]]], open: Bool) {
        var raws: [[UInt8]] = [], values: [[[UInt8]]] = []
        var available = min(chunk, input.count), start = 0
        while true {
            let atEnd = available == input.count
            if start == available && atEnd { return (raws, values, false) }
            let step = input.withUnsafeBufferPointer { buffer in
                CSVParser.parse(UnsafeBufferPointer(rebasing: buffer[0..<available]), from: start, delimiter: 0x2C, atEnd: atEnd)
            }
            switch step {
            case .record(let record, let next):
                raws.append(Array(input[record.raw]))
                values.append(input.withUnsafeBufferPointer { buffer in
                    record.values(in: UnsafeBufferPointer(rebasing: buffer[0..<available]))
                })
                precondition(next > start, "no progress")
                start = next
            case .needMore:
                precondition(!atEnd, "needMore at the end")
                available = min(input.count, available + chunk)
            case .unterminatedQuote(let record):
                // What a report says of it: the cells before the open one, its first line.
                input.withUnsafeBufferPointer { buffer in
                    let unclosed = UnclosedRecord(record, in: UnsafeBufferPointer(rebasing: buffer[0..<available]))
                    let rest = Array(input[record.raw])
                    precondition(rest.starts(with: unclosed.firstLine), "the first line is where the record starts")
                    precondition(!unclosed.firstLine.contains(0x0A) && !unclosed.firstLine.contains(0x0D), "one line")
                    precondition(unclosed.cells.count == max(record.fieldCount - 1, 0), "the cells before the open one")
                    precondition(unclosed.lines >= (rest.isEmpty ? 0 : 1) && unclosed.lines <= rest.count + 1, "lines spanned")
                    _ = unclosed.problem(row: 1, line: 1, keyIndex: size % 3)
                }
                return (raws, values, true)
            }
        }
    }
    let whole = records(chunk: Int.max)
    if !whole.open { precondition(whole.raws.flatMap { $0 } == input, "round trip") }
    let pieces = records(chunk: 1 + size % 7)
    precondition(pieces.values == whole.values && pieces.open == whole.open, "chunking changes records")
    // The reference parser the tests keep (byte at a time, the parser before its shorter
    // ways) reads the same records from the whole input.
    var reference: (raws: [[UInt8]], values: [[[UInt8]]], open: Bool) = ([], [], false)
    var start = 0
    while start < input.count && !reference.open {
        switch input.withUnsafeBufferPointer({ ReferenceCSVParser.parse($0, from: start, delimiter: 0x2C, atEnd: true) }) {
        case .record(let record, let next):
            reference.raws.append(Array(input[record.raw]))
            reference.values.append(input.withUnsafeBufferPointer { buffer in record.fields.map { $0.value(in: buffer) } })
            start = next
        case .needMore, .unterminatedQuote:
            reference.open = true
        }
    }
    precondition(reference.values == whole.values && reference.raws == whole.raws && reference.open == whole.open,
                 "the reference parser reads other records")
    // The cut a thread's chunk ends at (`RecordBoundary.csv`), for the whole input and two
    // prefixes: after the last record the prefix settles (not one a CR ends, which an LF
    // may join), with the records and line breaks before it.
    var ends: [Int] = []
    for raw in whole.raws { ends.append((ends.last ?? 0) + raw.count) }
    for length in Set([size, size / 2, max(0, size - 1)]) {
        let cut = input.withUnsafeBufferPointer { RecordBoundary.csv(UnsafeBufferPointer(rebasing: $0[0..<length]), delimiter: 0x2C) }
        // (A record's end is a cut only after its line break: not the input's last record
        // without one.)
        guard let settled = ends.lastIndex(where: { end in
            end <= length && (input[end - 1] == 0x0A || (input[end - 1] == 0x0D && end < length))
        }) else {
            precondition(cut == nil, "a cut with no whole record")
            continue
        }
        var breaks = 0
        for index in 0..<ends[settled] where input[index] == 0x0A || (input[index] == 0x0D && !(index + 1 < ends[settled] && input[index + 1] == 0x0A)) {
            breaks += 1
        }
        precondition(cut == RecordBoundary.Cut(end: ends[settled], records: settled + 1, lineBreaks: breaks), "the cut is not the parser's")
    }
    return 0
}
