// In the style of Apple's Scrumdinger tutorial (Passing data with bindings; Creating the edit
// view): reading clubs. List($clubs) { $club in … } with NavigationLink(destination:), a
// detail view that edits a copy in a sheet with Cancel and Save toolbar items, a Slider over a
// computed Double, a Picker of colour swatches, ForEach(…).onDelete on the members, an icon
// button with an accessibility label, and a custom LabelStyle.
import SwiftUI

enum Cover: String, CaseIterable, Identifiable {
    case sage, coral, navy, sand

    var color: Color { Color(rawValue) }
    var ink: Color { self == .navy ? .white : .black }
    var title: String { rawValue.capitalized }
    var id: Self { self }
}

struct Club: Identifiable {
    struct Member: Identifiable {
        let id = UUID()
        var name: String
    }

    let id = UUID()
    var name: String
    var members: [Member]
    var pagesPerWeek: Int
    var cover: Cover

    /// The slider works in `Double`s.
    var pagesAsDouble: Double {
        get { Double(pagesPerWeek) }
        set { pagesPerWeek = Int(newValue) }
    }

    init(name: String, members: [String], pagesPerWeek: Int, cover: Cover) {
        self.name = name
        self.members = members.map { Member(name: $0) }
        self.pagesPerWeek = pagesPerWeek
        self.cover = cover
    }

    static let blank = Club(name: "", members: [], pagesPerWeek: 50, cover: .sand)
}

struct IconAfterTitle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == IconAfterTitle {
    static var iconAfterTitle: Self { Self() }
}

struct ClubCard: View {
    let club: Club

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(club.name)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack {
                Label("\(club.members.count)", systemImage: "person.2")
                    .accessibilityLabel("\(club.members.count) members")
                Spacer()
                Label("\(club.pagesPerWeek)", systemImage: "book")
                    .accessibilityLabel("\(club.pagesPerWeek) pages a week")
                    .labelStyle(.iconAfterTitle)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(club.cover.ink)
    }
}

struct CoverPicker: View {
    @Binding var cover: Cover

    var body: some View {
        Picker("Cover", selection: $cover) {
            ForEach(Cover.allCases) { cover in
                Text(cover.title)
                    .padding(4)
                    .background(cover.color)
                    .clipShape(.rect(cornerRadius: 4))
                    .tag(cover)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct ClubEditor: View {
    @Binding var club: Club
    @State private var newMember = ""

    var body: some View {
        Form {
            Section(header: Text("The club")) {
                TextField("Name", text: $club.name)
                HStack {
                    Slider(value: $club.pagesAsDouble, in: 10...200, step: 10) {
                        Text("Pages")
                    }
                    .accessibilityValue("\(club.pagesPerWeek) pages")
                    Text("\(club.pagesPerWeek) pages")
                        .accessibilityHidden(true)
                }
                CoverPicker(cover: $club.cover)
            }
            Section(header: Text("Members")) {
                ForEach(club.members) { member in
                    Text(member.name)
                }
                .onDelete { offsets in
                    club.members.remove(atOffsets: offsets)
                }
                HStack {
                    TextField("Invite someone", text: $newMember)
                    Button {
                        withAnimation {
                            club.members.append(Club.Member(name: newMember))
                            newMember = ""
                        }
                    } label: {
                        Image(systemName: "person.badge.plus")
                            .accessibilityLabel("Invite")
                    }
                    .disabled(newMember.isEmpty)
                }
            }
        }
    }
}

struct ClubDetail: View {
    @Binding var club: Club
    @State private var draft = Club.blank
    @State private var editing = false

    var body: some View {
        List {
            Section(header: Text("Reading")) {
                HStack {
                    Label("Pace", systemImage: "speedometer")
                    Spacer()
                    Text("\(club.pagesPerWeek) pages")
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Label("Cover", systemImage: "paintbrush")
                    Spacer()
                    Text(club.cover.title)
                        .padding(4)
                        .background(club.cover.color)
                        .cornerRadius(4)
                }
            }
            Section(header: Text("Members")) {
                ForEach(club.members) { member in
                    Label(member.name, systemImage: "person")
                }
            }
        }
        .navigationTitle(club.name)
        .toolbar {
            Button("Edit") {
                draft = club
                editing = true
            }
        }
        .sheet(isPresented: $editing) {
            NavigationStack {
                ClubEditor(club: $draft)
                    .navigationTitle(club.name)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { editing = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                club = draft
                                editing = false
                            }
                        }
                    }
            }
        }
    }
}

struct ClubsView: View {
    @Binding var clubs: [Club]

    var body: some View {
        NavigationStack {
            List($clubs) { $club in
                NavigationLink(destination: ClubDetail(club: $club)) {
                    ClubCard(club: club)
                }
                .listRowBackground(club.cover.color)
            }
            .navigationTitle("Book clubs")
            .toolbar {
                Button {} label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New club")
            }
        }
    }
}

// An app's `WindowGroup { … }` content, written as the root view.
struct BookClubsApp: View {
    @State private var clubs = [
        Club(name: "Poetry", members: ["Ines", "Tomasz", "Mei", "Ade"], pagesPerWeek: 40, cover: .navy),
        Club(name: "Mysteries", members: ["Rosa", "Ken", "Lior"], pagesPerWeek: 120, cover: .coral),
    ]

    var body: some View {
        ClubsView(clubs: $clubs)
    }
}

// MARK: - Played

let app = ViewHost(BookClubsApp())
precondition(app.texts == ["Poetry", "4", "40", "Mysteries", "3", "120"], "\(app.texts)")

try app.tap("Poetry")
precondition(app.texts.contains("Tomasz") && !app.texts.contains("Mysteries"), "the detail is pushed: \(app.texts)")

try app.tap("Edit")
try app.type("Poetry & Prose", into: "Name")
try app.slide("Pages", to: 60)
try app.select(Cover.sage, in: "Cover")
try app.swipeToDelete("Mei")
try app.type("Zoe", into: "Invite someone")
try app.tap("Invite")
precondition(app.texts.contains("60 pages") && app.texts.contains("Zoe"), "the edit sheet shows the copy: \(app.texts)")

try app.tap("Cancel")
precondition(app.texts.contains("Mei") && app.texts.contains("40 pages"), "Cancel drops the copy: \(app.texts)")

try app.tap("Edit")
try app.type("Poetry & Prose", into: "Name")
try app.swipeToDelete("Mei")
try app.tap("Save")
precondition(!app.texts.contains("Mei"), "Save writes the copy back through the binding: \(app.texts)")

try app.goBack()
precondition(app.texts == ["Poetry & Prose", "3", "40", "Mysteries", "3", "120"], "the list shows the edited club: \(app.texts)")
