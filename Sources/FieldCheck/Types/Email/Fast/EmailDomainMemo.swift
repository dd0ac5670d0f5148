import FieldCheckReference
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the e-mail quick check remembers about domains: the letters beyond ASCII a domain
/// may hold as they are, and the international domains it measured lately.
extension EmailQuickCheck {
    /// Which letters beyond ASCII a domain may hold as they are (`isPlainDomainLetter`),
    /// remembered: a look-up in four Unicode tables costs some hundred instructions a
    /// letter, and a column's domains use the same few scripts again and again. Latin
    /// letters come from a table made once; the rest of the Basic Multilingual Plane is
    /// looked up the first time a rule meets each letter. It also remembers the international
    /// domains measured lately (`measure`). One per rule, so one per thread (never shared,
    /// hence unchecked).
    final class DomainMemo: @unchecked Sendable {
        /// Two bits a code point of the plane, made at the first letter past Latin: known, plain.
        private var known: UnsafeMutablePointer<UInt64>?
        private var plain: UnsafeMutablePointer<UInt64>?
        static let words = 0x10000 / 64

        /// International domains measured lately, a slot for each hash of their bytes: a
        /// domain of at most `keyBytes` bytes, its length (0: none) and its measure. Plain
        /// memory made once: no array to allocate per domain remembered, nor exclusivity
        /// to check at each look-up (a column of random domains misses every time).
        private let keys: UnsafeMutablePointer<UInt8>
        private let keyLengths: UnsafeMutablePointer<UInt8>
        private let measures: UnsafeMutablePointer<DomainMeasure>
        static let slots = 256, keyBytes = 64

        init() {
            keys = .allocate(capacity: Self.slots * Self.keyBytes)
            keyLengths = .allocate(capacity: Self.slots)
            keyLengths.initialize(repeating: 0, count: Self.slots)
            measures = .allocate(capacity: Self.slots)
            measures.initialize(repeating: .other, count: Self.slots)
        }

        /// The measure of a domain, remembered (`make` measures one not met lately).
        func measure(_ domain: UnsafeBufferPointer<UInt8>, _ make: () -> DomainMeasure) -> DomainMeasure {
            guard let bytes = domain.baseAddress, !domain.isEmpty, domain.count <= Self.keyBytes else { return make() }
            var hash: UInt32 = 2_166_136_261  // FNV-1a
            for b in domain { hash = (hash ^ UInt32(b)) &* 16_777_619 }
            let slot = Int(hash) & (Self.slots - 1)
            let key = keys + slot * Self.keyBytes
            if Int(keyLengths[slot]) == domain.count && memcmp(key, bytes, domain.count) == 0 { return measures[slot] }
            let measure = make()
            key.update(from: bytes, count: domain.count)
            keyLengths[slot] = UInt8(domain.count)
            measures[slot] = measure
            return measure
        }

        deinit {
            keys.deallocate()
            keyLengths.deallocate()
            measures.deallocate()
            known?.deallocate()
            plain?.deallocate()
        }

        @inline(__always)
        func isPlain(_ c: UInt32) -> Bool {
            if c < 0x250 { return EmailQuickCheck.plainLatin[Int(c >> 6)] >> UInt64(c & 63) & 1 == 1 }
            guard c < 0x10000 else { return EmailQuickCheck.isPlainDomainLetter(c) }
            return remembered(c)
        }

        private func remembered(_ c: UInt32) -> Bool {
            let known: UnsafeMutablePointer<UInt64>, plain: UnsafeMutablePointer<UInt64>
            if let k = self.known, let p = self.plain {
                known = k
                plain = p
            } else {
                known = .allocate(capacity: Self.words)
                known.initialize(repeating: 0, count: Self.words)
                plain = .allocate(capacity: Self.words)
                plain.initialize(repeating: 0, count: Self.words)
                self.known = known
                self.plain = plain
            }
            let word = Int(c >> 6), bit: UInt64 = 1 << UInt64(c & 63)
            if known[word] & bit == 0 {
                known[word] |= bit
                if EmailQuickCheck.isPlainDomainLetter(c) { plain[word] |= bit }
            }
            return plain[word] & bit != 0
        }
    }

    /// `isPlainDomainLetter` below U+0250, a bit a code point.
    static let plainLatin: [UInt64] = {
        var words = [UInt64](repeating: 0, count: (0x250 + 63) / 64)
        for c in UInt32(0x80)..<0x250 where isPlainDomainLetter(c) {
            words[Int(c >> 6)] |= 1 << UInt64(c & 63)
        }
        return words
    }()

    static let bidiL = UInt32(IDNAData.bidiClassNames.firstIndex(of: "L") ?? -1)

    /// A letter beyond ASCII that a domain may hold as it is: in NFC and never composing
    /// with a neighbour, a letter (so safe), kept by UTS #46 (valid or a deviation, which
    /// nontransitional processing keeps), PVALID in IDNA 2008, and left-to-right (so no
    /// Bidi rule applies).
    static func isPlainDomainLetter(_ c: UInt32) -> Bool {
        guard c >= 0x80, PythonUnicode.isComposedAlone(c) else { return false }
        let category = PythonUnicode.categoryIndex(c)
        guard category >= EmailValidator.Categories.firstL && category < EmailValidator.Categories.firstM,
            EmailValidator.isUTS46Valid(c)
        else { return false }
        let status = IDNAData.uts46[PythonUnicode.packedIndex(IDNAData.uts46, c)] & 0xFF
        guard status == 0x56 || status == 0x44 else { return false }  // V, D
        return PythonUnicode.inPairs(IDNAData.pvalid, c) && PythonUnicode.packed(IDNAData.bidiClasses, c) == bidiL
    }
}
