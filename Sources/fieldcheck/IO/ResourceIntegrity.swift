import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a Data Package resource says of its data (`bytes`, `hash`, `rows`, `stats`), held
/// to the data as frictionless 5.21 holds it: each disagreement a table-level record of the
/// report, named as frictionless names it (`hash-count`, `byte-count`, `field-count`,
/// `row-count`, in that order, after the rows), its note worded as frictionless's.
struct ResourceIntegrity {
    let expected: DataPackage.Stats
    /// The resource's files, in order (the bytes and hash are of all of them, one after another).
    let files: [String]

    /// Whether the rows must be counted (which the table's one-thread reading does).
    var countsRows: Bool { expected.rows != nil }

    /// The records' reasons: `fields` declared by the schema, `rows` the data rows read.
    func problems(fields: Int, rows: Int) -> [String] {
        var reasons: [String] = []
        func disagreement(_ name: String, _ wanted: String, _ actual: String) {
            reasons.append("\(name): expected is \"\(wanted)\" and actual is \"\(actual)\"")
        }
        if expected.bytes != nil || expected.md5 != nil || expected.sha256 != nil {
            switch read() {
            case .success(let actual):
                // (frictionless checks sha256 when it is given, else md5.)
                if let wanted = expected.sha256 {
                    if wanted != actual.sha256 { disagreement("hash-count", wanted, actual.sha256) }
                } else if let wanted = expected.md5, wanted != actual.md5 {
                    disagreement("hash-count", wanted, actual.md5)
                }
                if let wanted = expected.bytes, wanted != actual.bytes { disagreement("byte-count", String(wanted), String(actual.bytes)) }
            case .failure(let error):
                reasons.append("hash-count: \(error.message)")
            }
        }
        if let wanted = expected.fields, wanted != fields { disagreement("field-count", String(wanted), String(fields)) }
        if let wanted = expected.rows, wanted != rows { disagreement("row-count", String(wanted), String(rows)) }
        return reasons
    }

    /// The files' bytes, MD5 and SHA-256, read a mebibyte at a time.
    func read() -> Result<(bytes: Int, md5: String, sha256: String), SystemError> {
        var md5 = MD5(), sha256 = SHA256()
        var total = 0
        let size = 1 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        for file in files {
            let descriptor = open(file, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { return .failure(SystemError(file: file, code: errno)) }
            defer { close(descriptor) }
            while true {
                let count = Glibc.read(descriptor, buffer, size)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(SystemError(file: file, code: errno))
                }
                if count == 0 { break }
                let bytes = UnsafeBufferPointer(start: buffer, count: count)
                md5.update(bytes)
                sha256.update(bytes)
                total &+= count
            }
        }
        return .success((total, md5.hexDigest(), sha256.hexDigest()))
    }
}
