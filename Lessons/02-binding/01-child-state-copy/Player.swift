import SwiftUI

// A player with a volume. The parent `Player` shows "Volume: <n>" and has a "Mute" button;
// the child `VolumeControl` has a stepper to change the level.
// 볼륨이 있는 플레이어입니다. 부모 `Player`는 "Volume: <n>"과 "Mute" 버튼을 보여 주고, 자식
// `VolumeControl`에는 볼륨을 바꾸는 스테퍼가 있습니다.
//
// Press + on the stepper: the stepper's label changes, but "Volume:" does not.
// Tap "Mute": the stepper does not go back to 0.
// Find out why (the trace of `tca-learn check` shows who writes what), and fix it.
// Keep the names `Player` and `VolumeControl` and the texts: the checks use them.
// 스테퍼의 +를 누르면 스테퍼의 라벨은 바뀌지만 "Volume:"은 그대로입니다. "Mute"를 탭해도 스테퍼는
// 0으로 돌아가지 않습니다. 왜 그런지 찾아내고(`tca-learn check`의 트레이스에 누가 무엇을 쓰는지
// 나옵니다) 고치세요. `Player`와 `VolumeControl`이라는 이름과 텍스트는 그대로 두세요. 체크가 씁니다.

struct VolumeControl: View {
    @State var level: Int

    var body: some View {
        Stepper("Level: \(level)", value: $level)
    }
}

struct Player: View {
    @State private var volume = 3

    var body: some View {
        VStack {
            Text("Volume: \(volume)")
            VolumeControl(level: volume)
            Button("Mute") { volume = 0 }
        }
    }
}
