// In the style of Apple's SwiftUI tutorials on the Landmarks app (lists and navigation, user
// input, complex interfaces, UI controls; iOS 17 edition): a guide to hiking trails. An
// @Observable guide in the environment; a TabView of a home grouped by kind and a list
// filtered by a Toggle; NavigationLink { detail } label: { row }; a detail that edits the guide
// through `@Bindable var guide = guide` and a heart button's @Binding; and a hiker sheet that an
// EditButton switches between a summary and an editor working on a draft.
import SwiftUI

struct Trail: Hashable, Identifiable {
    enum Kind: String, CaseIterable {
        case coast = "Coast"
        case forest = "Forest"
        case alpine = "Alpine"
    }

    let id: Int
    var name: String
    var region: String
    var country: String
    var kind: Kind
    var isFavorite: Bool

    var notes: String { "Notes on \(name)." }
    var photo: Image { Image(name.lowercased()) }
}

struct Hiker {
    enum Weather: String, CaseIterable, Identifiable {
        case sunny = "☀️"
        case rainy = "🌧"
        case foggy = "🌫"
        case snowy = "❄️"

        var id: Self { self }
    }

    var nickname: String
    var wantsReminders = true
    var weather = Weather.foggy

    static let newcomer = Hiker(nickname: "trail_fox")
}

@Observable
class TrailGuide {
    var trails = [
        Trail(id: 1, name: "Cliff Path", region: "Cornwall", country: "England", kind: .coast, isFavorite: true),
        Trail(id: 2, name: "Beech Hollow", region: "Black Forest", country: "Germany", kind: .forest, isFavorite: false),
        Trail(id: 3, name: "Glacier Loop", region: "Valais", country: "Switzerland", kind: .alpine, isFavorite: true),
    ]
    var hiker = Hiker.newcomer

    var trailsByKind: [String: [Trail]] {
        Dictionary(grouping: trails) { $0.kind.rawValue }
    }
}

struct RoundPhoto: View {
    let photo: Image

    var body: some View {
        photo
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 3)
            }
            .shadow(radius: 5)
    }
}

struct HeartButton: View {
    @Binding var isOn: Bool

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            Label("Keep this trail", systemImage: isOn ? "heart.fill" : "heart")
                .labelStyle(.iconOnly)
                .foregroundStyle(isOn ? .red : .gray)
        }
    }
}

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack {
            trail.photo
                .resizable()
                .frame(width: 44, height: 44)
            Text(trail.name)
            Spacer()
            if trail.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
            }
        }
    }
}

struct TrailDetail: View {
    @Environment(TrailGuide.self) var guide
    let trail: Trail

    var index: Int {
        guide.trails.firstIndex { $0.id == trail.id }!
    }

    var body: some View {
        @Bindable var guide = guide

        ScrollView {
            RoundPhoto(photo: trail.photo)
                .offset(y: -80)
                .padding(.bottom, -80)

            VStack(alignment: .leading) {
                HStack {
                    Text(trail.name)
                        .font(.title)
                    HeartButton(isOn: $guide.trails[index].isFavorite)
                }
                HStack {
                    Text(trail.region)
                    Spacer()
                    Text(trail.country)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text(trail.notes)
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct TrailList: View {
    @Environment(TrailGuide.self) var guide
    @State private var keptOnly = false

    var shown: [Trail] {
        guide.trails.filter { !keptOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $keptOnly) {
                    Text("Kept trails only")
                }
                ForEach(shown) { trail in
                    NavigationLink {
                        TrailDetail(trail: trail)
                    } label: {
                        TrailRow(trail: trail)
                    }
                }
            }
            .animation(.default, value: shown)
            .navigationTitle("Trails")
        } detail: {
            Text("Pick a trail")
        }
    }
}

struct KindItem: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading) {
            trail.photo
                .renderingMode(.original)
                .resizable()
                .frame(width: 140, height: 140)
                .cornerRadius(6)
            Text(trail.name)
                .font(.caption)
        }
        .padding(.leading, 12)
    }
}

struct KindRow: View {
    let kind: String
    let trails: [Trail]

    var body: some View {
        VStack(alignment: .leading) {
            Text(kind)
                .font(.headline)
                .padding(.leading, 12)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(trails) { trail in
                        NavigationLink {
                            TrailDetail(trail: trail)
                        } label: {
                            KindItem(trail: trail)
                        }
                    }
                }
            }
            .frame(height: 170)
        }
    }
}

struct HikerSummary: View {
    let hiker: Hiker

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(hiker.nickname)
                .bold()
                .font(.title)
            Text("Reminders: \(hiker.wantsReminders ? "yes" : "no")")
            Text("Best weather: \(hiker.weather.rawValue)")
        }
    }
}

