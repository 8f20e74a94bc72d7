extension Reducer {
    /// This reducer with one dependency set, for itself and the effects it returns:
    /// `Feature().dependency(\.uuid, .incrementing)`. TCA 1.x's `Reducer.dependency(_:_:)`.
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
    ) -> _DependencyKeyWritingReducer<Self> {
        _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
    }

    /// This reducer with one dependency changed from the one it would get:
    /// `Child().transformDependency(\.analytics) { $0.track = { _ in } }`.
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        transform: @escaping (_ dependency: inout Value) -> Void
    ) -> _DependencyKeyWritingReducer<Self> {
        _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// What `.dependency` and `.transformDependency` build.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
    let base: Base
    let update: (inout DependencyValues) -> Void

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let dependencies = DependencyValues._current.updated(by: update)
        return DependencyValues.$_current.withValue(dependencies) {
            base.reduce(into: &state, action: action)
        }
    }

    /// Another `.dependency` on top: both apply; where both set one value, the one written
    /// closer to the reducer wins, as in TCA.
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
    ) -> Self {
        let update = self.update
        return Self(base: base) { values in
            values[keyPath: keyPath] = value
            update(&values)
        }
    }

    /// Another `.transformDependency` on top, fused the same way: the one closer to the reducer
    /// runs last.
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        transform: @escaping (_ dependency: inout Value) -> Void
    ) -> Self {
        let update = self.update
        return Self(base: base) { values in
            transform(&values[keyPath: keyPath])
            update(&values)
        }
    }
}
