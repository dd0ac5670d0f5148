import ArgumentParsing
import FieldCheck

/// The files generated from the interface table and committed to the repository.
enum GeneratedFile: String, CaseIterable {
    case man
    case completeBash = "complete-bash"
    case completeZsh = "complete-zsh"
    case completeFish = "complete-fish"
    case markdown
    /// The README's table of types, from the registry of types.
    case types

    /// Where the file is committed, relative to the repository.
    var path: String {
        switch self {
        case .man: return "man/fieldcheck.1"
        case .completeBash: return "completions/fieldcheck.bash"
        case .completeZsh: return "completions/_fieldcheck"
        case .completeFish: return "completions/fieldcheck.fish"
        case .markdown: return "README.md (between the OPTIONS markers)"
        case .types: return "README.md (between the TYPES markers)"
        }
    }

    func render(_ interface: CommandLineInterface<Invocation>) -> String {
        switch self {
        case .man: return interface.manPage()
        case .completeBash: return interface.bashCompletionScript()
        case .completeZsh: return interface.zshCompletionScript()
        case .completeFish: return interface.fishCompletionScript()
        case .markdown: return interface.markdownReference()
        case .types: return FieldType.markdownTable
        }
    }
}
