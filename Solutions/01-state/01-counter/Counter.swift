import SwiftUI

// A counter: the button's title shows how many times it was tapped.
//
// `@State` gives the view storage that lives in its render node, not in the struct: the struct
// is rebuilt on every update, the node (and the count) stays as long as the view's identity does.

struct Counter: View {
    @State private var value = 0

    var body: some View {
        Button("Increment: \(value)") {
            value += 1
        }
    }
}
