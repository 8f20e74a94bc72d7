import ComposableArchitecture
import LessonTesting

// Each check runs in its own program: the `passes-…` checks against the course's NumberFact,
// each `catches-…` check against one broken NumberFact (tests/variants/, declared in
// exercise.json) with the same names and shape. Every check runs one of the learner's @Test
// functions as swift-testing runs it, and reads the issues it recorded.

private let firstTest = "factAfterIncrements"
private let secondTest = "factFails"

@MainActor
private func issues(of name: String, _ t: CheckContext) async throws -> [String] {
    try t.require(await issuesRecorded(runningTest: name), Message(
        en: "a swift-testing test named \(name) in NumberFactTests.swift",
        ko: "NumberFactTests.swift에 있는 \(name)라는 이름의 swift-testing 테스트"),
        why: Message(
            en: "No test of that name ran. The checks run your tests by name: keep `import Testing`, the `@Test` attribute and the name \(name).",
            ko: "그 이름의 테스트가 실행되지 않았습니다. 체크는 테스트를 이름으로 실행합니다. `import Testing`, `@Test` 속성, 그리고 \(name)라는 이름을 그대로 두세요."))
}

@MainActor
private func expectPasses(_ t: CheckContext, _ name: String) async throws {
    let recorded = try await issues(of: name, t)
    t.expect(recorded.isEmpty, Message(
        en: "the test \(name) must pass against the real NumberFact; the issues it recorded",
        ko: "\(name) 테스트는 실제 NumberFact에 대해 통과해야 합니다. 기록된 이슈"),
        expected: "0", actual: "\(recorded.count):\n" + recorded.joined(separator: "\n\n"))
}

@MainActor
private func expectCaught(_ t: CheckContext, _ name: String, _ what: Message) async throws {
    let recorded = try await issues(of: name, t)
    t.expect(!recorded.isEmpty, Message(
        en: "issues the test \(name) recorded against a NumberFact that \(what.en): none — it passed, so it would let this bug through",
        ko: "\(what.ko ?? what.en) NumberFact에 대해 \(name) 테스트가 기록한 이슈: 하나도 없습니다 — 통과했으니 이 버그를 그냥 통과시킵니다"),
        expected: "≥ 1", actual: "0")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("passes-fact-after-increments") { t in
        try await expectPasses(t, firstTest)
    }

    grade.check("passes-fact-fails") { t in
        try await expectPasses(t, secondTest)
    }

    grade.check("catches-wrong-number") { t in
        try await expectCaught(t, firstTest, Message(
            en: "asks the client about the number after the count", ko: "카운트 다음 숫자에 대해 클라이언트에게 묻는"))
    }

    grade.check("catches-still-loading") { t in
        try await expectCaught(t, firstTest, Message(
            en: "leaves isLoading on after a fact arrives", ko: "사실이 도착한 뒤에도 isLoading을 켜 두는"))
    }

    grade.check("catches-failure-shows-a-fact") { t in
        try await expectCaught(t, secondTest, Message(
            en: "shows a made-up fact when the client fails", ko: "클라이언트가 실패하면 지어낸 사실을 보여 주는"))
    }
}
