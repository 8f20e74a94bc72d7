import LessonTesting
import ComposableArchitecture

/// What TCA 1.4 does with each snippet, and why, from TCA's "Migrating to 1.4".
private let answers: [String: (compiles: Bool, why: Message)] = [
    "A": (true, Message(
        en: "A: @Reducer applies @CasePathable to the feature's Action, so `\\.child` names the case.",
        ko: "A: @Reducer가 피처의 Action에 @CasePathable을 붙이므로 `\\.child`가 케이스를 가리킵니다.")),
    "B": (false, Message(
        en: "B: without @Reducer nothing makes Action @CasePathable, and an enum case is not a property: `\\.child` is no key path at all. (`/Action.child` still compiles in 1.4, deprecated.)",
        ko: "B: @Reducer가 없으면 Action을 @CasePathable로 만드는 것이 없고, 열거형 케이스는 프로퍼티가 아닙니다. `\\.child`는 키 패스가 되지 못합니다. (`/Action.child`는 1.4에서도 폐기 예정인 채로 컴파일됩니다.)")),
    "C": (true, Message(
        en: "C: @CasePathable on the enum is what `\\.child` needs; @Reducer is only the usual way to get it.",
        ko: "C: `\\.child`에 필요한 것은 열거형의 @CasePathable입니다. @Reducer는 그것을 얻는 흔한 방법일 뿐입니다.")),
    "D": (false, Message(
        en: "D: every enum the key path goes through must be @CasePathable. @Reducer annotates Action, not the Delegate enum nested in it: `.goalReached` cannot be named until Delegate is @CasePathable too.",
        ko: "D: 키 패스가 지나는 열거형은 모두 @CasePathable이어야 합니다. @Reducer는 Action에 붙을 뿐, 그 안에 중첩된 Delegate 열거형에는 붙지 않습니다. Delegate도 @CasePathable이 되기 전에는 `.goalReached`를 가리킬 수 없습니다.")),
    "E": (true, Message(
        en: "E: every enum on the way is @CasePathable, and for a PresentationAction the `.presented` step may be left out: `\\.addItem.delegate.saveItem`. It asserts the case, not the payload.",
        ko: "E: 지나는 열거형이 모두 @CasePathable이고, PresentationAction에서는 `.presented` 단계를 빼도 됩니다: `\\.addItem.delegate.saveItem`. 이것은 페이로드가 아니라 케이스를 단언합니다.")),
]

@MainActor
private func checkSnippets(_ letters: [String], _ t: CheckContext) {
    for letter in letters {
        let answer = answers[letter]!
        let yours = predictedCompiles[letter]
        t.expect(yours == answer.compiles, Message(
            en: "snippet \(letter) compiles against TCA 1.4 (your prediction vs. TCA's \"Migrating to 1.4\")",
            ko: "조각 \(letter)가 TCA 1.4에서 컴파일된다 (예측과 TCA의 \"Migrating to 1.4\" 비교)"),
            expected: "\(answer.compiles)", actual: yours.map { "\($0)" } ?? "(no prediction)", why: answer.why)
    }
}

// Snippets A and C as they compile: the runtime runs @Reducer and @CasePathable, so once the
// prediction is made, the trace shows both scoping the child's action by its case key path.
@Reducer
private struct RunA {
    struct State: Equatable { var child = Child.State() }
    enum Action { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Child() }
    }
}

private struct RunC: Reducer {
    struct State: Equatable { var child = Child.State() }
    @CasePathable
    enum Action { case child(Child.Action) }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Child() }
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("scope-spellings") { t in
        // The 1.0 spelling at work, for the trace: the case path extracts .incrementButtonTapped.
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.child(.incrementButtonTapped))
        // A and C, run: the same action reaches Child through `\.child`.
        let a = Store(initialState: RunA.State()) { RunA() }
        a.send(.child(.incrementButtonTapped))
        let c = Store(initialState: RunC.State()) { RunC() }
        c.send(.child(.incrementButtonTapped))
        checkSnippets(["A", "B", "C"], t)
    }

    grade.check("receive-spellings") { t in
        checkSnippets(["D", "E"], t)
    }
}
