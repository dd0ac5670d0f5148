/// fieldcheck's version, the one place it is written: `--version` prints it, the man page
/// carries it, every artifact of `make dist` is named after it (`scripts/version` reads
/// this line), and CHANGELOG.md's first entry must name it (a test holds them equal).
let fieldcheckVersion = "0.11.0"
