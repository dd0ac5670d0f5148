import CPCRE2

/// A pattern that does not compile: PCRE2's message and the offset it points at.
package struct PatternError: Error, Equatable, Sendable {
    package var offset: Int
    package var message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `bad pattern at offset 3: missing closing parenthesis`
    package var description: String { "bad pattern at offset \(offset): \(message)" }
}

/// How one value fared against a pattern.
@usableFromInline package enum PatternMatch: Equatable, Sendable {
    case match
    /// The value ended while the pattern still could have matched (PCRE2 partial match).
    case partial
    case noMatch
    /// PCRE2 gave up: a match, depth, heap or JIT stack limit. The text says which.
    case limitExceeded(String)
    /// Any other matching error, with PCRE2's message.
    case error(String)
}

/// How a pattern is compiled.
package struct PatternOptions: Equatable, Sendable {
    /// Match anywhere (grep) rather than the whole value.
    package var search = false
    package var caseless = false
    /// Unicode properties for `\d`, `\w`, `\s` and POSIX classes.
    package var ucp = false
    /// With `search`: a match must start at the start (or at the offset given), as
    /// python's `re.match` does.
    package var anchored = false
    /// JIT-compile only once the pattern has been used `deferredJITUses` times (through
    /// `captures` and `couldContinue`): for the many patterns of data (libphonenumber's),
    /// most of which a run uses a few times, the JIT costs more than it saves.
    package var deferredJITUses: Int?
    /// PCRE2's match limit (backtracking steps) per match attempt.
    package var matchLimit: UInt32 = 1_000_000
    /// PCRE2's depth limit (interpreter only; the JIT has its stack).
    package var depthLimit: UInt32 = 100_000

    package init(search: Bool = false, caseless: Bool = false, ucp: Bool = false) {
        self.search = search
        self.caseless = caseless
        self.ucp = ucp
    }
}

/// See `CompiledPattern.handle`.
/// (Public, its match `@inlinable`: the compiler inlines across modules only what is
/// public, and a plain pattern's rule asks this of every value.)
public struct PatternHandle {
    @usableFromInline let code: OpaquePointer
    @usableFromInline let matchData: OpaquePointer
    @usableFromInline let context: OpaquePointer
    @usableFromInline let usesJIT: Bool
    @usableFromInline let empty: UnsafeMutablePointer<UInt8>
    /// Whole-value matching: a match must end at the value's end.
    @usableFromInline let wholeValue: Bool
    /// See `CompiledPattern.firstByte` and `minimumLength`.
    @usableFromInline let firstByte: Int16
    @usableFromInline let minimumLength: Int

    /// `nil` for an error that is no limit (the caller asks `CompiledPattern.match` to word it).
    @inlinable @inline(__always)
    public func match(_ subject: UnsafeBufferPointer<UInt8>, partial: Bool) -> HandleMatch? {
        // What PCRE2 would find out first, without the cost of calling it: a value that
        // starts with another byte neither matches nor begins a match, and one shorter
        // than any match does not match (it may still begin one).
        if firstByte >= 0, let first = subject.first, Int16(first) != firstByte { return .noMatch }
        if !partial && subject.count < minimumLength { return .noMatch }
        let pointer = UnsafePointer(subject.baseAddress ?? UnsafePointer(empty))
        let flags = partial ? UInt32(PCRE2_PARTIAL_SOFT) : 0
        let result = usesJIT
            ? fc_pcre2_jit_match(code, pointer, subject.count, flags, matchData, context)
            : fc_pcre2_match(code, pointer, subject.count, flags | UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
        if result >= 0 {
            return !wholeValue || Self.endsAtEnd(matchData, subject.count) ? .match : .noMatch
        }
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        if result == PCRE2_ERROR_PARTIAL { return .partial }
        // (A limit is said from here: asking the full path would hit it a second time.)
        return PatternLimit(code: result).map { .limit($0) }
    }

    /// What a match through the handle found.
    @inlinable static func endsAtEnd(_ matchData: OpaquePointer, _ count: Int) -> Bool {
        guard let ovector = pcre2_get_ovector_pointer_8(matchData) else { return false }
        return ovector[1] == count
    }

    public enum HandleMatch: Equatable {
        case match, partial, noMatch
        case limit(PatternLimit)
    }
}

/// A PCRE2 limit a match ran into, with the reason a value that hits it fails with.
public enum PatternLimit: Equatable, Sendable {
    case match, depth, heap, jitStack

