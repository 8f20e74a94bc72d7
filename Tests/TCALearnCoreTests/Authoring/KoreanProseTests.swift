import Foundation
import Testing
@testable import TCALearnCore

/// Code names in Korean prose are quoted: `lesson check` reports a bare one, and the course in this
/// repository has none.
@Suite struct KoreanProseTests {
    @Test func aNameRunIntoAParticleIsBare() {
        #expect(KoreanProse.bareNames(in: "스토어의 count를 읽고, get은 게터를 부릅니다.") == ["count", "get"])
        #expect(KoreanProse.bareNames(in: "그 id로 멈추고 viewStore.send가 보냅니다.") == ["id", "viewStore.send"])
    }

    @Test func quotedCodeLinksAndProductNamesAreNot() {
        let text = """
            `count`를 읽습니다. [문서](https://example.com/count를) iOS에서는 SwiftUI가 `.id(x)`로 바꿉니다.
            ```swift
            let a = count를   // inside a code block
            ```
            $count와 @State는 코드의 일부이고, .id는 수식어입니다.
            """
        #expect(KoreanProse.bareNames(in: text) == [])
    }

    /// The particle after code follows its last sound as read, where that sound is certain.
    @Test func aParticleThatDoesNotFollowTheLastSoundIsReported() {
        let text = "`observe: { $0 }`는 상태 전체를, `Visualizer.State(volume:)`는 볼륨을, `3`를 받고 `Toggle`와 `Counter`은 `.binding`가 `Action`로 보냅니다."
        #expect(KoreanProse.misreadParticles(in: text) == [
            "`observe: { $0 }`는 → `observe: { $0 }`은",
            "`Visualizer.State(volume:)`는 → `Visualizer.State(volume:)`은",
            "`3`를 → `3`을",
            "`Toggle`와 → `Toggle`과",
            "`Counter`은 → `Counter`는",
            "`.binding`가 → `.binding`이",
            "`Action`로 → `Action`으로",
        ])
    }

    @Test func particlesAfterCodeReadOneWayOrTwoAreLeftAlone() {
        // Right forms; endings read two ways (이닛, 텍스트; 프라이빗, 스테이트); long expressions.
        let text = """
            `Counter`는 `Toggle`로 `.cancel`로 `likeBinding(for:)`는 `reduce(into:action:)`은 `0`은 `1`로
            `init`은 `Text`는 `private`으로 `State`는 `Text("Count: 0")`를 `WithViewStore(store, observe: { $0 })`로
            ```swift
            // `Counter`은 (a code block is not prose)
            ```
            """
        #expect(KoreanProse.misreadParticles(in: text) == [])
    }

    /// Word-for-word renderings a Korean reader stumbles on, found in the course once: a screen
    /// does not "talk with" a store, it is connected to it.
    @Test func theCoursesKoreanHasNoneOfTheCalquesFoundBefore() throws {
        let lessons = SharedGrader.layout.lessonsFolder
        let files = try #require(FileManager.default.enumerator(at: lessons, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(".ko.md") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("스토어와 이야기하"), "\(file.path)")
        }
    }

    @Test func theCoursesKoreanProseQuotesItsCode() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let problems = KoreanProse.problems(in: course) + TextCompleteness.problems(in: course)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
