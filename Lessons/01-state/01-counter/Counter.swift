import SwiftUI

// A counter: the button's title shows how many times it was tapped.
//
// Right now it always says "Increment: 0". Make it count.
// Keep the type's name and the button's title format: the checks tap "Increment: <n>".

struct Counter: View {
    private let value = 0

    var body: some View {
        Button("Increment: \(value)") {
            // TODO: count the tap
        }
    }
}
