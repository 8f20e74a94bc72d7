import Foundation

extension DependencyValues {
    /// The calendar to compute dates with. swift-dependencies' `\.calendar`: the user's calendar
    /// when the app runs; in tests a failure unless set (`$0.calendar = Calendar(identifier: .gregorian)`).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale to format with. swift-dependencies' `\.locale`; in tests a failure unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone to show dates in. swift-dependencies' `\.timeZone`; in tests a failure unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    private enum CalendarKey: DependencyKey {
        static let liveValue = Calendar.autoupdatingCurrent
        static var testValue: Calendar {
            if !DependencyValues.isSetting { reportIssue(#"Unimplemented: @Dependency(\.calendar)"#) }
            return .autoupdatingCurrent
        }
    }

    private enum LocaleKey: DependencyKey {
        static let liveValue = Locale.autoupdatingCurrent
        static var testValue: Locale {
            if !DependencyValues.isSetting { reportIssue(#"Unimplemented: @Dependency(\.locale)"#) }
            return .autoupdatingCurrent
        }
    }

    private enum TimeZoneKey: DependencyKey {
        static let liveValue = TimeZone.autoupdatingCurrent
        static var testValue: TimeZone {
            if !DependencyValues.isSetting { reportIssue(#"Unimplemented: @Dependency(\.timeZone)"#) }
            return .autoupdatingCurrent
        }
    }
}
