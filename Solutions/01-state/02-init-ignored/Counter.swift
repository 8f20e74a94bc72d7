import SwiftUI

// In `init` the view has no render node yet, so `self.count = start` writes nowhere.
// Setting the wrapper instead hands the render node its initial value when it is created.

struct Counter: View {
    @State private var count: Int

    init(start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View {
        Button("Count: \(count)") {
            count += 1
        }
    }
}
