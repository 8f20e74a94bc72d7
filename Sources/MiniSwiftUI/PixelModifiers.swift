/// A built-in modifier that only changes pixels (padding, colours, frames, styles, titles).
///
/// Nothing is drawn here, so these keep only a label for `renderTree()`; what matters is that
/// each one still wraps the view in a `ModifiedContent` layer, exactly as in SwiftUI, so the
/// tree's structure — and therefore identity — is the real one.
public struct _PixelModifier: ViewModifier {
    public typealias Body = Never
    let label: String
}

extension _PixelModifier: PrimitiveModifier {
    var modifierLabel: String? { label }
}

/// The edges of a rectangle. SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension View {
    private func pixels(_ label: String) -> ModifiedContent<Self, _PixelModifier> {
        modifier(_PixelModifier(label: label))
    }

    public func padding(_ length: Double? = nil) -> some View {
        pixels(".padding")
    }

    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        pixels(".padding")
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        pixels(".frame")
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        pixels(".frame")
    }

    public func foregroundColor(_ color: Color?) -> some View {
        pixels(".foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        pixels(".foregroundStyle")
    }

    public func background<S: ShapeStyle>(_ style: S) -> some View {
        pixels(".background")
    }

    /// A background view is a real child in SwiftUI; here only the label is kept.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        pixels(".background")
    }

    public func tint(_ tint: Color?) -> some View {
        pixels(".tint")
    }

    public func opacity(_ opacity: Double) -> some View {
        pixels(".opacity(\(opacity))")
    }

    public func monospacedDigit() -> some View {
        pixels(".monospacedDigit")
    }

    public func bold(_ isActive: Bool = true) -> some View {
        pixels(".bold")
    }

    public func cornerRadius(_ radius: Double) -> some View {
        pixels(".cornerRadius")
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pixels(".buttonStyle")
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        pixels(".navigationTitle(\"\(titleKey.key)\")")
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        pixels(".navigationTitle(\"\(title)\")")
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        pixels(".navigationBarTitle(\"\(titleKey.key)\")")
    }
}
