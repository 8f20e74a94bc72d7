extension Store {
    /// TCA 1.7+'s warning for a key-path scope of a store below a closure scope
    /// (`store.scope(state: { $0 }, action: { $0 }).scope(state: \.child, action: \.child)`): such a
    /// store's children cannot be cached, so views observing them would not update reliably. As in
    /// TCA's text, a no-break space follows "2.".
    func warnIfUncached() {
        guard !canCacheChildren else { return }
        RuntimeWarning.report("""
            Scoping from uncached '\(storeTypeName)' is not compatible with observation.

            This can happen for one of two reasons:

            1. A parent view scopes on a store using transform functions, which has been \
            deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
            to update these scopes: \
            https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

            2.\u{00A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
            'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
            bindings. Read the migration guide for 1.7 to update those APIs: \
            https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
            """)
    }

    /// How TCA names a store in its messages: `StoreOf<Feature>` when the state and action are a
    /// feature's `State` and `Action`, `StoreOf<Feature?>` for its optional state; otherwise
    /// `Store<State, Action>` (TCA also abbreviates identified, presentation and stack stores,
    /// which this does not).
    var storeTypeName: String {
        let state = typeName(State.self)
        let action = typeName(Action.self)
        if action.hasSuffix(".Action") {
            let feature = action.dropLast(".Action".count)
            if state == "\(feature).State" { return "StoreOf<\(feature)>" }
            if state == "\(feature).State?" { return "StoreOf<\(feature)?>" }
        }
        return "Store<\(state), \(action)>"
    }
}
