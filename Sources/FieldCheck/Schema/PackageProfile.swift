import ArgumentParsing

/// What frictionless 5.21 holds a Data Package descriptor and each resource to before it
/// reads any data (its profiles, and its `metadata_validate`): a property of the wrong kind,
/// a license with neither name nor path, a `created` that is no datetime, a contributor's
/// e-mail that is none, both `path` and `data`, a v1 name outside v1's pattern, a type it
/// has no reader for, a schema's property written on the package. Each is refused, as a
/// package or resource error is there. (The properties `DataPackage` reads itself, `path`,
/// `schema`, `bytes` and the others, are checked where they are read.)
enum PackageProfile {
    enum Kind {
        case string, integer, strings, objects
        var words: String {
            switch self {
            case .string: return "a string"
            case .integer: return "a whole number"
            case .strings: return "a list of strings"
            case .objects: return "a list of objects"
            }
        }
    }

    static let packageKinds: [String: Kind] = [
        "type": .string, "title": .string, "description": .string, "homepage": .string, "profile": .string, "image": .string,
        "version": .string, "created": .string, "licenses": .objects, "sources": .objects, "contributors": .objects,
        "keywords": .strings,
    ]
    static let resourceKinds: [String: Kind] = [
        "type": .string, "title": .string, "description": .string, "homepage": .string, "profile": .string,
        "licenses": .objects, "sources": .objects, "scheme": .string, "mediatype": .string, "extrapaths": .strings,
        "fields": .integer,
    ]
    /// The string properties of the objects of a list.
    static let itemProperties: [String: [String]] = [
        "licenses": ["name", "path", "title"], "sources": ["title", "path", "email"],
        "contributors": ["title", "path", "email", "organisation", "role"],
    ]
    /// The resource types frictionless has a reader for.
    static let resourceTypes = ["table", "file", "text", "json"]

    /// The package's own properties; `warnings` gets what is not checked (a custom profile).
    static func checkPackage(_ members: [(key: String, value: JSONValue)], warnings: inout [String]) throws(DataPackage.Problem) {
        try kinds(members, packageKinds, place: "")
        let document = JSONValue.object(members)
        if case .string(let type)? = document["type"], !type.isEmpty {
            throw DataPackage.Problem("package type \"\(type)\" is not supported (frictionless refuses it)")
        }
        try common(document, place: "")
        for name in ["missingValues", "fields"] where document[name] != nil {
            throw DataPackage.Problem("\"\(name)\" should be set as \"resource.schema.\(name)\"")
        }
        if case .string(let profile)? = document["profile"], !profile.isEmpty {
            switch profile {
            case "data-package": break
            case "tabular-data-package":
                if case .array(let resources)? = document["resources"] {
                    for resource in resources where resource["profile"] != .string("tabular-data-resource") {
                        throw DataPackage.Problem(
                            "profile \"tabular-data-package\" requires all the resources to be \"tabular-data-resource\"")
                    }
                }
            default:
                warnings.append(Quoting.display("profile \"\(profile)\" is not checked (frictionless reads it and checks the package against it)"))
            }
        }
    }

    /// A resource's properties.
    static func checkResource(
        _ members: [(key: String, value: JSONValue)], place: String, warnings: inout [String]
    ) throws(DataPackage.Problem) {
        try kinds(members, resourceKinds, place: place + ": ")
        let resource = JSONValue.object(members)
        if case .string(let type)? = resource["type"], !type.isEmpty, !resourceTypes.contains(type) {
            throw DataPackage.Problem("\(place): resource type \"\(type)\" is not supported (frictionless refuses it)")
        }
        if resource["path"] != nil && resource["data"] != nil {
            throw DataPackage.Problem("\(place): properties \"path\" and \"data\" is mutually exclusive")
        }
        try common(resource, place: place + ": ")
        if resource["missingValues"] != nil {
            throw DataPackage.Problem("\(place): \"missingValues\" should be set as \"schema.missingValues\"")
        }
        if case .string(let profile)? = resource["profile"], !profile.isEmpty {
            switch profile {
            case "data-resource": break
            case "tabular-data-resource":
                if resource["schema"] == nil { throw DataPackage.Problem("\(place): profile \"tabular-data-resource\" requires \"schema\" to be present") }
            default:
                warnings.append(Quoting.display("\(place): profile \"\(profile)\" is not checked (frictionless reads it and checks the resource against it)"))
            }
        }
    }

    /// Whether names are held to v1's pattern: a package without `$schema` is v1, as one
    /// whose `$schema` is a datapackage.org profile of version 1; v2 and custom profiles
    /// take any name.
    static func namesHaveAPattern(_ document: JSONValue) -> Bool {
        guard case .string(let schema)? = document["$schema"], !schema.isEmpty else { return true }
        let prefixes = ["https://datapackage.org/profiles/", "http://datapackage.org/profiles/"]
        guard let prefix = prefixes.first(where: { schema.hasPrefix($0) }) else { return false }
        let version = schema.dropFirst(prefix.count).prefix { $0 != "/" }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return false }
        return parts[0] == "1"
    }

    /// Licenses, contributors' and sources' e-mails, `created`: as frictionless checks them.
    private static func common(_ value: JSONValue, place: String) throws(DataPackage.Problem) {
        if case .array(let licenses)? = value["licenses"] {
            for license in licenses {
                let named = [license["name"], license["path"]].contains { if case .string(let text)? = $0 { return !text.isEmpty } else { return false } }
                if !named { throw DataPackage.Problem("\(place)\"licenses\": a license requires \"path\" or \"name\": \(license.serialized())") }
            }
        }
        for list in ["contributors", "sources"] {
            guard case .array(let items)? = value[list] else { continue }
            for item in items {
                if case .string(let email)? = item["email"], !email.isEmpty, !judges(email, as: "email") {
                    throw DataPackage.Problem("\(place)property \"\(list)[].email\" is not valid \"email\"")
                }
            }
        }
        if case .string(let created)? = value["created"], !created.isEmpty, !judges(created, as: "datetime") {
            throw DataPackage.Problem("\(place)property \"created\" is not valid \"datetime\"")
        }
    }

    /// Whether a Table Schema field of the type reads the text (frictionless reads these so).
    private static func judges(_ text: String, as name: String) -> Bool {
        var settings = TypeSettings()
        settings.tableSchema = true
        guard let type = FieldType(rawValue: name), let validator = try? TypeValidator(type, settings: settings) else { return false }
        if case .valid = validator.judge(Substring(text)) { return true }
        return false
    }

    /// Each property of `kinds` present is of its kind (a list's objects' listed properties
    /// strings).
    private static func kinds(_ members: [(key: String, value: JSONValue)], _ kinds: [String: Kind], place: String) throws(DataPackage.Problem) {
        for (key, value) in members {
            guard let kind = kinds[key] else { continue }
            let fits: Bool
            switch (kind, value) {
            case (.string, .string): fits = true
            case (.integer, .number(let text)): fits = !text.contains(".") && !text.contains("e") && !text.contains("E")
            case (.strings, .array(let items)): fits = items.allSatisfy { if case .string = $0 { return true } else { return false } }
            case (.objects, .array(let items)):
                fits = items.allSatisfy { item in
                    guard case .object(let fields) = item else { return false }
                    return fields.allSatisfy { field in
                        guard itemProperties[key]?.contains(field.key) == true else { return true }
                        if case .string = field.value { return true } else { return false }
                    }
                }
            default: fits = false
            }
            if !fits { throw DataPackage.Problem("\(place)\"\(key)\" must be \(kind.words), not \(value.serialized())") }
        }
    }
}
