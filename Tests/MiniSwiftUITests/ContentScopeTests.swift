import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

// Apple, "Managing model data in your app"
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app), on
// collection tracking: in `List(books) { book in Text(book.title) }` the list's view depends on
// `books`, and each row depends on the `title` it reads; renaming one book updates that row only.
@Observable
private final class Book: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
private final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
}

@MainActor
@Suite(.serialized, .isolatedTrace)
struct ContentScopeTests {
    private struct BookList: View {
        let library: Library
        var body: some View {
            List(library.books) { book in
                Text(book.title)
            }
        }
    }

    @Test func renamingABookReRunsItsRowAloneAndTheScreenShowsIt() {
        let library = Library()
        let host = ViewHost(BookList(library: library))
        #expect(host.texts == ["Dune", "Emma"])
        let (_, events) = traced {
            library.books[1].title = "Persuasion"
            host.flush()
        }
        #expect(host.texts == ["Dune", "Persuasion"])
        #expect(host.bodyRunCount(of: BookList.self) == 1)
        let rowRuns = events.of(.bodyRan)
        #expect(rowRuns.map(\.path) == ["BookList/List/ForEach#2"])
        #expect(rowRuns.map(\.fact) == [.contentClosure])
        #expect(events.of(.objectWillChange).map(\.path) == ["BookList/List/ForEach#2"])
    }

    #if os(Linux)
    /// Where Observation says which key path changed, the trace names the property written, with
    /// its old and new values, once for the write and before the views it invalidates.
    @Test func aWriteToAnObservablePropertyIsNamedWithItsValues() {
        let library = Library()
        let host = ViewHost(BookList(library: library))
        let (_, events) = traced {
            library.books[0].title = "Dune Messiah"
            host.flush()
        }
        let writes = events.of(.stateWrite)
        #expect(writes.map(\.subject) == ["Book"])
        #expect(writes.map(\.property) == ["title"])
        #expect(writes.map(\.oldValue) == ["\"Dune\""])
        #expect(writes.map(\.newValue) == ["\"Dune Messiah\""])
        #expect(writes.map(\.detail) == ["@Observable"])
        #expect(events.firstIndex { $0.kind == .stateWrite }! < events.firstIndex { $0.kind == .objectWillChange }!)
    }
    #endif

    @Test func addingABookReRunsTheListsBody() {
        let library = Library()
        let host = ViewHost(BookList(library: library))
        library.books.append(Book(id: 3, title: "Ulysses"))
        host.flush()
        #expect(host.texts == ["Dune", "Emma", "Ulysses"])
        #expect(host.bodyRunCount(of: BookList.self) == 2)
    }

    private struct Picks: View {
        @State private var chosen = 1
        var body: some View {
            VStack {
                ForEach(1..<4) { number in
                    Button(number == chosen ? "[\(number)]" : "\(number)") { chosen = number }
                }
            }
        }
    }

    @Test func aForEachRowsStateReadIsTheRowsDependency() throws {
        let host = ViewHost(Picks())
        #expect(host.texts == ["[1]", "2", "3"])
        try host.tap("3")
        #expect(host.texts == ["1", "2", "[3]"])
        #expect(host.bodyRunCount(of: Picks.self) == 1)
    }

    private struct Measured: View {
        let library: Library
        var body: some View {
            GeometryReader { proxy in
                Text("\(library.books[0].title) \(Int(proxy.size.width))")
            }
        }
    }

    @Test func aGeometryReadersContentTracksItsOwnReads() {
        let library = Library()
        let host = ViewHost(Measured(library: library))
        library.books[0].title = "Middlemarch"
        host.flush()
        #expect(host.texts == ["Middlemarch 393"])
        #expect(host.bodyRunCount(of: Measured.self) == 1)
    }
}
