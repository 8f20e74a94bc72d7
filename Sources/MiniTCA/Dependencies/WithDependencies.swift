/// Runs `operation` with some dependencies changed. swift-dependencies' `withDependencies`.
///
/// ```swift
/// let model = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   TodosModel()
/// }
/// ```
///
/// The change holds for the duration of `operation` (and for effects created inside it), then
/// the previous values are back.
@discardableResult
public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    let values = try DependencyValues._current.updated(by: updateValuesForOperation)
    return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// The asynchronous form of `withDependencies(_:operation:)`.
@discardableResult
public func withDependencies<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) async throws -> Void,
    operation: () async throws -> R
) async rethrows -> R {
    var values = DependencyValues._current
    try await DependencyValues.$isSetting.withValue(true) {
        try await updateValuesForOperation(&values)
    }
    return try await DependencyValues.$_current.withValue(values, operation: operation)
}

extension DependencyValues {
    /// A copy changed by `update`, run as a setting (reads made to set a field do not count).
    func updated(by update: (inout DependencyValues) throws -> Void) rethrows -> DependencyValues {
        var values = self
        try DependencyValues.$isSetting.withValue(true) {
            try update(&values)
        }
        return values
    }
}
