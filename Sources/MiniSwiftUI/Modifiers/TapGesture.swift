/// `.onTapGesture { … }`: any view becomes tappable. SwiftUI's tap gesture.
///
/// `ViewHost.tap(_:)` finds it like a button, by the texts of the view it is attached to (or
/// its accessibility name). A `count` of 2 is a double tap; the host's tap performs it whole.
public struct _TapGestureModifier: ViewModifier {
    public typealias Body = Never
    let count: Int
    let action: @MainActor () -> Void
}

extension _TapGestureModifier: PrimitiveModifier, GestureAttaching {
    var modifierLabel: String? { ".onTapGesture" }

    func recognizes(_ input: GestureInput) -> Bool {
        if case .tap = input { true } else { false }
    }

    func play(_ input: GestureInput) {
        action()
    }
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
