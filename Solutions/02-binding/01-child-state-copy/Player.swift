import SwiftUI

// `Player` owns the volume: its `@State` is the one source of truth. `VolumeControl` does not own
// a copy; it holds a `Binding` (a getter and a setter) to the parent's storage, so its writes land
// in `Player.volume` and the parent's later changes (Mute) are what it reads.

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        Stepper("Level: \(level)", value: $level)
    }
}

struct Player: View {
    @State private var volume = 3

    var body: some View {
        VStack {
            Text("Volume: \(volume)")
            VolumeControl(level: $volume)
            Button("Mute") { volume = 0 }
        }
    }
}