    @usableFromInline init?(code: Int32) {
        switch code {
        case PCRE2_ERROR_MATCHLIMIT: self = .match
        case PCRE2_ERROR_DEPTHLIMIT: self = .depth
        case PCRE2_ERROR_HEAPLIMIT: self = .heap
        case PCRE2_ERROR_JIT_STACKLIMIT: self = .jitStack
        default: return nil
        }
    }

    package var reason: StaticString {
        switch self {
        case .match: return "the pattern needed too much backtracking (PCRE2 match limit)"
        case .depth: return "the pattern needed too much backtracking (PCRE2 depth limit)"
        case .heap: return "the pattern needed too much backtracking (PCRE2 heap limit)"
        case .jitStack: return "the pattern needed too much backtracking (PCRE2 JIT stack limit)"
        }
    }
}

/// A PCRE2 pattern, compiled once in UTF mode and JIT-compiled for complete and
/// (soft) partial matching, with match data, a match context and a JIT stack reused for
/// every value. The only place that calls PCRE2.
///
/// Values must be valid UTF-8 (checked by the caller): matching passes
/// `PCRE2_NO_UTF_CHECK`. This also keeps clear of PCRE2 10.42's JIT bug with
/// `PCRE2_MATCH_INVALID_UTF`, which stops `\W`, `\S`, `\D` matching multibyte characters.
@usableFromInline package final class CompiledPattern {
    package let source: String
    package let options: PatternOptions
    private let code: OpaquePointer
    private let matchData: OpaquePointer
    private let context: OpaquePointer
    private var jitStack: OpaquePointer?
    /// Uses left before the deferred JIT compilation (see `PatternOptions.deferredJITUses`).
    private var usesBeforeJIT: Int
    /// Whether the JIT compiled both modes; otherwise the interpreter runs.
    package let usesJIT: Bool
    /// Subject for an empty value (PCRE2 wants a non-null pointer).
    private let emptySubject: UnsafeMutablePointer<UInt8>
    /// With whole-value or anchored matching, the byte every match starts with, when PCRE2
    /// knows one and no case folding can change it (ASCII, not a letter); -1 otherwise.
    package let firstByte: Int16
    /// PCRE2's lower bound on the length of a match, in characters (so also in bytes).
    package let minimumLength: Int
    /// With whole-value or anchored matching and no `firstByte`, the ASCII bytes a match may begin with
    /// (bit n of the pair for byte n), when PCRE2's study found the set (its first code unit
    /// bitmap; case folding is in it); `nil` otherwise.
    package let firstASCII: (low: UInt64, high: UInt64)?

    package init(_ source: String, options: PatternOptions = PatternOptions()) throws(PatternError) {
        self.source = source
        self.options = options
        var flags = UInt32(PCRE2_UTF) | UInt32(PCRE2_NEVER_BACKSLASH_C)
        // Whole-value matching as pcre2grep -x does it: the compiled pattern is wrapped
        // in ^(?:...)$, so no parenthesis in the source can escape the wrapping.
        // (PCRE2_ENDANCHORED would be simpler, but PCRE2 does not allow partial matching
        // with it.) DOLLAR_ENDONLY keeps that $ from matching before a final newline.
        var extra: UInt32 = 0
        if !options.search {
            extra |= UInt32(PCRE2_EXTRA_MATCH_LINE)
            flags |= UInt32(PCRE2_DOLLAR_ENDONLY)
        }
        if options.caseless { flags |= UInt32(PCRE2_CASELESS) }
        if options.search && options.anchored { flags |= UInt32(PCRE2_ANCHORED) }
        if options.ucp { flags |= UInt32(PCRE2_UCP) }
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        let bytes = Array(source.utf8)
        let compiled = bytes.withUnsafeBufferPointer { buffer in
            fc_pcre2_compile(buffer.baseAddress, buffer.count, flags, extra, &errorCode, &errorOffset)
        }
        guard let compiled else {
            throw PatternError(offset: errorOffset, message: Self.message(for: errorCode))
        }
        guard let matchData = pcre2_match_data_create_from_pattern_8(compiled, nil),
              let context = pcre2_match_context_create_8(nil)
        else {
            pcre2_code_free_8(compiled)
            throw PatternError(offset: 0, message: "out of memory")
        }
        pcre2_set_match_limit_8(context, options.matchLimit)
        pcre2_set_depth_limit_8(context, options.depthLimit)
        let jitFlags = UInt32(PCRE2_JIT_COMPLETE) | UInt32(PCRE2_JIT_PARTIAL_SOFT)
        let jitCompiled = options.deferredJITUses == nil && pcre2_jit_compile_8(compiled, jitFlags) == 0
        usesBeforeJIT = options.deferredJITUses ?? 0
        var stack: OpaquePointer?
        if jitCompiled {
            // The default 32 KiB JIT stack fails on long values with nested groups.
            stack = pcre2_jit_stack_create_8(32 * 1024, 8 * 1024 * 1024, nil)
            if let stack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack)) }
        }
        self.code = compiled
        self.matchData = matchData
        self.context = context
        self.jitStack = stack
        self.usesJIT = jitCompiled && stack != nil
        self.emptySubject = .allocate(capacity: 1)
        self.emptySubject.initialize(to: 0)
        var firstType: UInt32 = 0, firstUnit: UInt32 = 0, lowerBound: UInt32 = 0
        // (A match at the start, whole or anchored, begins with the first code unit.)
        let atStart = !options.search || options.anchored
        if atStart, pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_FIRSTCODETYPE), &firstType) == 0,
            firstType == 1, pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_FIRSTCODEUNIT), &firstUnit) == 0,
            firstUnit < 0x80, !((firstUnit | 0x20) >= 0x61 && (firstUnit | 0x20) <= 0x7A)
        {
            firstByte = Int16(firstUnit)
        } else {
            firstByte = -1
        }
        minimumLength = pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_MINLENGTH), &lowerBound) == 0 ? Int(lowerBound) : 0
        var bitmap: UnsafePointer<UInt8>?
        if atStart, firstByte < 0, pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_FIRSTBITMAP), &bitmap) == 0, let bitmap {
            var low: UInt64 = 0, high: UInt64 = 0
            for index in 0..<8 {
                low |= UInt64(bitmap[index]) << UInt64(8 * index)
                high |= UInt64(bitmap[8 + index]) << UInt64(8 * index)
            }
            firstASCII = (low, high)
        } else {
            firstASCII = nil
        }
    }

    /// Whether PCRE2's own pattern information rules out a whole match of the value before
    /// any matching: its first byte cannot begin one, or it is shorter than any.
    @inline(__always)
    package func cannotMatch(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !subject.isEmpty else { return false }
        return subject.count < minimumLength || cannotBegin(subject)
    }

    /// Whether PCRE2's own pattern information rules out a match that begins with the
    /// value's first byte (which a partial match, too, must begin with).
    @inline(__always)
    package func cannotBegin(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = subject.first else { return false }
        if firstByte >= 0 { return Int16(first) != firstByte }
        guard let firstASCII, first < 0x80 else { return false }
        return (first < 64 ? firstASCII.low >> UInt64(first) : firstASCII.high >> UInt64(first - 64)) & 1 == 0
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_code_free_8(code)
        emptySubject.deallocate()
    }

    /// Matches a whole (valid UTF-8) value, telling a partial match (the value ended while
    /// the pattern could still match) from no match. One soft-partial attempt does both:
    /// PCRE2 returns a complete match when there is one, else a partial one if any.
    package func match(_ subject: UnsafeBufferPointer<UInt8>) -> PatternMatch {
        let result = run(subject, flags: UInt32(PCRE2_PARTIAL_SOFT))
        if result >= 0 { return completes(subject) ? .match : .noMatch }
        if result == PCRE2_ERROR_PARTIAL { return .partial }
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        return Self.failure(result)
    }

    /// Whether the pattern matches; no partial attempt. For filters that need only yes or no.
    package func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if !options.search && cannotMatch(subject) { return false }
        countUse()
        return run(subject, flags: 0) >= 0 && completes(subject)
    }

    /// The first match at or after `offset` (at it, when anchored): the range of the whole
    /// match and of each group (`nil` for a group that took no part), or `nil` for none. For
    /// patterns from data (libphonenumber's), where a limit or error counts as no match.
    package func captures(_ subject: UnsafeBufferPointer<UInt8>, from offset: Int = 0) -> [Range<Int>?]? {
        if (!options.search || options.anchored) && offset == 0 && cannotMatch(subject) { return nil }
        countUse()
        let pointer = UnsafePointer(subject.baseAddress ?? UnsafePointer(emptySubject))
        let result = fc_pcre2_match_from(code, pointer, subject.count, offset, 0, matchData, context)
        guard result > 0, let ovector = pcre2_get_ovector_pointer_8(matchData) else { return nil }
        let pairs = Int(pcre2_get_ovector_count_8(matchData))
        let unset = fc_pcre2_unset()
        var ranges: [Range<Int>?] = []
        ranges.reserveCapacity(pairs)
        for pair in 0..<pairs {
            let start = ovector[2 * pair], end = ovector[2 * pair + 1]
            ranges.append(start == unset || end < start ? nil : Int(start)..<Int(end))
        }
        if !options.search && ranges[0]?.upperBound != subject.count { return nil }
        return ranges
    }

    /// Counts a use of a pattern whose JIT compilation waits; compiles it when its time
    /// comes (pcre2_match then runs the JIT code by itself).
    @inline(__always)
    private func countUse() {
        guard usesBeforeJIT > 0 else { return }
        usesBeforeJIT -= 1
        if usesBeforeJIT == 0 { compileJIT() }
    }

    /// Complete matches only: partial ones (`couldContinue`) are rarer, and compiling them
    /// too doubled the cost (100,000 numbers of every region: 960 -> 870 million
    /// instructions without it). PCRE2 runs its interpreter for a mode not compiled.
    private func compileJIT() {
        let flags = UInt32(PCRE2_JIT_COMPLETE)
        guard pcre2_jit_compile_8(code, flags) == 0, jitStack == nil,
            let stack = pcre2_jit_stack_create_8(32 * 1024, 8 * 1024 * 1024, nil)
        else { return }
        pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack))
        jitStack = stack
        deferredJITReady = true
    }

    /// Whether the deferred JIT compilation is done: complete matches then call the JIT
    /// code directly.
    private var deferredJITReady = false

    /// Whether the value is the start of a longer match: PCRE2's hard partial match (the
    /// value ended where the pattern could go on), as a prefix test for numbering data.
    package func couldContinue(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if (!options.search || options.anchored) && cannotBegin(subject) { return false }
        countUse()
        let pointer = UnsafePointer(subject.baseAddress ?? UnsafePointer(emptySubject))
        return fc_pcre2_match_from(code, pointer, subject.count, 0, UInt32(PCRE2_PARTIAL_HARD), matchData, context) == PCRE2_ERROR_PARTIAL
    }

    /// Whether the last match covers the whole value, when that is asked for. The wrapping
    /// ^(?:...)$ makes it so, except after (*ACCEPT), which ends a match where it stands:
    /// grep -x lets `a(*ACCEPT)` select `abc`; a validator must not.
    private func completes(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        options.search || PatternHandle.endsAtEnd(matchData, subject.count)
    }

    /// The pattern's PCRE2 pointers as a plain value, for a hot loop: calling through it
    /// costs no reference counting. Valid only while this `CompiledPattern` lives.
    package var handle: PatternHandle {
        PatternHandle(
            code: code, matchData: matchData, context: context, usesJIT: usesJIT, empty: emptySubject,
            wholeValue: !options.search, firstByte: firstByte, minimumLength: minimumLength)
    }

    private func run(_ subject: UnsafeBufferPointer<UInt8>, flags: UInt32) -> Int32 {
        let pointer = UnsafePointer(subject.baseAddress ?? UnsafePointer(emptySubject))
        if usesJIT || (deferredJITReady && flags == 0) {
            return fc_pcre2_jit_match(code, pointer, subject.count, flags, matchData, context)
        }
        return fc_pcre2_match(
            code, pointer, subject.count, flags | UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
    }

    private static func failure(_ code: Int32) -> PatternMatch {
        if let limit = PatternLimit(code: code) { return .limitExceeded("\(limit.reason)") }
        return .error(message(for: code))
    }

    /// PCRE2's text for an error code.
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            fc_pcre2_error_message(code, pointer.baseAddress, pointer.count)
        }
        guard length > 0 else { return "PCRE2 error \(code)" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }

    /// The PCRE2 library's version, e.g. `10.42 2022-12-11`.
    package static var libraryVersion: String {
        var buffer = [UInt8](repeating: 0, count: 64)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            fc_pcre2_version(pointer.baseAddress, pointer.count)
        }
        guard length > 1 else { return "unknown" }
        return String(decoding: buffer[0..<Int(length - 1)], as: UTF8.self)
    }
}
