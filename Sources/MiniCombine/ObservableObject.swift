import RuntimeSupport

/// A class whose changes SwiftUI can observe, object by object. Combine's `ObservableObject`.
///
/// Conformers announce every change *before* it happens through `objectWillChange`. `@StateObject`
/// and `@ObservedObject` subscribe to it and invalidate the view holding the object on any send,
/// whichever properties the view's body actually read. (That is the "object-level invalidation"
/// that `@Observable` later replaced with property-level tracking.)
///
/// As in Combine, a class that does not declare `objectWillChange` gets one for free, and
/// `@Published` properties send on exactly that default publisher. A class that declares its own
/// `objectWillChange` must send on it itself; `@Published` does not know about it.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never

    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The default publisher, one per object, created on first use.
    public var objectWillChange: ObservableObjectPublisher {
        DefaultPublishers.publisher(for: self)
    }
}

/// The publisher `ObservableObject` uses by default: it sends `Void` before each change.
/// Safe to share across threads, as Combine's is.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    public func send() {
        subscribers.send(())
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (()) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue, completion: receiveCompletion)
    }
}

/// Where the synthesized `objectWillChange` publishers live. Combine stores them inside the object
/// through runtime metadata; here a table keyed by object identity does the same job. Entries whose
/// object is gone are replaced when the address is reused, and swept from time to time.
enum DefaultPublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object {
                return entry.publisher
            }
            if table.count > 1_000 {
                table = table.filter { $0.value.object != nil }
            }
            let publisher = ObservableObjectPublisher()
            table[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}
