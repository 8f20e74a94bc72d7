import Foundation
import Testing
@testable import TCALearnCore

/// A starter's comments say what they say in English and in Korean: `lesson check` reports a
/// comment in one language only, and the course in this repository has none.
@Suite struct StarterCommentsTests {
    @Test func anEnglishParagraphWithoutItsKoreanIsReported() {
        let source = """
            import SwiftUI

            // A counter. Make it count.
            // 카운터입니다. 세게 만드세요.
            //
            // Keep the names: the checks use them.

            struct Counter: View {
                var body: some View {
                    Button("Tap") {}   // TODO: count the tap
                }
            }
            """
        #expect(StarterComments.problems(in: source).map(\.line) == [6, 10])
    }

    @Test func bothLanguagesInOneCommentAreNot() {
        let source = """
            // Predict the trace. Change only the numbers.
            // 트레이스 예측: 숫자만 고치세요.
            //
            // The checks mount `Screen` and tap "Tap" twice.
            //
            // 체크는 `Screen`을 마운트하고 "Tap"을 두 번 탭합니다.

            // MARK: - The presented feature
            // let appReducer = Reducer<AppState, AppAction, Void>.combine(
            //     childReducer.pullback(state: \\.child, action: /AppAction.child, environment: { _ in })
            // )
            struct Screen {
                let url = "https://example.com/a//b"
                // TODO
                let delay = 5   // debounce: 5 ms here / 디바운스: 여기서는 5 ms
                let mark = 1   // ①
            }
            """
        #expect(StarterComments.problems(in: source).isEmpty)
    }

    @Test func koreanWithoutItsEnglishIsReported() {
        let source = """
            // 카운터입니다. 세게 만드세요.
            struct Counter {}
            """
        #expect(StarterComments.problems(in: source).map(\.line) == [1])
    }

    @Test func aKoreanCommentsParticleIsReadAsInTheTexts() {
        let source = """
            // The whole state is the view state.
            // `observe: { $0 }`는 상태 전체를 뷰 상태로 삼습니다.
            """
        let problems = StarterComments.problems(in: source)
        #expect(problems.map(\.line) == [1])
        #expect(problems.first?.message.contains("`observe: { $0 }`은") == true)
    }

    @Test func theCoursesStartersCommentInBothLanguages() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let problems = StarterComments.problems(in: course)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
