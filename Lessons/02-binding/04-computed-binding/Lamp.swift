import SwiftUI

// A lamp with a brightness from 0 to 10. The rule "0…10" belongs to the model, in one place:
// `LampModel.clampedBrightness`, a computed property with no storage of its own.
// `BrightnessControl` only knows it gets a `Binding<Int>`.
// 밝기가 0부터 10까지인 램프입니다. "0…10"이라는 규칙은 모델의 것이고, 한 곳에만 있습니다. 자기
// 저장 공간이 없는 연산 프로퍼티 `LampModel.clampedBrightness`입니다. `BrightnessControl`은
// `Binding<Int>`를 받는다는 것만 압니다.
//
// Two parts are missing:
//   1. the setter of `clampedBrightness` ignores the new value;
//   2. `Lamp` hands the control a constant binding instead of a binding into the model.
// Complete both. Keep the names and the "Brightness: <n>" label: the checks press its − and +.
// 두 곳이 비어 있습니다.
//   1. `clampedBrightness`의 세터가 새 값을 버립니다.
//   2. `Lamp`가 컨트롤에 모델로 이어지는 바인딩 대신 상수 바인딩을 건넵니다.
// 둘 다 완성하세요. 이름과 "Brightness: <n>" 라벨은 그대로 두세요. 체크가 그 −와 +를 누릅니다.

final class LampModel: ObservableObject {
    @Published var brightness = 0

    var clampedBrightness: Int {
        get { min(max(0, brightness), 10) }
        set {
            // TODO: store the new value in `brightness`, kept within 0...10
            // TODO: 새 값을 0...10 안으로 맞춰 `brightness`에 저장하세요
        }
    }
}

struct BrightnessControl: View {
    @Binding var level: Int

    var body: some View {
        Stepper("Brightness: \(level)", value: $level)
    }
}

struct Lamp: View {
    @StateObject private var model = LampModel()

    var body: some View {
        VStack {
            // TODO: bind the control to the model's `clampedBrightness`
            // TODO: 컨트롤을 모델의 `clampedBrightness`에 바인딩하세요
            BrightnessControl(level: .constant(model.clampedBrightness))
            Text(model.brightness == 0 ? "Off" : "On")
        }
    }
}
