/// A sentence shown to a learner, in English and (optionally) Korean.
///
/// Hidden tests write `"the button's title"` for English only, or
/// `Message(en: "the button's title", ko: "버튼의 제목")` for both. The grader shows the learner's
/// language and falls back to English.
public struct Message: ExpressibleByStringInterpolation, Sendable, Equatable {
    public var en: String
    public var ko: String?

    public init(en: String, ko: String? = nil) {
        self.en = en
        self.ko = ko
    }

    public init(stringLiteral value: String) {
        self.init(en: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(en: String(stringInterpolation: stringInterpolation))
    }
}
