import SwiftUI

// `Counter(start: 5)` should begin counting at 5. It always begins at 0.
// Find out why (the trace of `tca-learn check` shows it), and fix it without changing how
// `Counter` is created: the checks call `Counter(start:)`.
// `Counter(start: 5)`는 5부터 세야 하는데, 언제나 0부터 셉니다. 왜 그런지 찾아내고
// (`tca-learn check`의 트레이스에 나옵니다), `Counter`를 만드는 방식은 바꾸지 말고 고치세요.
// 체크가 `Counter(start:)`를 부릅니다.

struct Counter: View {
    @State private var count = 0

    init(start: Int) {
        self.count = start
    }

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}
