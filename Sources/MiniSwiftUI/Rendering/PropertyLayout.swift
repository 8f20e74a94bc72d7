@_spi(Reflection) import Swift

/// Compares one stored property of an old and a new view value (both given as raw pointers to
/// the property), for the node the values belong to.
typealias InputComparer = @MainActor (UnsafeRawPointer, UnsafeRawPointer, RenderNode) -> Bool
/// Writes the installed form of one dynamic property over the property, in place.
typealias PropertyInstaller = @MainActor (UnsafeMutableRawPointer, RenderNode) -> Void

/// What the runtime knows about a view type's stored properties, found once per type through
/// the standard library's reflection SPI (`_forEachField`: each field's name, byte offset and
/// type) — the same metadata SwiftUI walks to find a view's dynamic properties.
///
/// Two uses:
/// - **Installing** dynamic properties: `@State`, `@StateObject`, `@Binding`, … fields are
///   overwritten, in a copy of the view, with versions bound to the node's storage, just before
///   `body` runs. Structs conforming to `DynamicProperty` are searched recursively.
/// - **Comparing inputs** (`@self`): field by field, with `==` for `Equatable` fields, byte
///   equality for plain-data ones, identity for class references; closures never compare equal;
///   dynamic properties compare in their own way (`State` by initial value, `Binding` by source
///   and value, …). Anything the runtime cannot compare counts as changed, as in SwiftUI.
@MainActor
struct PropertyLayout {
    struct Installer {
        let offset: Int
        let install: PropertyInstaller
    }

    let installers: [Installer]
    /// Top-level storage names of the dynamic properties, in declaration order (`_count`).
    let dynamicNames: [String]
    /// Compares two whole values of the type.
    let compare: InputComparer

    private static var cache: [ObjectIdentifier: PropertyLayout] = [:]

    /// The layout of the type of `value` (a view or modifier).
    static func of<T>(valueOf value: T) -> PropertyLayout {
        if let cached = cache[ObjectIdentifier(T.self)] {
            return cached
        }
        return of(T.self, kind: metadataKind(of: value))
    }

    static func of<T>(_ type: T.Type, kind: _MetadataKind) -> PropertyLayout {
        if let cached = cache[ObjectIdentifier(type)] {
            return cached
        }
        let layout = PropertyLayout(type, kind: kind, keyPrefix: "")
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    /// The reflection SPI reports field kinds but not a top-level type's own kind (and lists no
    /// fields for an enum), so a value's kind is read from its Mirror.
    private static func metadataKind<T>(of value: T) -> _MetadataKind {
        switch Mirror(reflecting: value).displayStyle {
        case .struct: .struct
        case .tuple: .tuple
        case .class: .class
        case .optional: .optional
        default: .enum
        }
    }

    private init<T>(_ type: T.Type, kind: _MetadataKind, keyPrefix: String) {
        var installers: [Installer] = []
        var names: [String] = []
        var fieldComparers: [(offset: Int, compare: InputComparer)] = []
        let isStruct = kind == .struct || kind == .tuple
        if isStruct {
            _ = _forEachField(of: T.self, options: []) { cName, offset, fieldType, fieldKind in
                let name = String(cString: cName)
                let key = keyPrefix.isEmpty ? name : "\(keyPrefix).\(name)"
                if let dynamic = fieldType as? any DynamicPropertyInstalling.Type {
                    names.append(name)
                    installers.append(Installer(offset: offset, install: makeInstaller(dynamic, key: key)))
                    fieldComparers.append((offset, makeDynamicComparer(dynamic, key: key)))
                } else if let userProperty = fieldType as? any DynamicProperty.Type {
                    let nested = PropertyLayout.nested(userProperty, keyPrefix: key)
                    names.append(name)
                    installers.append(Installer(offset: offset, install: makeUserPropertyInstaller(userProperty, nested: nested)))
                    fieldComparers.append((offset, nested.compare))
                } else {
                    let opened = _openExistential(fieldType, do: typeOpener)
                    fieldComparers.append((offset, opened.comparer(kind: fieldKind)))
                }
                return true
            }
        }
        self.installers = installers
        self.dynamicNames = names
        if isStruct {
            self.compare = { old, new, node in
                for field in fieldComparers where !field.compare(old + field.offset, new + field.offset, node) {
                    return false
                }
                return true
            }
        } else {
            self.compare = plainComparer(T.self, kind: kind)
        }
    }

    private static func nested<P: DynamicProperty>(_ type: P.Type, keyPrefix: String) -> PropertyLayout {
        PropertyLayout(type, kind: .struct, keyPrefix: keyPrefix)
    }

    /// Installs every dynamic property of `value` on `node`.
    func install<T>(into value: inout T, node: RenderNode) {
        guard !installers.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            for installer in installers {
                installer.install(raw.baseAddress! + installer.offset, node)
            }
        }
    }

