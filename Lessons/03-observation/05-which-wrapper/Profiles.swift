import SwiftUI

// A list of profiles, shown one at a time. `Profiles` is given the profiles from outside and
// shows the selected one in a `ProfileCard`, which can also edit the age.
// 프로필 목록을 한 번에 하나씩 보여 줍니다. `Profiles`는 프로필을 바깥에서 받아, 고른 프로필을
// `ProfileCard`에 보여 줍니다. 카드에서는 나이도 고칠 수 있습니다.
//
// Tap "Next": the card still shows the first profile. Find out why, and fix `ProfileCard`
// with the wrapper the lesson's table gives for an object passed in from outside.
// Keep the names, `Profiles(profiles:)`, `ProfileCard(profile:)` and the texts: the checks use them.
// "Next"를 탭해도 카드는 첫 프로필을 그대로 보여 줍니다. 왜 그런지 찾아내고, 강의의 표가 바깥에서
// 건네받은 객체에 쓰라고 한 래퍼로 `ProfileCard`를 고치세요. 이름, `Profiles(profiles:)`,
// `ProfileCard(profile:)`, 텍스트는 그대로 두세요. 체크가 씁니다.

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
