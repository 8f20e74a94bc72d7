import MiniTCA
import Testing

// What `@CasePathable` expands to (swift-case-paths 1.x), written out by hand so that these tests
// do not depend on the macro plugin.

private enum Inner: Equatable, CasePathable, CasePathIterable {
    case tap
    case rename(String)

    struct AllCasePaths: CasePathReflectable, Sequence {
        subscript(root: Inner) -> PartialCaseKeyPath<Inner> {
            if root.is(\.tap) { return \.tap }
            if root.is(\.rename) { return \.rename }
            return \.never
        }
        var tap: AnyCasePath<Inner, Void> {
            ._$embed({ Inner.tap }) {
                guard case .tap = $0 else { return nil }
                return ()
            }
        }
        var rename: AnyCasePath<Inner, String> {
            ._$embed(Inner.rename) {
                guard case let .rename(v0) = $0 else { return nil }
                return v0
            }
        }
        func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Inner>]> {
            [\.tap, \.rename].makeIterator()
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@dynamicMemberLookup
private enum Outer: Equatable, CasePathable {
    case child(Inner)
    case score(Int)

    struct AllCasePaths {
        var child: AnyCasePath<Outer, Inner> {
            ._$embed(Outer.child) {
                guard case let .child(v0) = $0 else { return nil }
                return v0
            }
        }
        var score: AnyCasePath<Outer, Int> {
            ._$embed(Outer.score) {
                guard case let .score(v0) = $0 else { return nil }
                return v0
            }
        }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension MiniTCATests {
    @Suite @MainActor struct CaseKeyPaths {
        @Test func aCaseKeyPathExtractsItsCaseOnly() {
            let action = Outer.child(.rename("Blob"))
            #expect(action[case: \.child] == .rename("Blob"))
            let name: String? = action[case: \.child.rename]
            #expect(name == "Blob")
            #expect(action[case: \.child.tap] == nil)
            #expect(action[case: \.score] == nil)
        }

        @Test func aCaseKeyPathEmbedsAPayload() {
            let path: CaseKeyPath<Outer, String> = \.child.rename
            #expect(path("Blob") == Outer.child(.rename("Blob")))
            let tap: CaseKeyPath<Inner, Void> = \.tap
            #expect(tap() == Inner.tap)
        }

        @Test func isAndCaseNameTheCaseAValueIsIn() {
            #expect(Outer.score(1).is(\.score))
            #expect(!Outer.score(1).is(\.child))
            #expect(Inner.rename("x").case == \Inner.Cases.rename)
            #expect(Inner.tap.case == \Inner.Cases.tap)
            #expect(Array(Inner.allCasePaths) == [\Inner.Cases.tap, \Inner.Cases.rename])
        }

        @Test func aCaseKeyPathMatchesInASwitch() {
            func kind(_ action: Outer) -> String {
                switch action {
                case \.child.tap: return "tap"
                case \.child: return "other child"
                default: return "other"
                }
            }
            #expect(kind(.child(.tap)) == "tap")
            #expect(kind(.child(.rename("x"))) == "other child")
            #expect(kind(.score(2)) == "other")
        }

        @Test func dynamicMemberLookupReadsAPayload() {
            let score: Int? = Outer.score(3).score
            #expect(score == 3)
            #expect(Outer.score(3).child == nil)
        }

        @Test func modifyChangesThePayloadInItsCaseAndReportsAnotherCase() async {
            var value = Outer.score(1)
            value.modify(\.score) { $0 += 41 }
            #expect(value == .score(42))
            let issues = await capturingIssues {
                value.modify(\.child) { $0 = .tap }
            }
            #expect(value == .score(42))
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix("Can't modify 'score(42)' via 'CaseKeyPath<") == true)
        }

        @Test func writingThroughACaseKeyPathOnlyReplacesItsOwnCase() {
            var value = Outer.score(1)
            value[case: \.score] = 2
            #expect(value == .score(2))
            value[case: \.child] = .tap
            #expect(value == .score(2))
        }

        @Test func optionalAndResultAreCasePathable() {
            let some: Int? = 3
            let wrapped: Int? = some[case: \.some]
            #expect(wrapped == 3)
            #expect(some.is(\.some))
            let result: Result<Int, CancellationError> = .success(1)
            let success: Int? = result[case: \.success]
            #expect(success == 1)
            #expect(result[case: \.failure] == nil)
            let destination: Outer? = .child(.tap)
            #expect(destination.is(\.child))
            var optional: Outer? = .score(1)
            optional.modify(\.score) { $0 += 1 }
            #expect(optional == .score(2))
        }

        @Test func aCasePathMadeFromACaseKeyPathWorksWhereTheOldOneDid() {
            let path = AnyCasePath<Outer, Inner>(\.child)
            #expect(path.extract(from: .child(.tap)) == .tap)
            #expect(path.embed(.tap) == .child(.tap))
            let old = (/Outer.child).rename
            #expect(old.extract(from: .child(.rename("x"))) == "x")
        }
    }
}
