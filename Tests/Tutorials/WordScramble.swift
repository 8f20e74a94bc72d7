// Hacking with Swift, 100 Days of SwiftUI, days 29–31 ("Word Scramble"), as the tutorial writes
// it — apart from the word list, which is inline instead of read from the app bundle, and the
// UITextChecker spelling check, which is a fixed dictionary: a TextField with .onSubmit, rows
// added inside withAnimation, .onAppear starting the game, an alert with a message, a toolbar.
import SwiftUI

struct ContentView: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    let allWords = ["silkworm"]
    let dictionary: Set = ["silk", "worm", "milk", "works"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                }

                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
            .alert(errorTitle, isPresented: $showingError) {
                Button("OK") { }
            } message: {
                Text(errorMessage)
            }
            .toolbar {
                Button("New word", action: startGame)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)

        guard answer.count > 0 else { return }

        guard isOriginal(word: answer) else {
            wordError(title: "Word used already", message: "Be more original")
            return
        }

        guard isPossible(word: answer) else {
            wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
            return
        }

        guard isReal(word: answer) else {
            wordError(title: "Word not recognized", message: "You can't just make them up, you know!")
            return
        }

        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
    }

    func startGame() {
        rootWord = allWords.randomElement() ?? "silkworm"
        usedWords = []
    }

    func isOriginal(word: String) -> Bool {
        !usedWords.contains(word)
    }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord

        for letter in word {
            if let pos = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: pos)
            } else {
                return false
            }
        }

        return true
    }

    func isReal(word: String) -> Bool {
        dictionary.contains(word)
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.renderTree().contains(#".navigationTitle("silkworm")"#), "onAppear started the game:\n\(app.renderTree())")

try app.type("silk", into: "Enter your word")
try app.submit("Enter your word")
try app.type("Worm ", into: "Enter your word")
try app.submit("Enter your word")
precondition(app.texts == ["worm", "silk", "New word"], "the newest word first, the field cleared: \(app.texts)")

try app.type("silk", into: "Enter your word")
try app.submit("Enter your word")
precondition(app.texts == ["Word used already", "Be more original", "OK"], "\(app.texts)")
try app.tap("OK")

try app.type("spill", into: "Enter your word")
try app.submit("Enter your word")
precondition(app.texts.first == "Word not possible", "\(app.texts)")
try app.tap("OK")

try app.tap("New word")
precondition(app.texts == ["spill", "New word"], "a new game clears the list but not the field: \(app.texts)")
