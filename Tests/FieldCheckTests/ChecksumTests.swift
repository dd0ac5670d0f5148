@testable import FieldCheck
import TestSupport
import Testing

/// MD5 and SHA-256 (a Data Package's `hash`): the standards' test vectors, and the same
/// digest however the input is cut into updates.
@Suite struct ChecksumTests {
    static func md5(_ bytes: [UInt8]) -> String {
        var digest = MD5()
        bytes.withUnsafeBufferPointer { digest.update($0) }
        return digest.hexDigest()
    }

    static func sha256(_ bytes: [UInt8]) -> String {
        var digest = SHA256()
        bytes.withUnsafeBufferPointer { digest.update($0) }
        return digest.hexDigest()
    }

    /// RFC 1321's test suite, and a million a's.
    @Test func md5OfTheRFCsVectors() {
        let vectors: [(String, String)] = [
            ("", "d41d8cd98f00b204e9800998ecf8427e"),
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (text, digest) in vectors { #expect(Self.md5(Array(text.utf8)) == digest, "\(text)") }
        #expect(Self.md5([UInt8](repeating: 0x61, count: 1_000_000)) == "7707d6ae4e027c70eea2a935c2296f21")
    }

    /// FIPS 180-4's examples (one block, two blocks), the empty input and a million a's.
    @Test func sha256OfTheStandardsVectors() {
        #expect(Self.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.sha256([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around the block and padding edges (55, 56, 63, 64, 65...), fed whole
    /// and in random pieces: the same digest (the stream keeps what a piece leaves).
    @Test func piecesGiveTheWholesDigest() {
        var random = SeededRandom(state: 20261129)
        for length in 0..<300 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            var md5 = MD5(), sha256 = SHA256()
            var start = 0
            while start < length {
                let end = min(length, start + Int.random(in: 0...70, using: &random))
                bytes[start..<end].withUnsafeBufferPointer {
                    md5.update($0)
                    sha256.update($0)
                }
                start = end
            }
            #expect(md5.hexDigest() == Self.md5(bytes), "\(length)")
            #expect(sha256.hexDigest() == Self.sha256(bytes), "\(length)")
        }
    }
}