struct HikerEditor: View {
    @Binding var hiker: Hiker

    var body: some View {
        List {
            HStack {
                Text("Nickname")
                Spacer()
                TextField("Nickname", text: $hiker.nickname)
                    .multilineTextAlignment(.trailing)
            }
            Toggle("Trail reminders", isOn: $hiker.wantsReminders)
            Picker("Best weather", selection: $hiker.weather) {
                ForEach(Hiker.Weather.allCases) { weather in
                    Text(weather.rawValue).tag(weather)
                }
            }
        }
    }
}

struct HikerSheet: View {
    @Environment(\.editMode) var editMode
    @Environment(TrailGuide.self) var guide
    @State private var draft = Hiker.newcomer

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                if editMode?.wrappedValue == .active {
                    Button("Cancel", role: .cancel) {
                        draft = guide.hiker
                        editMode?.animation().wrappedValue = .inactive
                    }
                }
                Spacer()
                EditButton()
            }

            if editMode?.wrappedValue == .inactive {
                HikerSummary(hiker: guide.hiker)
            } else {
                HikerEditor(hiker: $draft)
                    .onAppear { draft = guide.hiker }
                    .onDisappear { guide.hiker = draft }
            }
        }
        .padding()
    }
}

struct KindHome: View {
    @Environment(TrailGuide.self) var guide
    @State private var showsHiker = false

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(guide.trailsByKind.keys.sorted(), id: \.self) { kind in
                    KindRow(kind: kind, trails: guide.trailsByKind[kind]!)
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Highlights")
            .toolbar {
                Button {
                    showsHiker.toggle()
                } label: {
                    Label("Hiker", systemImage: "figure.hiking")
                }
            }
            .sheet(isPresented: $showsHiker) {
                HikerSheet()
                    .environment(guide)
            }
        } detail: {
            Text("Pick a trail")
        }
    }
}

struct ContentView: View {
    enum Tab {
        case highlights, all
    }

    @State private var tab = Tab.highlights

    var body: some View {
        TabView(selection: $tab) {
            KindHome()
                .tabItem { Label("Highlights", systemImage: "mountain.2") }
                .tag(Tab.highlights)
            TrailList()
                .tabItem { Label("All trails", systemImage: "list.bullet") }
                .tag(Tab.all)
        }
    }
}

// An app's `WindowGroup { … }` content, written as the root view.
struct TrailsApp: View {
    @State private var guide = TrailGuide()

    var body: some View {
        ContentView()
            .environment(guide)
    }
}

// MARK: - Played

let app = ViewHost(TrailsApp())
precondition(app.texts == ["Alpine", "Glacier Loop", "Coast", "Cliff Path", "Forest", "Beech Hollow", "Highlights", "All trails"], "\(app.texts)")

try app.tap("Hiker")
precondition(app.texts == ["Edit", "trail_fox", "Reminders: yes", "Best weather: 🌫"], "the hiker sheet: \(app.texts)")
try app.tap("Edit")
try app.type("ridge_owl", into: "Nickname")
try app.toggle("Trail reminders")
try app.tap("Done")
precondition(app.texts == ["Edit", "ridge_owl", "Reminders: no", "Best weather: 🌫"], "onDisappear saved the draft: \(app.texts)")
try app.dismissSheet()

try app.tap("Cliff Path")
precondition(app.texts.first == "Cliff Path" && app.texts.contains("Cornwall"), "a home item pushes its detail: \(app.texts)")
try app.goBack()

try app.selectTab("All trails")
precondition(app.texts == ["Kept trails only", "Cliff Path", "Beech Hollow", "Glacier Loop", "Highlights", "All trails"], "\(app.texts)")

try app.toggle("Kept trails only")
precondition(app.texts == ["Kept trails only", "Cliff Path", "Glacier Loop", "Highlights", "All trails"], "\(app.texts)")
try app.toggle("Kept trails only")

let detailRuns = app.bodyRunCount(of: TrailDetail.self)
try app.tap("Beech Hollow")
precondition(app.bodyRunCount(of: TrailDetail.self) == detailRuns + 1, "pushing builds the detail once")
precondition(app.texts.first == "Beech Hollow", "the pushed detail is on screen: \(app.texts)")
precondition(!app.texts.contains("Kept trails only"), "the list is under the detail: \(app.texts)")

try app.tap("Keep this trail")
try app.goBack()
try app.toggle("Kept trails only")
precondition(app.texts == ["Kept trails only", "Cliff Path", "Beech Hollow", "Glacier Loop", "Highlights", "All trails"], "the trail kept in the detail shows in the list: \(app.texts)")
