import SwiftUI

// A match on a scoreboard. Pause the clock, then score a goal: the clock is running again.
// 경기 점수판입니다. 시계를 멈춘 뒤 골을 넣으면 시계가 다시 가고 있습니다.
//
// 1. Make TeamScore and MatchClock print, each from its own body, why that body runs.
//    TeamScore와 MatchClock이 각자 자기 바디에서, 바디가 왜 실행되는지 출력하게 하세요.
// 2. Run `check`, read what your code printed, and name the cause in `cause` below.
//    `check`를 실행해 코드가 출력한 내용을 읽고, 아래 `cause`에 원인을 적으세요.
// 3. Then fix the clock. Keep the names and the labels.
//    그다음 시계를 고치세요. 이름과 라벨은 그대로 두세요.

struct TeamScore: View {
    let team: String
    let points: Int

    var body: some View {
        Text("\(team): \(points)")
    }
}

struct MatchClock: View {
    let period: Int
    @State private var isPaused = false

    var body: some View {
        Button(isPaused ? "Period \(period): paused" : "Period \(period): running") {
            isPaused.toggle()
        }
    }
}

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        VStack {
            TeamScore(team: "Home", points: home)
            TeamScore(team: "Away", points: away)
            MatchClock(period: 1)
                .id(home + away)   // so that the clock is drawn again after each goal / 골이 들어갈 때마다 시계를 다시 그리려고
            Button("Home +1") { home += 1 }
            Button("Away +1") { away += 1 }
        }
    }
}

/// Why did MatchClock's body run when "Home +1" was tapped?
/// "Home +1"을 탭했을 때 MatchClock의 바디는 왜 실행되었나요?
enum Cause {
    case notSureYet
    case newInputs      // @self: its parent gave it different stored properties   부모가 다른 저장 프로퍼티를 줌
    case ownState       // _isPaused: its own @State was written                    자기 @State에 값이 쓰임
    case newIdentity    // @identity: SwiftUI sees a view it has never seen        SwiftUI가 처음 보는 뷰
    case observedModel  // @dependencies: an @Observable property it read changed   읽은 @Observable 프로퍼티가 바뀜
}

let cause: Cause = .notSureYet
