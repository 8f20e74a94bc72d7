/// `.environment(\.key, value)`: sets an environment value for the modified subtree.
/// SwiftUI's `_EnvironmentKeyWritingModifier`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// What tells two writes apart: the value itself, or for values that cannot be compared
    /// (a style struct) something that can, such as the value's type.
    let identity: Any
    let label: String

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value, identity: Any? = nil, label: String) {
        self.keyPath = keyPath
        self.value = value
        self.identity = identity ?? value
        self.label = label
    }
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    var modifierLabel: String? { label }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        node.cachedEnvironment(from: environment, value: identity) { $0[keyPath: keyPath] = value }
    }
}

/// `.disabled(true)`: turns off `isEnabled` for the subtree (it never turns it back on).
public struct _DisabledModifier: ViewModifier {
    public typealias Body = Never
    let isDisabled: Bool
}

extension _DisabledModifier: PrimitiveModifier {
    var modifierLabel: String? { isDisabled ? ".disabled" : nil }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        guard isDisabled else { return environment }
        return node.cachedEnvironment(from: environment, value: isDisabled) { $0.isEnabled = false }
    }
}

/// `.allowsHitTesting(false)`: the subtree lets touches through to what is behind it, so a user
/// (and `ViewHost`) can use nothing in it. It draws as before; an overlay that should not catch
/// taps is the usual case.
public struct _AllowsHitTestingModifier: ViewModifier {
    public typealias Body = Never
    let enabled: Bool
}

extension _AllowsHitTestingModifier: PrimitiveModifier {
    var modifierLabel: String? { enabled ? nil : ".allowsHitTesting(false)" }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        guard !enabled else { return environment }
        return node.cachedEnvironment(from: environment, value: enabled) { $0.allowsHitTesting = false }
    }
}

/// `.environmentObject(obj)` and `.environment(obj)`: place an object for `@EnvironmentObject`
/// / `@Environment(Type.self)` below.
public struct _EnvironmentObjectWritingModifier: ViewModifier {
    public typealias Body = Never
    let object: AnyObject
    let type: ObjectIdentifier
    let label: String
}

extension _EnvironmentObjectWritingModifier: PrimitiveModifier {
    var modifierLabel: String? { label }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        node.cachedEnvironment(from: environment, value: object) { $0.objects[type] = object }
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            keyPath: keyPath, value: value, label: ".environment(\(TraceValueShort.of(value)))"))
    }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectWritingModifier(
            object: object, type: ObjectIdentifier(T.self), label: ".environmentObject(\(T.self))"))
    }

    /// iOS 17: places an `@Observable` object for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWritingModifier(
            object: object ?? NoObject(), type: ObjectIdentifier(T.self), label: ".environment(\(T.self))"))
    }

    /// Hides the labels of toggles, pickers, steppers, sliders and date pickers below. They still
    /// name the controls (for VoiceOver, and for `ViewHost`), but are not on screen.
    public func labelsHidden() -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.labelsHidden, value: true, label: ".labelsHidden"))
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.dynamicTypeSize, value: size, label: ".dynamicTypeSize(\(size))"))
    }

    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        pixels(".dynamicTypeSize")
    }

    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }

    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            keyPath: \.font, value: font, label: ".font(\(font.map { "\($0)" } ?? "nil"))"))
    }
}

/// Stands for "no object" when `.environment(nil as Model?)` is written.
private final class NoObject {}

enum TraceValueShort {
    static func of(_ value: Any) -> String {
        let text = "\(value)"
        return text.count > 30 ? String(text.prefix(29)) + "…" : text
    }
}

extension RenderNode {
    /// Keeps the environment a modifier hands down identical across updates while its input is
    /// the same value (or object), so unchanged subtrees are not searched for readers.
    func cachedEnvironment(
        from environment: EnvironmentValues, value: Any, write: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        if let cache = storage["environment"] as? EnvironmentCache,
            cache.parentToken == environment.token, cache.isSame(as: value)
        {
            return cache.result
        }
        let result = environment.changed(write)
        storage["environment"] = EnvironmentCache(parentToken: environment.token, value: value, result: result)
        return result
    }
}

private final class EnvironmentCache {
    let parentToken: Int
    let value: Any
    let result: EnvironmentValues

    init(parentToken: Int, value: Any, result: EnvironmentValues) {
        self.parentToken = parentToken
        self.value = value
        self.result = result
    }

    func isSame(as other: Any) -> Bool {
        if let equal = equalIfEquatable(value, other) { return equal }
        if type(of: value) is AnyClass, type(of: other) is AnyClass {
            return (value as AnyObject) === (other as AnyObject)
        }
        return false
    }
}
