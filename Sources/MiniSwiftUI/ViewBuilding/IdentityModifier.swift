/// `.id(x)`: gives the modified view an explicit identity. SwiftUI's `IDView`.
///
/// The modified view sits at a position keyed by `x`: when `x` changes, the old view is
/// removed (its state with it, `onDisappear` runs) and a new one is created (`onAppear` runs).
public struct _IdentityModifier<ID: Hashable>: ViewModifier {
    public typealias Body = Never
    let id: ID
}

extension _IdentityModifier: PrimitiveModifier {
    var modifierLabel: String? { ".id(\(id))" }
    var contentKey: ChildKey { .explicit(AnyHashable(id)) }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }
}
