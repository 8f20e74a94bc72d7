import MiniTCA
import Testing

/// An action enum that tries to look like another case to anything reading it through `Mirror`
/// or `description`.
private enum Disguised: Equatable, CustomReflectable, CustomStringConvertible {
    case ping
    case score(Int)
    case rename(String)

    var customMirror: Mirror { Mirror(self, children: ["score": 99], displayStyle: .enum) }
    var description: String { "score" }
}

extension MiniTCATests {
    @Suite @MainActor struct CasePaths {
        @Test func aCaseWithoutPayloadHasACasePath() {
            let ping = /Disguised.ping
            #expect(ping.extract(from: .ping) != nil)
            #expect(ping.extract(from: .score(1)) == nil)
            #expect(ping.embed(()) == .ping)
        }

        @Test func customMirrorOnAnActionDoesNotChangeWhichCaseItIs() {
            // Read through Mirror, every value would claim to be `.score(99)`.
            #expect((/Disguised.score).extract(from: .score(3)) == 3)
            #expect((/Disguised.score).extract(from: .rename("x")) == nil)
            #expect((/Disguised.score).extract(from: .ping) == nil)
            #expect((/Disguised.rename).extract(from: .rename("x")) == "x")
        }

        @Test func aCasePathMatchesItsCaseAsAPattern() async {
            // A payload that is not Equatable: the reason real tests receive by pattern.
            struct Receipt { let total: Int }
            enum Till { case ring, printed(Receipt) }
            var matched: [String] = []
            for action in [Till.ring, .printed(Receipt(total: 3))] {
                switch action {
                case /Till.printed: matched.append("printed")
                default: matched.append("other")
                }
            }
            #expect(matched == ["other", "printed"])
            #expect((/Disguised.score) ~= .score(1))
            #expect(!((/Disguised.score) ~= .rename("score")))

            let store = TestStore(initialState: 0) {
                Reduce<Int, Till> { total, action in
                    switch action {
                    case .ring: return .send(.printed(Receipt(total: 3)))
                    case let .printed(receipt):
                        total = receipt.total
                        return .none
                    }
                }
            }
            await store.send(.ring)
            await store.receive({ (/Till.printed) ~= $0 }) { $0 = 3 }
        }

        @Test func theIdentityCasePathCanBeSpelledThroughItsStaticMember() async {
            let identity: CasePath<Disguised, Disguised> = /.self
            #expect(identity.extract(from: .ping) == .ping)
            // An optional counter that only counts while it is there.
            let store = TestStore(initialState: Int?.some(1)) {
                EmptyReducer<Int?, Void>()
                    .ifLet(\.self, action: /.self) {
                        Reduce { count, _ in
                            count += 1
                            return .none
                        }
                    }
            }
            await store.send(()) { $0 = 2 }
        }

        @Test func xctModifyChangesThePayloadAndFailsWhenNothingChanged() async {
            var value = Disguised.score(1)
            let issues = await capturingIssues {
                XCTModify(&value, case: /Disguised.score) { $0 += 1 }
                XCTModify(&value, case: /Disguised.score) { _ in }
                XCTModify(&value, case: /Disguised.rename) { $0 = "never" }
            }
            #expect(value == .score(2))
            #expect(issues.messages.first == #"XCTModify failed: expected "Int" value to be modified but it was unchanged."#)
            #expect(issues.messages.last?.hasPrefix(
                #"XCTModify failed: expected to extract value of type "String" from "Disguised" …"#) == true)
        }

        @Test func xctModifyNeedNotChangeAnythingInANonExhaustiveTestStore() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Optional(1)) {
                    Reduce<Int?, Void> { _, _ in .none }
                }
                store.exhaustivity = .off
                await store.send(()) { XCTModify(&$0) { _ in } }
            }
            #expect(issues.messages.isEmpty)
        }
    }
}
