import SwiftUI

// A list of profiles, shown one at a time. `Profiles` is given the profiles from outside and
// shows the selected one in a `ProfileCard`, which can also edit the age.
//
// Tap "Next": the card still shows the first profile. Find out why, and fix `ProfileCard`
// with the wrapper the lesson's table gives for an object passed in from outside.
// Keep the names, `Profiles(profiles:)`, `ProfileCard(profile:)` and the texts: the checks use them.

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
    @State var profile: Profile

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
