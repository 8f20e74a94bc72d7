import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("shows-given-profile") { t in
        let host = ViewHost(Profiles(profiles: [Profile(name: "Ara", age: 30), Profile(name: "Bo", age: 25)]))
        t.expectEqual(host.texts, ["Name: Ara", "Age: 30", "Next"], Message(
            en: "the card when the list appears", ko: "목록이 처음 나타날 때의 카드"))
    }

    grade.check("follows-next-profile") { t in
        let host = ViewHost(Profiles(profiles: [Profile(name: "Ara", age: 30), Profile(name: "Bo", age: 25)]))
        let mounted = t.trace.count
        try host.tap("Next")
        t.expectEqual(host.texts, ["Name: Bo", "Age: 25", "Next"], Message(
            en: "the card after \"Next\" (the parent now passes Bo's profile)",
            ko: "\"Next\" 뒤의 카드 (부모가 이제 Bo의 프로필을 넘김)"))
        // A new identity per profile (`.id(selected)`) also shows Bo, by throwing the card away:
        // the card is to follow the object it is given, not be replaced.
        let replaced = t.trace.dropFirst(mounted).contains { $0.kind == .nodeCreated && $0.subject == "ProfileCard" }
        t.expect(!replaced, Message(
            en: "the card after \"Next\": the same ProfileCard, given another profile",
            ko: "\"Next\" 뒤의 카드: 다른 프로필을 받은 같은 ProfileCard"),
            expected: "ProfileCard kept", actual: "+ ProfileCard created (new identity)",
            why: Message(
                en: "A new identity made a new card, whose new @State holds Bo. The card still keeps, in @State, an object it does not own; it is only thrown away each time, and anything else it kept is lost on every \"Next\".",
                ko: "새 아이덴티티가 새 카드를 만들었고, 그 카드의 새 @State가 Bo를 담았습니다. 카드는 여전히 소유하지 않은 객체를 @State에 들고 있고, 매번 버려질 뿐입니다. 카드가 보관하던 다른 것도 \"Next\"마다 사라집니다."))
    }

    grade.check("edits-the-shown-profile") { t in
        let ara = Profile(name: "Ara", age: 30)
        let bo = Profile(name: "Bo", age: 25)
        let host = ViewHost(Profiles(profiles: [ara, bo]))
        try host.tap("Next")
        let ageLabel = try t.require(host.texts.first(where: { $0.hasPrefix("Age: ") }), Message(
            en: "a stepper labelled \"Age: <n>\"", ko: "\"Age: <n>\" 라벨의 스테퍼"))
        try host.increment(ageLabel)
        t.expect(bo.age == 26 && ara.age == 30, Message(
            en: "the ages after \"Next\" and + on the card (the + should edit the profile the parent passed: Bo)",
            ko: "\"Next\" 뒤 카드에서 +를 누른 뒤의 나이 (+는 부모가 넘긴 프로필인 Bo를 고쳐야 함)"),
            expected: "Ara 30, Bo 26", actual: "Ara \(ara.age), Bo \(bo.age)")
    }
}
