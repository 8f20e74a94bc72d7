import MiniTCA
import Testing

private struct Basket: Equatable {
    var fruit: [String]
    var paid = false
}

extension MiniTCATests {
    @Suite @MainActor struct AssertNoDifference {
        @Test func equalValuesPass() async {
            let issues = await capturingIssues {
                XCTAssertNoDifference(Basket(fruit: ["fig"]), Basket(fruit: ["fig"]))
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func differentValuesFailWithTheirDiff() async {
            let issues = await capturingIssues {
                XCTAssertNoDifference(Basket(fruit: ["fig"], paid: true), Basket(fruit: ["fig"], paid: false))
            }
            #expect(issues.messages == [
                """
                XCTAssertNoDifference failed: …

                  \u{2007} Basket(
                  \u{2007}   fruit: […],
                  \u{2212}   paid: true
                  +   paid: false
                  \u{2007} )

                (First: \u{2212}, Second: +)
                """,
            ])
        }
    }
}
