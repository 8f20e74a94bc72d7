/// A control for choosing a date and time. SwiftUI's `DatePicker`.
///
/// `ViewHost.pick(_:in:)` sets its date, kept within its range as the wheel would keep it. The
/// date it shows depends on the device's locale, so it is not among `ViewHost.texts`; its label
/// is, and `renderTree()` shows the date.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, label: Label) {
        self.label = label
        self.selection = selection
        self.range = range
    }

    public var body: Never { bodyNever() }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, label: Text(titleKey))
    }
}

/// Which parts of a date a `DatePicker` edits. SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView, LiveTreeDetail, DatePickerControl {
    var displayName: String? { "DatePicker" }
    var controlKind: ControlKind { .datePicker }
    var treeDetail: String? { "\(selection.wrappedValue)" }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    func pick(_ date: Date) {
        selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
    }
}

extension View {
    /// `.datePickerStyle(.wheel)`. Pixels only.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        pixels(".datePickerStyle")
    }
}

/// The built-in date picker looks. SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }
