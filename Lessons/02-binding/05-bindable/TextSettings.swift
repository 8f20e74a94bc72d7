import SwiftUI

// Text settings in an `@Observable` model, given to the screen from outside.
// The stepper and the toggle are bound to constants: they show the model's values, and
// pressing them does nothing.
// `@Observable` 모델에 담긴 텍스트 설정이고, 화면은 이 모델을 바깥에서 받습니다. 스테퍼와 토글은
// 상수에 바인딩되어 있어서, 모델의 값을 보여 주기만 하고 눌러도 아무 일이 일어나지 않습니다.
//
// An @Observable object needs no wrapper to be *observed*, but then there is no `$` to make a
// binding with. Give both controls real bindings into the model:
//   - in `SizeControl`, with the property-wrapper form;
//   - in `SettingsScreen` (for the toggle), with the inline form.
// Keep the names, `SettingsScreen(settings:)` and the texts: the checks use them.
// @Observable 객체는 *관찰되는* 데 래퍼가 필요 없지만, 그러면 바인딩을 만들 `$`도 없습니다. 두
// 컨트롤 모두 모델로 이어지는 진짜 바인딩을 주세요.
//   - `SizeControl`에서는 프로퍼티 래퍼 형태로,
//   - `SettingsScreen`에서는(토글에) 인라인 형태로.
// 이름, `SettingsScreen(settings:)`, 텍스트는 그대로 두세요. 체크가 씁니다.

@Observable
final class TextSettings {
    var size = 14
    var isBold = false
}

struct SizeControl: View {
    let settings: TextSettings

    var body: some View {
        // TODO: a binding to `settings.size`
        // TODO: `settings.size`로 이어지는 바인딩
        Stepper("Size: \(settings.size)", value: .constant(settings.size))
    }
}

struct SettingsScreen: View {
    let settings: TextSettings

    var body: some View {
        VStack {
            SizeControl(settings: settings)
            // TODO: a binding to `settings.isBold`
            // TODO: `settings.isBold`로 이어지는 바인딩
            Toggle("Bold", isOn: .constant(settings.isBold))
            Text(settings.isBold ? "Preview (bold)" : "Preview")
        }
    }
}
