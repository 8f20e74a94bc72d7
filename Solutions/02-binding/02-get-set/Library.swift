import SwiftUI

// `Binding(get:set:)` is the value + setter pair packed in one value. The getter answers "is this
// title liked?" from the set; the setter turns a Bool back into an insert or a remove. The set
// stays the one source of truth; nothing stores a Bool.

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
        Binding(
            get: { liked.contains(title) },
            set: { isLiked in
                if isLiked {
                    liked.insert(title)
                } else {
                    liked.remove(title)
                }
            })
    }
}
