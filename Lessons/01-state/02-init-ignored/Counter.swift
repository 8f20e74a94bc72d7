import SwiftUI

// `Counter(start: 5)` should begin counting at 5. It always begins at 0.
// Find out why (the trace of `tca-learn check` shows it), and fix it without changing how
// `Counter` is created: the checks call `Counter(start:)`.

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
