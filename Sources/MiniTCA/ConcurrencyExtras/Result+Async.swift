extension Result where Failure == any Error {
    /// Runs async work and keeps what it returns or the error it throws, as an action carries it:
    /// `await send(.factResponse(Result { try await factClient.fetch(count) }))`.
    /// ConcurrencyExtras' async `Result.init(catching:)`, which TCA 1.4+'s case studies use since
    /// `TaskResult` was soft-deprecated; the standard library's `init(catching:)` cannot await.
    /// The work runs in the caller's isolation, so the closure is not sent anywhere.
    public init(
        isolation: isolated (any Actor)? = #isolation,
        catching body: () async throws -> Success
    ) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
