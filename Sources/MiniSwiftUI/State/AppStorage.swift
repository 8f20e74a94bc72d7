/// A value kept under a key in the app's storage, shared by every view that names the key.
/// SwiftUI's `@AppStorage`.
///
/// It behaves like `@State` that all views with the same key share: a write re-runs the views
/// that read it, wherever they are. On a device the value lives in `UserDefaults` and survives
/// relaunches; here it lives in memory for the run of the program, which is what a learner's
/// program can observe.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    var location: StateLocation<Value>?

    public var wrappedValue: Value {
        get { location?.value ?? defaultValue }
        nonmutating set { location?.write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        location.map { Binding(location: $0) } ?? .constant(defaultValue)
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

extension AppStorage: DynamicPropertyInstalling {
    /// The first view to install a key creates its memory (and names it in the trace); the
    /// others share it, each naming it after its own field.
    mutating func install(on node: RenderNode, key storageName: String) {
        if let shared = AppStorageValues.locations[key] as? StateLocation<Value> {
            location = shared
        } else {
            let created = StateLocation(key: storageName, owner: node, value: defaultValue)
            AppStorageValues.locations[key] = created
            location = created
        }
        if let location {
            node.locationNames[ObjectIdentifier(location)] = reasonName(forKey: storageName)
        }
    }

    static func inputsEqual(_ old: AppStorage, _ new: AppStorage, node: RenderNode, key: String) -> Bool {
        old.key == new.key
    }
}

/// The app's storage: one memory per key, for the whole program.
@MainActor
enum AppStorageValues {
    static var locations: [String: AnyStateLocation] = [:]
}
