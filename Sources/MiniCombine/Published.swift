import RenderTrace

/// A property of an `ObservableObject` that announces each write. Combine's `@Published`.
///
/// Writing it publishes in `willSet`, as Combine does: the enclosing object's default
/// `objectWillChange` fires, then its own subscribers (`$value.sink`) receive the new value while
/// the property still reads the old one; only then is the value stored. Subscribing to `$value`
/// delivers the current value first.
/// Like Combine, this uses the `_enclosingInstance` subscript form of property wrappers, which only
/// classes get: `@Published` inside a struct does not compile, in Xcode either.
@propertyWrapper
public struct Published<Value> {
    /// Shared between copies of the wrapper, so the projected publisher sees every write.
    private final class Storage {
        var value: Value
        let subject = PassthroughSubject<Value, Never>()
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// `$value`: the current value, then every new one, each sent before it is stored.
    public var projectedValue: PublishedPublisher<Value> {
        PublishedPublisher(current: { [storage] in storage.value }, subject: storage.subject)
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            TraceRecorder.record(TraceEvent(
                .stateWrite,
                subject: "\(EnclosingSelf.self)",
                property: PropertyNames.label(of: storage, in: object),
                oldValue: TraceValue.describe(storage.value),
                newValue: TraceValue.describe(newValue),
                detail: "@Published"
            ))
            DefaultPublishers.publisher(for: object).send()
            storage.subject.send(newValue)
            storage.value = newValue
        }
    }

    /// Used to name the property in the trace: key paths to wrapped properties print without
    /// their names on Linux, so the name is found by looking for this storage in a Mirror.
    fileprivate func isBacked(by candidate: AnyObject) -> Bool {
        storage === candidate
    }
}

/// What `$value` of a `@Published` property gives: Combine's `Published.Publisher`, which
/// replays the property's current value to each new subscriber before the writes that follow.
public struct PublishedPublisher<Output>: Publisher {
    public typealias Failure = Never
    fileprivate let current: () -> Output
    fileprivate let subject: PassthroughSubject<Output, Never>

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(current())
        return subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

private enum PropertyNames {
    /// `_value` → `value`, found by identity of the shared storage.
    static func label(of storage: AnyObject, in object: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                if let published = child.value as? any PublishedStorageProviding,
                    published.isBacked(by: storage)
                {
                    return label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

private protocol PublishedStorageProviding {
    func isBacked(by candidate: AnyObject) -> Bool
}

extension Published: PublishedStorageProviding {}
