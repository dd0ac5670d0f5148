import FieldCheckReference

/// What `fieldcheck types phone --region CC` tells of one region: its prefixes and, for
/// each kind of number, libphonenumber's example in the national and international forms
/// with the lengths it may have.
package struct PhoneRegionReference {
    package let text: String
    /// Values for the live examples: the region's example numbers as people write them,
    /// and the beginning of one (too-short).
    package let examples: [String]

    package init?(type: FieldType, settings: TypeSettings) {
        guard type == FieldType(PhoneType.self), settings.phone.regionGiven else { return nil }
        let region = settings.phone.region
        let numbering = PhoneNumbering()
        guard let metadata = numbering.metadata(forRegion: region) else { return nil }
        var text = "Region \(PhoneRegions.describe(region)): calling code +\(metadata.countryCode)"
        if let idd = metadata.preferredInternationalPrefix ?? metadata.internationalPrefix { text += ", international prefix \(idd)" }
        if let prefix = metadata.nationalPrefix { text += ", national prefix \(prefix)" }
        text += "\nNumbers by kind (libphonenumber's examples; digits after +\(metadata.countryCode)):\n"
        var examples: [String] = []
        let order: [PhoneNumberKind] = [.fixed, .mobile, .tollfree, .premium, .shared, .voip, .personal, .pager, .uan, .voicemail]
        for kind in order {
            guard let description = metadata.descriptions[kind], let example = description.example,
                let number = try? numbering.parse("+\(metadata.countryCode)" + example, region: region)
            else { continue }
            let national = numbering.format(number, as: .national)
            let international = numbering.format(number, as: .international)
            let lengths = description.possibleLengths.isEmpty ? metadata.general.possibleLengths : description.possibleLengths
            let name = kind.words.padding(12)
            text += "  \(name)\(national.padding(20))\(international.padding(22))\(PhoneReference.list(lengths)) digits\n"
            if examples.count < 2 { examples.append(examples.isEmpty ? national : international) }
        }
        if let first = metadata.descriptions[.fixed]?.example ?? metadata.descriptions[.mobile]?.example, first.count > 3 {
            examples.append("+\(metadata.countryCode) " + first.dropLast(3))
        }
        self.text = text
        self.examples = examples
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
