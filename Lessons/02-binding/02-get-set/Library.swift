import SwiftUI

// A reading list. `Library` keeps the liked titles in one set, `liked` (its source of truth),
// and shows one `LikeToggle` per title. `LikeToggle` wants a `Binding<Bool>`: "is this title liked?"
// 읽을 책 목록입니다. `Library`는 좋아하는 제목을 집합 하나, `liked`에 두고(진실 공급원), 제목마다
// `LikeToggle`을 하나씩 보여 줍니다. `LikeToggle`은 "이 제목을 좋아하나요?"를 뜻하는
// `Binding<Bool>`을 받습니다.
//
// There is no stored Bool to point `$` at: the Bool is *derived* from the set. Right now
// `likeBinding(for:)` returns a constant binding, so the toggles show the right state but
// flipping one does nothing. Complete `likeBinding(for:)` so that flipping a toggle adds the
// title to `liked` or removes it.
// Keep the names, the titles and the "Liked: …" text: the checks use them.
// `$`를 붙일 저장된 Bool이 없습니다. 이 Bool은 집합에서 *끌어낸* 값입니다. 지금
// `likeBinding(for:)`는 상수 바인딩을 돌려주므로, 토글은 상태를 맞게 보여 주지만 켜고 꺼도 아무 일이
// 일어나지 않습니다. 토글을 켜고 끄면 제목이 `liked`에 더해지거나 빠지도록 `likeBinding(for:)`를
// 완성하세요. 이름, 제목, "Liked: …" 텍스트는 그대로 두세요. 체크가 씁니다.

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
        // TODO: `liked`를 읽는 게터와 `liked`에 쓰는 세터.
        .constant(liked.contains(title))
    }
}
