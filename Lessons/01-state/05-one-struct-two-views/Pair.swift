import SwiftUI

// Predict the trace. Do not change the views; change only the predictions at the bottom.
// 트레이스 예측: 뷰는 고치지 말고, 맨 아래의 예측만 고치세요.
//
// When is a view's identity decided? Here one `Counter` value is created once and placed twice.
// The checks mount `Pair` and tap the FIRST "Count: 0" button once.
// 뷰의 아이덴티티는 언제 정해질까요? 여기서는 `Counter` 값 하나를 한 번 만들어 두 곳에 놓습니다.
// 체크는 `Pair`를 마운트하고 첫 번째 "Count: 0" 버튼을 한 번 탭합니다.

struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}

struct Pair: View {
    let counter = Counter()

    var body: some View {
        VStack {
            counter
            counter
        }
    }
}

// What do the two buttons show after the tap (top one first)?
// 탭한 뒤 두 버튼은 무엇을 보여 줄까요(위의 버튼부터)?
let predictedTitlesAfterTap: [String] = ["Count: ?", "Count: ?"]

// How many times does a Counter body run because of the tap (not counting the first appearance)?
// 탭 때문에 Counter 바디는 몇 번 실행될까요(처음 나타날 때는 빼고)?
let predictedCounterBodyRunsForTap: Int = -1
