import ArgumentParsing
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `format --in-place`: a table rewritten through a temporary file beside it, committed
/// only after a run with no error of any kind (`FileReplacement`).
extension TableCommand {
    /// `format --in-place` of one file, through a `FileReplacement`: the formatted table
    /// takes the file's place only after a run with no error of any kind (no table error,
    /// no read or write error, no chunk cut wrong); otherwise, or when no cell changes, the
    /// file is left exactly as it was.
    func rewrite(_ path: [UInt8], _ input: Int32, _ source: Source) -> Outcome {
        let replacement: FileReplacement
        do throws(SystemError) {
            replacement = try FileReplacement(replacing: input, path: path, breakingHardLinks: output.breakHardLinks)
        } catch {
            return .failed(error)
        }
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) & ~O_NONBLOCK)
        var out = OutputStream(descriptor: replacement.output, name: replacement.shown)
        let outcome = runOne(Input.probe(input), name: replacement.shown, source, &out)
        guard case .finished(_, let structural, let changed, _, _) = outcome, changed, !structural else {
            replacement.discard()
            if case .finished(_, true, _, _, _) = outcome {
                writeError("fieldcheck: error: \(replacement.shown): left as it was: the table has errors (above)\n")
            }
            return outcome
        }
        do throws(SystemError) {
            try replacement.commit(input: input)
        } catch {
            return .failed(error)
        }
        return outcome
    }
}
