import Foundation
import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `@FocusState` with `.focused`, `TextField(value:format:)`, `Text(_:format:)`, `.onSubmit`,
/// `.searchable` and `TextEditor`.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct TextInputTests {
    private struct Amount: View {
        @State private var amount = 0.0
        @FocusState private var amountIsFocused: Bool
        var body: some View {
            Form {
                TextField("Amount", value: $amount, format: .number)
                    .focused($amountIsFocused)
                Text(amount * 2, format: .number)
            }
            .toolbar {
                if amountIsFocused {
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }

    @Test func typingFocusesTheFieldAndWritingFalseUnfocusesIt() throws {
        let host = ViewHost(Amount())
        #expect(!host.texts.contains("Done"))
        let (_, events) = try traced { try host.type("21", into: "Amount") }
        #expect(events.of(.stateWrite).map(\.property) == ["amountIsFocused", "amount"])
        #expect(host.texts.contains("Done"))
        try host.tap("Done")
        #expect(!host.texts.contains("Done"))
        #expect(host.renderTree().contains("_amountIsFocused = false"))
    }

    @Test func aFormattedFieldShowsAndParsesThroughItsFormat() throws {
        let host = ViewHost(Amount())
        try host.type("1.5", into: "Amount")
        #expect(host.texts.prefix(2) == [(1.5).formatted(.number), (3.0).formatted(.number)])
        let (_, events) = try traced { try host.type("lots", into: "Amount") }
        #expect(events.of(.stateWrite).filter { $0.property == "amount" }.isEmpty, "text the format cannot read changes nothing")
        #expect(host.texts.first == (1.5).formatted(.number))
    }

    private enum Field: Hashable {
        case name, email
    }

    private struct SignUp: View {
        @State private var name = ""
        @State private var email = ""
        @FocusState private var focused: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focused, equals: .name)
                TextField("Email", text: $email).focused($focused, equals: .email)
                Text(focused.map { "\($0)" } ?? "none")
            }
        }
    }

    @Test func focusMovesBetweenFieldsWithEqualsValues() throws {
        let host = ViewHost(SignUp())
        #expect(host.texts == ["none"])
        try host.type("Ann", into: "Name")
        #expect(host.texts.last == "name")
        try host.type("ann@example.com", into: "Email")
        #expect(host.texts.last == "email")
    }

    private struct Words: View {
        @State private var word = ""
        @State private var used: [String] = []
        var body: some View {
            List {
                TextField("Enter your word", text: $word)
                    .textInputAutocapitalization(.never)
                ForEach(used, id: \.self) { Text($0) }
            }
            .onSubmit {
                used.insert(word, at: 0)
                word = ""
            }
        }
    }

    @Test func submitRunsTheNearestOnSubmit() throws {
        let host = ViewHost(Words())
        try host.type("swift", into: "Enter your word")
        try host.submit("Enter your word")
        #expect(host.texts == ["swift"])
        #expect(throws: HostError.self) { try ViewHost(TextField("Lone", text: .constant(""))).submit("Lone") }
    }

    private struct Search: View {
        @State private var query = ""
        let names = ["Ann", "Bob", "Anna"]
        var body: some View {
            NavigationStack {
                List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                    .searchable(text: $query)
            }
        }
    }

    @Test func searchableAddsASearchField() throws {
        let host = ViewHost(Search())
        try host.type("Ann", into: "Search")
        #expect(host.texts == ["Ann", "Anna", "Ann"])
    }

    @Test func aTextEditorIsFoundWithoutATitle() throws {
        struct Notes: View {
            @State private var notes = ""
            var body: some View { TextEditor(text: $notes) }
        }
        let host = ViewHost(Notes())
        try host.type("Line one", into: "")
        #expect(host.texts == ["Line one"])
    }
}

/// What `Text("…")` shows of a string literal: its inline Markdown read, its values as they are.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct TextMarkdownTests {
    @Test func literalsAreReadAsInlineMarkdown() {
        let name = "**Ann**"
        let cups = 2
        let host = ViewHost(VStack {
            Text("This is **bold**, *italic*, ~~struck~~, `code` and [a link](https://example.com)")
            Text("Hello \(name), 100 * 2 = 200, snake_case")
            Text("^[\(cups) cup](inflect: true) and ^[1 cup](inflect: true), ^[3 person](inflect: true)")
            Text(verbatim: "**as is**")
            Text("Total: \(12.5, format: .number)")
            Button("**Save**") {}
        })
        #expect(host.texts == [
            "This is bold, italic, struck, code and a link",
            "Hello **Ann**, 100 * 2 = 200, snake_case",
            "2 cups and 1 cup, 3 people",
            "**as is**",
            "Total: \((12.5).formatted(.number))",
            "Save",
        ])
    }
}
