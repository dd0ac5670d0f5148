/// Doubles a read buffer that a single record has filled, keeping its first `count`
/// bytes: memory grows with the largest record, never with the input.
func grow(_ buffer: inout UnsafeMutablePointer<UInt8>, capacity: inout Int, keeping count: Int) {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
    larger.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = larger
    capacity *= 2
}
