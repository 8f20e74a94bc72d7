import SwiftUI

// Predict the trace. Do not change the views; change only the predictions at the bottom.

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

// Two positions, two render nodes, two states: only the first one counts the tap.
// 위치 둘, 렌더 노드 둘, 상태 둘: 탭을 세는 것은 첫 번째뿐.
let predictedTitlesAfterTap: [String] = ["Count: 1", "Count: 0"]

// Only the first node's state was written, so only its body runs again.
// 첫 번째 노드의 상태에만 썼으므로, 그 바디만 다시 실행됨.
let predictedCounterBodyRunsForTap: Int = 1
