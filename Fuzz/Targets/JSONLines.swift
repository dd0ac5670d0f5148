import FieldCheck

/// The JSON Lines reader: any bytes give members or a problem, never a trap; the members
/// are the object's members as JSONReader reads them, and each value's range holds text
/// that JSONReader reads back to that value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = UnsafeBufferPointer(start: data, count: size)
    guard let members = try? JSONLine.members(line) else { return 0 }
    guard case .object(let pairs)? = try? JSONReader.parse(line) else {
        preconditionFailure("members of a line that is not an object")
    }
    precondition(pairs.count == members.count, "member count")
    for (pair, member) in zip(pairs, members) {
        precondition(pair.key == member.key && pair.value == member.value, "member \(member.key)")
        precondition(member.range.lowerBound >= 0 && member.range.upperBound <= size, "range")
        let text = UnsafeBufferPointer(rebasing: line[member.range])
        precondition((try? JSONReader.parse(text)) == member.value, "the range of \(member.key) does not hold its value")
    }
    return 0
}
