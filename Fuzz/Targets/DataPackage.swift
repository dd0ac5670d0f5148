import FieldCheck

/// The Data Package reader: any bytes give a package or a problem, never a trap; a package
/// read has resources of distinct names, each with data or paths, every path that leaves
/// the package's folder (absolute, `..`, a NUL) refused by the reader (`PackagePath`); and its descriptor, written back as JSON, reads the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDataPackage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let package = try? DataPackage.parse(bytes) else { return 0 }
    precondition(Set(package.resources.map(\.name)).count == package.resources.count, "names repeat")
    for resource in package.resources {
        precondition(!resource.paths.isEmpty || resource.data != nil, "neither paths nor data")
        for path in resource.paths where path.hasPrefix("/") || path.split(separator: "/").contains("..") || path.utf8.contains(0) {
            // (Whether a path stays in the folder is the reader's to say, before it opens it.)
            if case .success = PackagePath.resolve(path, folder: "/nonexistent-package-folder", trusted: false) {
                preconditionFailure("an unsafe path would be read")
            }
        }
    }
    if let document = try? JSONReader.parse(bytes) {
        let again = try? DataPackage.parse(Array(document.serialized().utf8))
        precondition(again?.resources.map(\.name) == package.resources.map(\.name), "written back, it reads otherwise")
    }
    return 0
}
