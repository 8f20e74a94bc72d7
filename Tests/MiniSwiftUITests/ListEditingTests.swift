import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `ForEach($items) { $item in … }`, `List($items)`, `.onDelete`, `.onMove`, `EditButton`, and
/// the collection helpers they hand offsets to.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct ListEditingTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    private struct Tasks: View {
        @State private var tasks = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Bread"), Chore(id: 3, title: "Eggs")]
        var body: some View {
            NavigationStack {
                List {
                    ForEach($tasks) { $task in
                        HStack {
                            TextField("Title \(task.id)", text: $task.title)
                            Toggle("Done \(task.id)", isOn: $task.isDone)
                        }
                    }
                    .onDelete { tasks.remove(atOffsets: $0) }
                    .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
                    Text(tasks.map { "\($0.title)\($0.isDone ? "✓" : "")" }.joined(separator: ","))
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test func eachRowEditsItsElementThroughItsBinding() throws {
        let host = ViewHost(Tasks())
        try host.type("Butter", into: "Title 2")
        try host.toggle("Done 3")
        #expect(host.texts.last == "Edit")
        #expect(host.texts.dropLast().last == "Milk,Butter,Eggs✓")
    }

    @Test func swipeToDeleteHandsTheRowsOffsetToOnDelete() throws {
        let host = ViewHost(Tasks())
        let (_, events) = try traced { try host.swipeToDelete("Bread") }
        #expect(events.of(.interaction).map(\.fact) == [.swipeToDelete])
        #expect(events.of(.interaction).map(\.detail) == ["Bread"])
        #expect(events.of(.nodeRemoved).first?.path.hasSuffix("HStack#2") == true)
        #expect(host.texts.dropLast().last == "Milk,Eggs")
        #expect(throws: HostError.self) { try host.swipeToDelete("Bread") }
    }

    @Test func rowsKeepTheirIdentityWhenMoved() throws {
        let host = ViewHost(Tasks())
        try host.toggle("Done 3")
        let (_, events) = try traced { try host.move("Eggs", to: 0) }
        #expect(events.of(.nodeCreated).isEmpty && events.of(.nodeRemoved).isEmpty)
        #expect(host.texts.dropLast().last == "Eggs✓,Milk,Bread")
        try host.move("Eggs", to: 3)
        #expect(host.texts.dropLast().last == "Milk,Bread,Eggs✓")
    }

    @Test func editButtonSwitchesTheEditModeOfItsScreen() throws {
        let host = ViewHost(Tasks())
        let (_, events) = try traced { try host.tap("Edit") }
        #expect(events.of(.stateWrite).map { "\($0.subject ?? "").\($0.property ?? "")" } == ["Tasks.editMode"])
        #expect(host.texts.last == "Done")
        try host.tap("Done")
        #expect(host.texts.last == "Edit")
    }

    private struct Profile: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            VStack {
                EditButton()
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Summary")
            }
        }
    }

    private struct ProfileHost: View {
        @State private var showing = false
        var body: some View {
            VStack {
                Button("Profile") { showing = true }
                Profile()
            }
            .sheet(isPresented: $showing) { Profile() }
        }
    }

    @Test func aSheetHasAnEditModeOfItsOwn() throws {
        let host = ViewHost(ProfileHost())
        try host.tap("Profile")
        let (_, events) = try traced { try host.tap("Edit") }
        #expect(events.of(.stateWrite).map { "\($0.subject ?? "").\($0.property ?? "")" } == [".sheet.editMode"])
        #expect(events.of(.bodyRan).first.map { "\($0.subject ?? "") \($0.reasons)" } == "Profile [\"_editMode\"]")
        #expect(host.texts == ["Done", "Editing"])
        try host.dismissSheet()
        #expect(host.texts == ["Profile", "Edit", "Summary"])
    }

    private struct BoundList: View {
        @State private var tasks = [Chore(id: 1, title: "Milk")]
        var body: some View {
            List($tasks, id: \.id) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            Text(tasks[0].isDone ? "done" : "open")
        }
    }

    @Test func listTakesABindingToo() throws {
        let host = ViewHost(BoundList())
        try host.toggle("Milk")
        #expect(host.texts == ["Milk", "done"])
    }

    @Test func removeAtOffsetsAndMoveFollowSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["a", "c", "e"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d", "e"])
        letters.move(fromOffsets: [3, 4], toOffset: 0)
        #expect(letters == ["d", "e", "b", "c", "a"])
        letters.move(fromOffsets: [1], toOffset: 5)
        #expect(letters == ["d", "b", "c", "a", "e"])
    }
}
