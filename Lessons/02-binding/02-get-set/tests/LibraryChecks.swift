import LessonTesting
import SwiftUI

/// The toggle states as the render tree shows them, e.g. ["Swift": "on", "TCA": "off"].
@MainActor
private func toggleStates(_ host: ViewHost<Library>) -> [String: String] {
    var states: [String: String] = [:]
    for line in host.renderTree().split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("Toggle \"") else { continue }
        let parts = trimmed.split(separator: "\"")
        if parts.count >= 3 {
            states[String(parts[1])] = parts[2].trimmingCharacters(in: .whitespaces)
        }
    }
    return states
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("reads-the-set") { t in
        let host = ViewHost(Library())
        t.expectEqual(toggleStates(host), ["Swift": "on", "Combine": "off", "TCA": "off"], Message(
            en: "the toggles when the list appears (liked = [\"Swift\"])",
            ko: "목록이 처음 나타날 때의 토글 (liked = [\"Swift\"])"))
    }

    grade.check("toggle-on-writes") { t in
        let host = ViewHost(Library())
        try host.toggle("TCA")
        t.expectEqual(host.texts.first, "Liked: Swift, TCA", Message(
            en: "the \"Liked:\" text after switching \"TCA\" on (the setter should insert into the set)",
            ko: "\"TCA\"를 켠 뒤의 \"Liked:\" 텍스트 (세터가 집합에 넣어야 함)"))
        t.expectEqual(toggleStates(host)["TCA"], "on", Message(
            en: "the \"TCA\" toggle after switching it on (the getter should read the set again)",
            ko: "켠 뒤의 \"TCA\" 토글 (게터가 집합을 다시 읽어야 함)"))
    }

    grade.check("toggle-off-writes") { t in
        let host = ViewHost(Library())
        try host.toggle("Swift")
        t.expectEqual(host.texts.first, "Liked: none", Message(
            en: "the \"Liked:\" text after switching \"Swift\" off (the setter should remove from the set)",
            ko: "\"Swift\"를 끈 뒤의 \"Liked:\" 텍스트 (세터가 집합에서 빼야 함)"))
        try host.toggle("Combine")
        try host.toggle("Combine")
        t.expectEqual(host.texts.first, "Liked: none", Message(
            en: "the \"Liked:\" text after switching \"Combine\" on and off again",
            ko: "\"Combine\"을 켰다가 다시 끈 뒤의 \"Liked:\" 텍스트"))
    }

    grade.check("setter-uses-its-value") { t in
        // A binding is written by more than toggles: a "Like" button sets `true` however many
        // times it is pressed, and the setter must store the value it is given, not flip.
        let host = ViewHost(Library())
        @MainActor func binding(_ title: String) throws -> Binding<Bool> {
            try t.require(host.views(of: LikeToggle.self).first { $0.title == title }?.$isLiked, Message(
                en: "a LikeToggle titled \"\(title)\" on screen", ko: "화면에 제목이 \"\(title)\"인 LikeToggle이 있음"))
        }
        try binding("TCA").wrappedValue = true
        try binding("TCA").wrappedValue = true
        t.expectEqual(host.texts.first, "Liked: Swift, TCA", Message(
            en: "the \"Liked:\" text after the \"TCA\" binding is set to `true` twice (a setter is given the new value: use it)",
            ko: "\"TCA\" 바인딩에 `true`를 두 번 쓴 뒤의 \"Liked:\" 텍스트 (세터는 새 값을 받습니다. 그 값을 쓰세요)"))
        try binding("Combine").wrappedValue = false
        t.expectEqual(host.texts.first, "Liked: Swift, TCA", Message(
            en: "the \"Liked:\" text after the \"Combine\" binding, already off, is set to `false`",
            ko: "이미 꺼진 \"Combine\" 바인딩에 `false`를 쓴 뒤의 \"Liked:\" 텍스트"))
    }
}
