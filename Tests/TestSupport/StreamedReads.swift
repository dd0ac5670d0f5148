import FieldCheck

/// Readers of input that take it piece by piece, driven as the executable drives them but
/// with reads of a chosen size: for the tests and the fuzz targets, which hold any cut of
/// the input to give what one read of all of it gives.
package enum StreamedReads {
    /// What `JSONArrayScanner` finds in `bytes` read `readSize` bytes at a time: each
    /// element's text, then `end` or the problem (its offset in the whole input and its words).
    package static func jsonArray(_ bytes: [UInt8], readSize: Int) -> [String] {
        var scanner = JSONArrayScanner()
        var held: [UInt8] = []
        var dropped = 0  // bytes of the input before `held`
        var fed = 0
        var position = 0
        var found: [String] = []
        while true {
            let atEnd = fed == bytes.count
            let step = held.withUnsafeBufferPointer { scanner.next($0, from: position, atEnd: atEnd) }
            switch step {
            case .element(let range):
                found.append(String(decoding: held[range], as: UTF8.self))
                position = range.upperBound
            case .end(let next):
                found.append("end at \(dropped + next)")
                return found
            case .problem(let at, let reason):
                found.append("problem at \(dropped + at): \(reason)")
                return found
            case .needMore(let from):
                precondition(!atEnd, "needMore at the end")
                held.removeFirst(from)
                dropped += from
                position = 0
                let more = min(max(1, readSize), bytes.count - fed)
                held.append(contentsOf: bytes[fed..<(fed + more)])
                fed += more
            }
        }
    }

    /// `bytes` decoded by `TextDecoder` fed `readSize` bytes at a time: the UTF-8 text, or
    /// the failure's offset and reason.
    package static func decoded(_ bytes: [UInt8], _ encoding: TextDecoder.Encoding, readSize: Int) -> Result<[UInt8], TextDecoder.Failure> {
        var decoder = TextDecoder(encoding)
        var output: [UInt8] = []
        var start = 0
        do throws(TextDecoder.Failure) {
            while start < bytes.count {
                let end = min(bytes.count, start + max(1, readSize))
                try bytes[start..<end].withUnsafeBufferPointer { piece throws(TextDecoder.Failure) in try decoder.decode(piece, into: &output) }
                start = end
            }
            try decoder.finish()
        } catch {
            return .failure(error)
        }
        return .success(output)
    }
}
