import RenderTrace

/// Why a `ViewHost` interaction could not happen, worded for the learner in English and Korean:
/// `No button "Increment: 5" on screen. Buttons: "Increment: 0".` A check that stops on one shows
/// the learner's language.
public struct HostError: Error, CustomStringConvertible, TraceDescribesItself, Equatable {
    public let description: String
    public let koreanDescription: String?

    public init(_ description: String, ko koreanDescription: String? = nil) {
        self.description = description
        self.koreanDescription = koreanDescription
    }

    /// Nothing of `kinds` reads `label`; lists what is there, so the learner sees what to tap.
    static func notFound(_ kinds: [ControlKind], _ label: String, available: [String]) -> HostError {
        let listed = available.isEmpty ? nil : available.map { "\"\($0)\"" }.joined(separator: ", ")
        let what = kinds.map(\.rawValue).joined(separator: " or ")
        let whatKo = kinds.map(\.korean).joined(separator: " 또는 ")
        return HostError(
            "No \(what) \"\(label)\" on screen. \(kinds.map(\.plural).joined(separator: " and ")) on screen: \(listed ?? "none").",
            ko: "화면에 \"\(label)\" \(whatKo)이(가) 없습니다. 화면에 있는 것: \(listed ?? "없음").")
    }
}

extension ControlKind {
    var plural: String {
        switch self {
        case .button: "Buttons"
        case .navigationLink: "navigation links"
        case .toggle: "Toggles"
        case .stepper: "Steppers"
        case .slider: "Sliders"
        case .textField: "Text fields"
        case .picker: "Pickers"
        case .datePicker: "Date pickers"
        }
    }

    /// The control's name as Korean iOS developers say it.
    var korean: String {
        switch self {
        case .button: "버튼"
        case .navigationLink: "내비게이션 링크"
        case .toggle: "토글"
        case .stepper: "스테퍼"
        case .slider: "슬라이더"
        case .textField: "텍스트 필드"
        case .picker: "피커"
        case .datePicker: "데이트 피커"
        }
    }
}
