/// `Result` is case-pathable, as in swift-case-paths: `receive(\.response.success)`.
extension Result: CasePathable, CasePathIterable {
    public struct AllCasePaths: CasePathReflectable, Sequence {
        public subscript(root: Result) -> PartialCaseKeyPath<Result> {
            switch root {
            case .success: return \.success
            case .failure: return \.failure
            }
        }

        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(embed: { .success($0) }, extract: { try? $0.get() })
        }

        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(
                embed: { .failure($0) },
                extract: {
                    guard case let .failure(error) = $0 else { return nil }
                    return error
                }
            )
        }

        public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Result>]> {
            [\.success, \.failure].makeIterator()
        }
    }

    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
