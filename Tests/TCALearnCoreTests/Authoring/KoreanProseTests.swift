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
