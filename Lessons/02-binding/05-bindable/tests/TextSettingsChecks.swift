import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("stepper-writes-object") { t in
        let settings = TextSettings()
        let host = ViewHost(SettingsScreen(settings: settings))
        try host.increment("Size: 14")
        t.expectEqual(settings.size, 15, Message(
            en: "the model's `size` after pressing + once",
            ko: "+를 한 번 누른 뒤 모델의 `size`"))
        t.expectEqual(host.texts.first, "Size: 15", Message(
            en: "the stepper's label after pressing + once", ko: "+를 한 번 누른 뒤 스테퍼의 라벨"))
    }

    grade.check("toggle-writes-object") { t in
        let settings = TextSettings()
        let host = ViewHost(SettingsScreen(settings: settings))
        try host.toggle("Bold")
        t.expectEqual(settings.isBold, true, Message(
            en: "the model's `isBold` after switching \"Bold\" on",
            ko: "\"Bold\"를 켠 뒤 모델의 `isBold`"))
        t.expectEqual(host.texts.last, "Preview (bold)", Message(
            en: "the preview after switching \"Bold\" on", ko: "\"Bold\"를 켠 뒤의 미리보기"))
    }

    grade.check("same-object") { t in
        let settings = TextSettings()
        let host = ViewHost(SettingsScreen(settings: settings))
        settings.size = 20
        host.flush()
        t.expectEqual(host.texts.first, "Size: 20", Message(
            en: "the stepper's label after the model is changed from outside (size = 20)",
            ko: "밖에서 모델을 바꾼 뒤 (size = 20) 스테퍼의 라벨"))
    }

    grade.check("the-forms-asked") { t in
        // The two forms differ in what the view stores, which reflection shows: the wrapper form
        // stores a `Bindable` (SwiftUI finds it as a dynamic property), the inline form a plain
        // reference.
        func holdsBindable(_ view: Any) -> Bool {
            Mirror(reflecting: view).children.contains { $0.value is Bindable<TextSettings> }
        }
        let settings = TextSettings()
        t.expect(holdsBindable(SizeControl(settings: settings)), Message(
            en: "SizeControl holds its model in a `@Bindable` property (the property-wrapper form)",
            ko: "SizeControl이 모델을 `@Bindable` 프로퍼티에 든다 (프로퍼티 래퍼 형태)"),
            expected: "a @Bindable property", actual: "no @Bindable property")
        t.expect(!holdsBindable(SettingsScreen(settings: settings)), Message(
            en: "SettingsScreen keeps `let settings` and makes its binding inline",
            ko: "SettingsScreen은 `let settings`를 그대로 두고 바인딩을 그 자리에서 만든다"),
            expected: "let settings: TextSettings", actual: "@Bindable var settings")
    }
}

