/// `Optional` is case-pathable, as in swift-case-paths: `\.some` and `\.none` are case key paths,
/// and a case key path into an optional enum reaches through the `some` on its own
/// (`\Destination.State?.Cases.sheet`).
extension Optional: CasePathable, CasePathIterable {
    public struct AllCasePaths: CasePathReflectable, Sequence {
        public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
            root == nil ? \.none : \.some
        }

        public var none: AnyCasePath<Optional, Void> {
            AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
        }

        public var some: AnyCasePath<Optional, Wrapped> {
            AnyCasePath(embed: { .some($0) }, extract: { $0 })
        }

        public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
            [\.none, \.some].makeIterator()
        }
    }

    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}

extension Case {
    /// `\Child.Action?.Cases.tap`: a case of the wrapped enum, reached through `some`.
    @_disfavoredOverload
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member?>>
    ) -> Case<Member> where Value: CasePathable {
        self[dynamicMember: keyPath].some
    }
}

extension Optional where Wrapped: CasePathable {
    /// `state.destination.is(\.sheet)`: false when `nil`.
    @_disfavoredOverload
    public func `is`(_ keyPath: PartialCaseKeyPath<Wrapped>) -> Bool {
        self?[case: keyPath] != nil
    }

    /// `state.destination.modify(\.sheet) { … }`: changes the payload of the wrapped enum.
    @_disfavoredOverload
    public mutating func modify<Value>(
        _ keyPath: CaseKeyPath<Wrapped, Value>,
        yield: (inout Value) -> Void,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        modify((\Cases.some).appending(path: keyPath), yield: yield, fileID: fileID, line: line)
    }
}
