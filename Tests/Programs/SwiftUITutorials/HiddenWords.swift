// In the style of Hacking with Swift's Word Scramble (100 Days of SwiftUI, days 29–31): find
// the short words hidden in a long one. A TextField whose .onSubmit adds a guess, rows inserted
// inside withAnimation, .onAppear starting a round, an alert with a message, and a toolbar
// button. The long words are written inline, and a fixed list stands in for the spelling check.
import SwiftUI

struct ContentView: View {
    @State private var longWord = ""
    @State private var guess = ""
    @State private var found: [String] = []

    @State private var problem = ""
    @State private var problemDetail = ""
    @State private var showsProblem = false

    let longWords = ["starling"]
    let knownWords: Set = ["star", "ring", "sling", "grain", "tails"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Your guess", text: $guess)
                        .textInputAutocapitalization(.never)
                }

                Section {
                    ForEach(found, id: \.self) { word in
                        HStack {
                            Text(word)
                            Spacer()
                            Image(systemName: "\(word.count).square")
                        }
                    }
                }
            }
            .navigationTitle(longWord)
            .onSubmit(check)
            .onAppear(perform: newRound)
            .alert(problem, isPresented: $showsProblem) {
                Button("Got it") {}
            } message: {
                Text(problemDetail)
            }
            .toolbar {
                Button("Another word", action: newRound)
            }
        }
    }

    func check() {
        let word = guess.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !word.isEmpty else { return }
        if found.contains(word) {
            complain("Already found", "Look for a different one.")
        } else if !canSpell(word) {
            complain("Wrong letters", "“\(longWord)” has no letters for “\(word)”.")
        } else if !knownWords.contains(word) {
            complain("Unknown word", "That one is not in the word list.")
        } else {
            withAnimation {
                found.insert(word, at: 0)
            }
            guess = ""
        }
    }

    func newRound() {
        longWord = longWords.randomElement() ?? "starling"
        found = []
    }

    /// Each letter of `word` used once from the long word.
    func canSpell(_ word: String) -> Bool {
        var letters = Array(longWord)
        for letter in word {
            guard let index = letters.firstIndex(of: letter) else { return false }
            letters.remove(at: index)
        }
        return true
    }

    func complain(_ title: String, _ detail: String) {
        problem = title
        problemDetail = detail
        showsProblem = true
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.renderTree().contains(#".navigationTitle("starling")"#), "onAppear started a round:\n\(app.renderTree())")

try app.type("star", into: "Your guess")
try app.submit("Your guess")
try app.type("Ring ", into: "Your guess")
try app.submit("Your guess")
precondition(app.texts == ["ring", "star", "Another word"], "the newest word first, the field cleared: \(app.texts)")

try app.type("star", into: "Your guess")
try app.submit("Your guess")
precondition(app.texts == ["Already found", "Look for a different one.", "Got it"], "\(app.texts)")
try app.tap("Got it")

try app.type("stripe", into: "Your guess")
try app.submit("Your guess")
precondition(app.texts.first == "Wrong letters", "\(app.texts)")
try app.tap("Got it")

try app.tap("Another word")
precondition(app.texts == ["stripe", "Another word"], "a new round clears the list but not the field: \(app.texts)")
