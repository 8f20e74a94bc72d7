import SwiftUI

// A reading list. `Library` keeps the liked titles in one set, `liked` (its source of truth),
// and shows one `LikeToggle` per title. `LikeToggle` wants a `Binding<Bool>`: "is this title liked?"
//
// There is no stored Bool to point `$` at: the Bool is *derived* from the set. Right now
// `likeBinding(for:)` returns a constant binding, so the toggles show the right state but
// flipping one does nothing. Complete `likeBinding(for:)` so that flipping a toggle adds the
// title to `liked` or removes it.
// Keep the names, the titles and the "Liked: …" text: the checks use them.

struct LikeToggle: View {
    let title: String
    @Binding var isLiked: Bool

    var body: some View {
        Toggle(title, isOn: $isLiked)
    }
}

struct Library: View {
    @State private var liked: Set<String> = ["Swift"]
    let titles = ["Swift", "Combine", "TCA"]

    var body: some View {
        VStack {
            Text(liked.isEmpty ? "Liked: none" : "Liked: \(liked.sorted().joined(separator: ", "))")
            ForEach(titles, id: \.self) { title in
                LikeToggle(title: title, isLiked: likeBinding(for: title))
            }
        }
    }

    func likeBinding(for title: String) -> Binding<Bool> {
        // TODO: a getter that reads `liked`, and a setter that writes it.
        .constant(liked.contains(title))
    }
}
