/// Reads a dependency: `@Dependency(\.continuousClock) var clock`. swift-dependencies'
/// `@Dependency`, which TCA 1.x re-exports.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.factClient) var factClient
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     .run { [count = state.count] send in
///       await send(.factResponse(TaskResult { try await self.factClient.fetch(count) }))
///     }
///   }
/// }
/// ```
///
/// The value is looked up each time it is read, in the dependencies in effect *then*: a store's
/// own (set with `withDependencies:`) while it reduces, and the ones an effect was created with
/// while the effect runs. Values set around the place the wrapper was created (a model made
/// inside `withDependencies { … } operation: { Model() }`) still apply, under the current ones.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<DependencyValues, Value>
    private let initialValues: DependencyValues
    private let file: StaticString
    private let fileID: StaticString
    private let line: UInt

    public init(
        _ keyPath: KeyPath<DependencyValues, Value>,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.keyPath = keyPath
        self.initialValues = DependencyValues._current
        self.file = file
        self.fileID = fileID
        self.line = line
    }

    public var wrappedValue: Value {
        let values = initialValues.merging(DependencyValues._current)
        var current = DependencyValues.currentDependency
        current.file = file
        current.fileID = fileID
        current.line = line
        return DependencyValues.$currentDependency.withValue(current) {
            DependencyValues.$_current.withValue(values) {
                values[keyPath: keyPath]
            }
        }
    }
}