    /// Whether two values of the type count as the same input (`@self` unchanged).
    func inputsEqual<T>(_ old: T, _ new: T, node: RenderNode) -> Bool {
        withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                compare(oldBytes.baseAddress!, newBytes.baseAddress!, node)
            }
        }
    }
}

private func makeInstaller<P: DynamicPropertyInstalling>(_: P.Type, key: String) -> PropertyInstaller {
    { pointer, node in
        pointer.assumingMemoryBound(to: P.self).pointee.install(on: node, key: key)
    }
}

private func makeDynamicComparer<P: DynamicPropertyInstalling>(_: P.Type, key: String) -> InputComparer {
    { old, new, node in
        P.inputsEqual(
            old.assumingMemoryBound(to: P.self).pointee,
            new.assumingMemoryBound(to: P.self).pointee,
            node: node, key: key)
    }
}

/// A user's `DynamicProperty` struct: install what it contains, then call its `update()`, as
/// SwiftUI does before each body evaluation.
private func makeUserPropertyInstaller<P: DynamicProperty>(_: P.Type, nested: PropertyLayout) -> PropertyInstaller {
    { pointer, node in
        let typed = pointer.assumingMemoryBound(to: P.self)
        nested.install(into: &typed.pointee, node: node)
        typed.pointee.update()
    }
}

/// Opens an `Any.Type` into a generic context (`_openExistential` needs a function taking
/// only the value, hence the indirection through a type).
private protocol TypeOpener {
    @MainActor static func comparer(kind: _MetadataKind) -> InputComparer
}

private enum OpenedType<T>: TypeOpener {
    static func comparer(kind: _MetadataKind) -> InputComparer {
        plainComparer(T.self, kind: kind)
    }
}

private func typeOpener<T>(_: T.Type) -> any TypeOpener.Type {
    OpenedType<T>.self
}

@MainActor
private func plainComparer<T>(_: T.Type, kind: _MetadataKind) -> InputComparer {
    if let equatable = T.self as? any Equatable.Type {
        return equatableComparer(equatable)
    }
    switch kind {
    case .function:
        return { _, _, _ in false }
    case .class:
        return { old, new, _ in old.load(as: UnsafeRawPointer.self) == new.load(as: UnsafeRawPointer.self) }
    case let kind:
        if _isPOD(T.self) {
            let size = MemoryLayout<T>.size
            return { old, new, _ in
                UnsafeRawBufferPointer(start: old, count: size)
                    .elementsEqual(UnsafeRawBufferPointer(start: new, count: size))
            }
        }
        if kind == .struct || kind == .tuple {
            return PropertyLayout.of(T.self, kind: kind).compare
        }
        return { _, _, _ in false }
    }
}

private func equatableComparer<E: Equatable>(_: E.Type) -> InputComparer {
    { old, new, _ in
        old.assumingMemoryBound(to: E.self).pointee == new.assumingMemoryBound(to: E.self).pointee
    }
}

/// `==` on two values of unknown type when the type is `Equatable`; `nil` when it is not.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    func compare<E: Equatable>(_ lhs: E) -> Bool {
        (rhs as? E) == lhs
    }
    return compare(lhs)
}
