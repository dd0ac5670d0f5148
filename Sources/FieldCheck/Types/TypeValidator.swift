/// A type ready to judge values.
public final class TypeValidator {
    public let type: FieldType

    public init(_ type: FieldType) throws(RuleError) {
        self.type = type
    }

    /// Judges a value (valid UTF-8, as given: each type ignores surrounding whitespace).
    public func judge(_ value: Substring) -> TypeJudgement {
        var text = value
        return text.withUTF8 { judge($0, wantsCanonical: true) }
    }

    /// Judges the bytes of a value (valid UTF-8). Without `wantsCanonical` a valid value
    /// may come back with an empty canonical form: it is not worked out.
    public func judge(
        _ bytes: UnsafeBufferPointer<UInt8>, wantsCanonical: Bool, wantsReason: Bool = true
    ) -> TypeJudgement {
        if type == .phone {
            if !wantsCanonical, let status = PhoneType.quickStatus(bytes) {
                if status == .passed { return .valid(canonical: "") }
                if !wantsReason { return status == .tooShort ? .incomplete("") : .invalid("") }
            }
            return PhoneType.judge(bytes, wantsCanonical: wantsCanonical, wantsReason: wantsReason)
        }
        if !wantsCanonical && quickAccept(bytes) { return .valid(canonical: "") }
        let value = Substring(String(decoding: bytes, as: UTF8.self))
        switch type {
        case .text: return TextType.judge(value)
        case .name: return NameType.judge(value)
        case .phone: return PhoneType.judge(value)
        case .email: return EmailType.judge(value)
        case .address: return AddressType.judge(value)
        case .state: return StateType.judge(value)
        case .zip: return ZipType.judge(value)
        case .number: return NumberType.judge(value)
        case .decimal: return DecimalType.judge(value)
        }
    }

    /// Whether the type's quick byte-level check already accepts the value.
    func quickAccept(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch type {
        case .text: return QuickAccept.text(bytes)
        case .name: return QuickAccept.name(bytes)
        case .email: return QuickAccept.isEmail(bytes)
        case .address: return QuickAccept.address(bytes)
        case .state: return QuickAccept.state(bytes)
        case .zip: return QuickAccept.zip(bytes)
        case .number: return QuickAccept.number(bytes)
        case .decimal: return QuickAccept.decimal(bytes)
        case .phone: return false
        }
    }

}
