// swift-tools-version:6.0
// A Swift program that uses fieldcheck's engine: the FieldCheck library product of the
// repository two folders up, by path. `swift run contact-check` (PCRE2 needed: Debian's
// libpcre2-dev, or `brew install pcre2 pkg-config` on macOS).
import PackageDescription

let package = Package(
    name: "contact-check",
    dependencies: [
        .package(name: "fieldcheck", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "contact-check",
            dependencies: [.product(name: "FieldCheck", package: "fieldcheck")]
        ),
    ]
)
