extension CommandLineInterface {
    /// What a usage error prints on stderr: the message, one usage line, and where help is.
    /// Never the whole help: the message is what the user needs to see.
    public func report(_ error: UsageError) -> String {
        let commandName = error.command ?? defaultCommand
        let helpCall = commandName == defaultCommand ? "\(program) --help" : "\(program) \(commandName) --help"
        return "\(program): error: \(error.message)\n"
            + "Usage: \(usageLine(for: commandName))\n"
            + "Try '\(helpCall)'.\n"
    }
}
