import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `.toolbar` with plain views and with `ToolbarItem`s.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct ToolbarTests {
    private struct Editor: View {
        @State private var editing = false
        @State private var saved = 0
        var body: some View {
            NavigationStack {
                Text("Saved \(saved)")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { editing = false }
                        }
                        if editing {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Save") { saved += 1 }
                            }
                        } else {
                            ToolbarItemGroup(placement: .primaryAction) {
                                Button("Edit") { editing = true }
                                Button("Add", systemImage: "plus") {}
                            }
                        }
                    }
            }
        }
    }

    @Test func toolbarItemsAreOnScreenAndFollowTheBuilder() throws {
        let host = ViewHost(Editor())
        #expect(host.texts == ["Saved 0", "Cancel", "Edit"], "a label in a toolbar shows only its icon")
        try host.tap("Add")
        try host.tap("Edit")
        #expect(host.texts == ["Saved 0", "Cancel", "Save"])
        try host.tap("Save")
        #expect(host.texts.first == "Saved 1")
        #expect(host.renderTree().contains(".toolbar\n      Button \"Cancel\""))
    }

    @Test func toolbarItemsOfACoveredScreenAreOutOfReach() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Next") { Text("Pushed") }
                .toolbar { Button("Root action") {} }
        })
        try host.tap("Next")
        #expect(host.texts == ["Pushed"])
        #expect(throws: HostError.self) { try host.tap("Root action") }
    }
}
