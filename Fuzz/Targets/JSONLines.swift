import FieldCheck

/// The JSON Lines reader: any bytes give members or a problem, never a trap; the members
/// are the object's members as JSONReader reads them (an array or object in a member
/// emptied: what it holds is checked, not kept), and each value's range holds text that
/// JSONReader reads back to that value (emptied the same way), and reads whole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = UnsafeBufferPointer(start: data, count: size)
    guard let members = try? JSONLine.members(line) else { return 0 }
    guard case .object(let pairs)? = try? JSONReader.parse(line) else {
        preconditionFailure("members of a line that is not an object")
    }
    guard case .object(let kept)? = try? JSONReader.parse(line, keptDepth: 1) else {
        preconditionFailure("a line read whole but not with its containers emptied")
    }
    precondition(pairs.count == members.count && kept.count == members.count, "member count")
    for (pair, (keptPair, member)) in zip(pairs, zip(kept, members)) {
        precondition(pair.key == member.key && keptPair.value == member.value, "member \(member.key)")
        precondition(member.range.lowerBound >= 0 && member.range.upperBound <= size, "range")
        let text = UnsafeBufferPointer(rebasing: line[member.range])
        precondition((try? JSONReader.parse(text, keptDepth: 0)) == member.value, "the range of \(member.key) does not hold its value")
        precondition((try? JSONReader.parse(text)) == pair.value, "the range of \(member.key) does not read whole")
    }
    return 0
}
