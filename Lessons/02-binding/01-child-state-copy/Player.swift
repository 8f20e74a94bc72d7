import SwiftUI

// A player with a volume. The parent `Player` shows "Volume: <n>" and has a "Mute" button;
// the child `VolumeControl` has a stepper to change the level.
//
// Press + on the stepper: the stepper's label changes, but "Volume:" does not.
// Tap "Mute": the stepper does not go back to 0.
// Find out why (the trace of `tca-learn check` shows who writes what), and fix it.
// Keep the names `Player` and `VolumeControl` and the texts: the checks use them.

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
