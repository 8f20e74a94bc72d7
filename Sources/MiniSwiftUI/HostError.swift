/// Why a `ViewHost` interaction could not happen, worded for the learner:
/// `No button "Increment: 5" on screen. Buttons: "Increment: 0".`
public struct HostError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    static func notFound(_ kind: ControlKind, _ label: String, available: [String]) -> HostError {
        let listed = available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", ")
        return HostError("No \(kind.rawValue) \"\(label)\" on screen. \(kind.plural): \(listed).")
    }
}

extension ControlKind {
    var plural: String {
        switch self {
        case .button: "Buttons"
        case .navigationLink: "Navigation links"
        case .toggle: "Toggles"
        case .stepper: "Steppers"
        case .slider: "Sliders"
        case .textField: "Text fields"
        case .picker: "Pickers"
        case .datePicker: "Date pickers"
        }
    }
}
