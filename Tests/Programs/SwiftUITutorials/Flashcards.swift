// In the style of Hacking with Swift's Flashzilla (100 Days of SwiftUI, days 86–91): a pile of
// flashcards. Each card flips with .onTapGesture and is swiped away with a DragGesture —
// right when you knew it, left when you did not; a short drag springs back. Only the top card
// takes touches (.allowsHitTesting), so the cards under it cannot be flipped through it.
import SwiftUI

struct Flashcard: Identifiable, Equatable {
    let id = UUID()
    let question: String
    let answer: String
}

struct CardView: View {
    let card: Flashcard
    let onSwipe: (_ knewIt: Bool) -> Void

    @State private var showsAnswer = false
    @State private var drag = CGSize.zero

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color(.systemBackground))
                .shadow(radius: 6)
            VStack {
                Text(card.question)
                    .font(.largeTitle)
                if showsAnswer {
                    Text(card.answer)
                        .font(.title)
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .frame(width: 320, height: 200)
        .rotationEffect(.degrees(drag.width / 10))
        .offset(x: drag.width * 3)
        .opacity(1.5 - abs(drag.width) / 120)
        .accessibilityAddTraits(.isButton)
        .onTapGesture {
            showsAnswer.toggle()
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    drag = value.translation
                }
                .onEnded { _ in
                    if abs(drag.width) > 100 {
                        onSwipe(drag.width > 0)
                    } else {
                        drag = .zero
                    }
                }
        )
    }
}

struct ContentView: View {
    @State private var pile = [
        Flashcard(question: "Peru", answer: "Lima"),
        Flashcard(question: "Kenya", answer: "Nairobi"),
        Flashcard(question: "Norway", answer: "Oslo"),
    ]
    @State private var known = 0
    @State private var missed = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Known \(known) · Missed \(missed)")
            ZStack {
                ForEach(pile) { card in
                    CardView(card: card) { knewIt in
                        withAnimation {
                            pile.removeAll { $0 == card }
                            if knewIt { known += 1 } else { missed += 1 }
                        }
                    }
                    .allowsHitTesting(card == pile.last)
                }
            }
            if pile.isEmpty {
                Text("All done!")
            }
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Known 0 · Missed 0", "Peru", "Kenya", "Norway"], "\(app.texts)")

try app.tap("Norway")
precondition(app.texts.contains("Oslo"), "the top card flips: \(app.texts)")
do {
    try app.tap("Peru")
    preconditionFailure("a card under the top one cannot be touched")
} catch let error as HostError {
    precondition(error.description.contains(".allowsHitTesting(false)"), "\(error)")
}

try app.drag("Norway", by: CGSize(width: 40, height: 0))
precondition(app.texts.contains("Norway"), "a short drag springs back: \(app.texts)")
try app.drag("Norway", by: CGSize(width: 150, height: 10))
precondition(app.texts == ["Known 1 · Missed 0", "Peru", "Kenya"], "swiped right: known: \(app.texts)")

try app.drag("Kenya", by: CGSize(width: -180, height: 0))
try app.tap("Peru")
precondition(app.texts == ["Known 1 · Missed 1", "Peru", "Lima"], "the next card is on top now: \(app.texts)")
try app.drag("Peru", by: CGSize(width: 200, height: 0))
precondition(app.texts == ["Known 2 · Missed 1", "All done!"], "\(app.texts)")
