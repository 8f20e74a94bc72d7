import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog` and `\.dismiss`.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct PresentationTests {
    private final class Log {
        var lines: [String] = []
    }

    private struct Editor: View {
        @Environment(\.dismiss) private var dismiss
        @State private var draft = ""
        var body: some View {
            VStack {
                TextField("Draft", text: $draft)
                Button("Close") { dismiss() }
            }
        }
    }

    private struct Notes: View {
        let log: Log
        @State private var showingEditor = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Edit") { showingEditor = true }
                Button("Tap \(taps)") { taps += 1 }
            }
            .sheet(isPresented: $showingEditor, onDismiss: { log.lines.append("dismissed") }) {
                Editor()
            }
        }
    }

    @Test func aSheetIsBuiltWhenPresentedAndCoversTheScreen() throws {
        let host = ViewHost(Notes(log: Log()))
        #expect(host.bodyRunCount(of: Editor.self) == 0)
        let (_, events) = try traced { try host.tap("Edit") }
        #expect(host.bodyRunCount(of: Editor.self) == 1)
        #expect(host.texts == ["Close"])
        #expect(throws: HostError.self) { try host.tap("Tap 0") }
        let created = events.of(.nodeCreated).map(\.path)
        #expect(created.contains("Notes/.sheet"))
        #expect(created.contains("Notes/.sheet/Editor"))
    }

    @Test func dismissRemovesTheSheetAndItsStateThenRunsOnDismiss() throws {
        let log = Log()
        let host = ViewHost(Notes(log: log))
        try host.tap("Edit")
        try host.type("Hello", into: "Draft")
        #expect(host.texts == ["Hello", "Close"])
        let (_, events) = try traced { try host.tap("Close") }
        #expect(events.of(.stateWrite).map(\.property) == ["showingEditor"])
        #expect(events.of(.nodeRemoved).map(\.subject).prefix(2) == [".sheet", "Editor"])
        #expect(log.lines == ["dismissed"])
        #expect(host.texts == ["Edit", "Tap 0"])
        try host.tap("Edit")
        #expect(host.texts == ["Close"], "a new presentation starts with new @State")
    }

    @Test func swipingDownASheetWritesItsBinding() throws {
        let host = ViewHost(Notes(log: Log()))
        #expect(throws: HostError.self) { try host.dismissSheet() }
        try host.tap("Edit")
        try host.dismissSheet()
        #expect(host.texts == ["Edit", "Tap 0"])
        #expect(host.renderTree().contains("_showingEditor = false"))
    }

    private struct Item: Identifiable {
        let id: Int
    }

    private struct Detail: View {
        let item: Item
        @State private var opened = 0
        var body: some View {
            Button("Item \(item.id), opened \(opened)") { opened += 1 }
        }
    }

    private struct Items: View {
        @State private var selected: Item?
        var body: some View {
            VStack {
                Button("One") { selected = Item(id: 1) }
            }
            .sheet(item: $selected) { item in
                VStack {
                    Detail(item: item)
                    Button("Next") { selected = Item(id: item.id + 1) }
                    Button("Done") { selected = nil }
                }
            }
        }
    }

    @Test func sheetItemPresentsTheItemAndANewItemIsANewScreen() throws {
        let host = ViewHost(Items())
        try host.tap("One")
        try host.tap("Item 1, opened 0")
        #expect(host.texts.first == "Item 1, opened 1")
        try host.tap("Next")
        #expect(host.texts.first == "Item 2, opened 0")
        try host.tap("Done")
        #expect(host.texts == ["One"])
    }

    private struct Cover: View {
        @State private var showing = false
        var body: some View {
            Button("Open") { showing = true }
                .fullScreenCover(isPresented: $showing) {
                    CoverContent()
                }
        }
    }

    private struct CoverContent: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Button(isPresented ? "Close cover" : "Not presented") { dismiss() }
        }
    }

    @Test func aFullScreenCoverClosesOnlyThroughItsContent() throws {
        let host = ViewHost(Cover())
        try host.tap("Open")
        #expect(throws: HostError.self) { try host.dismissSheet() }
        try host.tap("Close cover")
        #expect(host.texts == ["Open"])
    }

    private struct Themed: View {
        @State private var showing = true
        var body: some View {
            Text("Under")
                .sheet(isPresented: $showing) { FontReader() }
                .font(.title)
        }
    }

    private struct FontReader: View {
        @Environment(\.font) private var font
        var body: some View { Text("font \(font.map { "\($0)" } ?? "none")") }
    }

    @Test func sheetContentInheritsThePresentersEnvironment() {
        let host = ViewHost(Themed())
        #expect(host.texts == ["font title"])
    }

    private struct Score: View {
        let log: Log
        @State private var showing = false
        @State private var score = 0
        var body: some View {
            Button("Score \(score)") {
                score += 1
                showing = true
            }
            .alert("Scored", isPresented: $showing) {
                Button("Again") { log.lines.append("again, showing: \(showing)") }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your score is \(score)")
            }
        }
    }

    @Test func anAlertShowsItsTextsAndClosesAfterTheTappedButtonsAction() throws {
        let log = Log()
        let host = ViewHost(Score(log: log))
        try host.tap("Score 0")
        #expect(host.texts == ["Scored", "Your score is 1", "Again", "Cancel"])
        #expect(throws: HostError.self) { try host.tap("Score 1") }
        try host.tap("Again")
        #expect(log.lines == ["again, showing: true"], "the action runs while the alert is still up")
        #expect(host.texts == ["Score 1"])
    }

    private struct Plain: View {
        @State private var showing = true
        var body: some View {
            Text("Under").alert("Saved", isPresented: $showing) {}
        }
    }

    @Test func anAlertWithoutButtonsGetsOK() throws {
        let host = ViewHost(Plain())
        #expect(host.texts == ["Saved", "OK"])
        try host.tap("OK")
        #expect(host.texts == ["Under"])
    }

    private struct Dialog: View {
        let visibility: Visibility
        @State private var showing = true
        @State private var deleted = false
        var body: some View {
            Text(deleted ? "Deleted" : "Kept")
                .confirmationDialog("Delete it?", isPresented: $showing, titleVisibility: visibility) {
                    Button("Delete", role: .destructive) { deleted = true }
                }
        }
    }

    @Test func aConfirmationDialogShowsItsTitleOnlyWhenAskedAndClosesOnAction() throws {
        #expect(ViewHost(Dialog(visibility: .automatic)).texts == ["Delete"])
        let host = ViewHost(Dialog(visibility: .visible))
        #expect(host.texts == ["Delete it?", "Delete"])
        try host.tap("Delete")
        #expect(host.texts == ["Deleted"])
    }

    private struct Nested: View {
        @State private var first = false
        @State private var second = false
        var body: some View {
            Button("First") { first = true }
                .sheet(isPresented: $first) {
                    Button("Second") { second = true }
                        .sheet(isPresented: $second) { Text("Inner") }
                }
        }
    }

    @Test func aSheetPresentedFromASheetIsInFront() throws {
        let host = ViewHost(Nested())
        try host.tap("First")
        try host.tap("Second")
        #expect(host.texts == ["Inner"])
        try host.dismissSheet()
        #expect(host.texts == ["Second"])
    }

    /// The iOS 13–14 values, still in many tutorials.
    private struct OldStyle: View {
        @State private var showsAlert = false
        @State private var showsSheet = false
        @State private var picked: Photo?
        @State private var log: [String] = []
        struct Photo: Identifiable {
            let id: Int
        }
        var body: some View {
            VStack {
                Text(log.joined(separator: ", "))
                Button("Delete") { showsAlert = true }
                Button("Share") { showsSheet = true }
                Button("Photo 7") { picked = Photo(id: 7) }
            }
            .alert(isPresented: $showsAlert) {
                Alert(
                    title: Text("Delete?"), message: Text("It cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { log.append("deleted") },
                    secondaryButton: .cancel())
            }
            .actionSheet(isPresented: $showsSheet) {
                ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")) { log.append("mailed") }, .cancel()])
            }
            .alert(item: $picked) { photo in
                Alert(title: Text("Photo \(photo.id)"))
            }
        }
    }

    @Test func alertsAndActionSheetsWrittenAsValuesPresentLikeTheirSuccessors() throws {
        let host = ViewHost(OldStyle())
        try host.tap("Delete")
        #expect(host.texts == ["Delete?", "It cannot be undone.", "Delete", "Cancel"])
        try host.tap("Delete")
        try host.tap("Share")
        #expect(host.texts == ["Share", "Mail", "Cancel"])
        try host.tap("Mail")
        #expect(host.texts.first == "deleted, mailed")
        try host.tap("Photo 7")
        // An alert without buttons has an OK button, which closes it and clears the item.
        #expect(host.texts == ["Photo 7", "OK"])
        try host.tap("OK")
        #expect(host.texts == ["deleted, mailed", "Delete", "Share", "Photo 7"])
    }

    @Test func aPopoverIsASheetOnAnIPhone() throws {
        struct Tip: View {
            @State private var showing = false
            var body: some View {
                Button("Tip") { showing = true }
                    .popover(isPresented: $showing) { Text("Swipe to delete") }
            }
        }
        let host = ViewHost(Tip())
        try host.tap("Tip")
        #expect(host.texts == ["Swipe to delete"])
        try host.dismissSheet()
        #expect(host.texts == ["Tip"])
    }
}
