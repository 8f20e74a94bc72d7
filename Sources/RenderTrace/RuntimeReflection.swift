/// Reads a value the way the Swift runtime lays it out, through the entry points the standard
/// library's own `Mirror` is built on, without asking the value how it would like to be seen:
/// no `CustomReflectable`, no `description`. What the trace records as evidence is read this
/// way — TCA's actions and states by MiniTCA's evidence dumps, SwiftUI's values by `TraceValue` —
/// so a learner's type cannot make an action or a value look like another one.
public enum RuntimeReflection {
    public enum Style {
        case `struct`, `class`, `enum`, tuple, other
    }

    public static func style(of value: Any) -> Style {
        switch UInt8(bitPattern: _displayStyle(value)) {
        case UInt8(ascii: "s"): return .struct
        case UInt8(ascii: "c"): return .class
        case UInt8(ascii: "e"): return .enum
        case UInt8(ascii: "t"): return .tuple
        default: return .other
        }
    }

    /// The stored fields (a struct, class or tuple), or the payload of an enum case, in order.
    public static func children(of value: Any) -> [Mirror.Child] {
        let type = _normalizedType(value, type: Swift.type(of: value))
        let count = _childCount(value, type: type)
        return (0..<count).map { index in
            var name: UnsafePointer<CChar>?
            var free: NameFreeFunc?
            let child = _child(of: value, type: type, index: index, outName: &name, outFreeFunc: &free)
            let label = name.map { String(cString: $0) }
            free?(name)
            return (label?.isEmpty == false ? label : nil, child)
        }
    }

    /// The case name of an enum value, as the runtime's metadata spells it.
    public static func caseName(of value: Any) -> String? {
        _enumCaseName(value).map { String(cString: $0) }
    }
}

private typealias NameFreeFunc = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_normalizedType")
private func _normalizedType<T>(_: T, type: Any.Type) -> Any.Type

@_silgen_name("swift_reflectionMirror_count")
private func _childCount<T>(_: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func _child<T>(
    of: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<NameFreeFunc?>
) -> Any

@_silgen_name("swift_reflectionMirror_displayStyle")
private func _displayStyle<T>(_: T) -> CChar

@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
