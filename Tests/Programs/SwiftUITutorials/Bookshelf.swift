// A reading list built the way Apple's "Managing model data in your app" builds its library: an
// @Observable Library of @Observable Books, List(library.books) { book in … } rows, a detail
// screen that renames a book through @Bindable, a rating badge kept from re-running by
// .equatable(), and an ObservableObject whose @Published reading goal a $goal subscriber watches.
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var isAvailable = true

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Library {
    var books = [Book(id: 1, title: "Middlemarch"), Book(id: 2, title: "Beloved"), Book(id: 3, title: "Kindred")]
}

final class ReadingGoal: ObservableObject {
    @Published var perMonth = 2
}

struct RatingBadge: View, Equatable {
    let stars: Int
    let onTap: () -> Void

    static func == (lhs: RatingBadge, rhs: RatingBadge) -> Bool { lhs.stars == rhs.stars }

    var body: some View {
        Button(String(repeating: "★", count: stars), action: onTap)
    }
}

struct BookEditor: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Available", isOn: $book.isAvailable)
        }
    }
}

struct LibraryView: View {
    let library: Library
    @State private var stars = 3
    @State private var opened = 0

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                NavigationLink(book.title) { BookEditor(book: book) }
            }
            Text("Opened \(opened) times")
            RatingBadge(stars: stars) { opened += 1 }.equatable()
            Button("Rate higher") { stars += 1 }
            Button("Look again") { opened += 1 }
        }
    }
}

// MARK: - Played

let library = Library()
let app = ViewHost(LibraryView(library: library))
precondition(app.texts == ["Middlemarch", "Beloved", "Kindred", "Opened 0 times", "★★★", "Rate higher", "Look again"], "\(app.texts)")

try app.tap("Beloved")
try app.type("Beloved (1987)", into: "Title")
try app.goBack()
precondition(app.texts.prefix(3) == ["Middlemarch", "Beloved (1987)", "Kindred"], "the renamed row shows the new title: \(app.texts)")

// A rename from outside the screen updates its row too.
library.books[2].title = "Kindred (1979)"
app.flush()
precondition(app.texts[2] == "Kindred (1979)", "\(app.texts)")

try app.tap("Look again")
precondition(app.bodyRunCount(of: RatingBadge.self) == 1, "an equal badge is not re-evaluated")
try app.tap("Rate higher")
precondition(app.texts.contains("★★★★") && app.bodyRunCount(of: RatingBadge.self) == 2, "\(app.texts)")

let goal = ReadingGoal()
var seen: [String] = []
let watching = goal.$perMonth.sink { value in seen.append("\(value) while the property reads \(goal.perMonth)") }
goal.perMonth = 4
precondition(seen == ["2 while the property reads 2", "4 while the property reads 2"], "\(seen)")
watching.cancel()
