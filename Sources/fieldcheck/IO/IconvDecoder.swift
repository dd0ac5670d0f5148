import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An encoding fieldcheck does not decode itself (`TextDecoder`), turned into UTF-8 by the
/// C library's iconv(3), piece by piece as `TextDecoder` does. In the static binary, glibc
/// loads the converters of encodings other than its few built-in ones from the system's
/// gconv modules: what `iconv -l` lists where fieldcheck runs.
final class IconvDecoder {
    private let handle: iconv_t
    /// Bytes of a character not yet complete.
    private var pending: [UInt8] = []
    private var consumed = 0

    init?(from label: String) {
        let opened = iconv_open("UTF-8", label)
        // (iconv_open gives (iconv_t)-1 when it cannot.)
        guard let opened, Int(bitPattern: opened) != -1 else { return nil }
        handle = opened
    }

    func close() { _ = iconv_close(handle) }

    func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) throws(TextDecoder.Failure) {
        var bytes = pending
        bytes.append(contentsOf: input)
        let start = consumed - pending.count
        consumed += input.count
        var done = 0
        var out = [UInt8](repeating: 0, count: max(64, bytes.count * 4))
        var failure: TextDecoder.Failure?
        bytes.withUnsafeMutableBufferPointer { source in
            guard let sourceBase = source.baseAddress else { return }
            out.withUnsafeMutableBufferPointer { target in
                guard let targetBase = target.baseAddress else { return }
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(sourceBase).assumingMemoryBound(to: CChar.self)
                var inLeft = source.count
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(targetBase).assumingMemoryBound(to: CChar.self)
                    var outLeft = target.count
                    let result = iconv(handle, &inPointer, &inLeft, &outPointer, &outLeft)
                    output.append(contentsOf: UnsafeBufferPointer(start: targetBase, count: target.count - outLeft))
                    done = source.count - inLeft
                    if result != -1 { break }
                    let code = errno
                    if code == E2BIG { continue }
                    if code == EINVAL { break }  // a character the next read finishes
                    failure = TextDecoder.Failure(offset: start + done, reason: "iconv: \(String(cString: strerror(code)))")
                    return
                }
            }
        }
        if let failure { throw failure }
        pending = Array(bytes[done...])
    }

    func finish() throws(TextDecoder.Failure) {
        if !pending.isEmpty { throw TextDecoder.Failure(offset: consumed - pending.count, reason: "the input ends inside a character") }
    }
}
