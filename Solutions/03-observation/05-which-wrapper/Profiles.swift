import SwiftUI

// The card does not own the profile: it is passed in, and the parent decides which one. So no
// owning wrapper (`@State` keeps its *first* object for the node's whole life). An @Observable
// object passed in is a plain property — observed just by reading it — and `@Bindable` adds the
// `$` the stepper needs, without owning or copying anything.

@Observable
final class Profile {
    var name: String
    var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

struct ProfileCard: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack {
            Text("Name: \(profile.name)")
            Stepper("Age: \(profile.age)", value: $profile.age)
        }
    }
}

struct Profiles: View {
    let profiles: [Profile]
    @State private var selected = 0

    var body: some View {
        VStack {
            ProfileCard(profile: profiles[selected])
            Button("Next") { selected = (selected + 1) % profiles.count }
        }
    }
}
