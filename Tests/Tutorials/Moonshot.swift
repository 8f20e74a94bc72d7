// Hacking with Swift, 100 Days of SwiftUI, days 23 and 39–42 ("Views and modifiers",
// "Moonshot"), as the tutorial writes it: a custom ShapeStyle colour, a LazyVGrid of
// NavigationLinks in a ScrollView, CGFloat sizes, shapes with fill/stroke, GeometryReader,
// containerRelativeFrame, a custom ViewModifier, @ViewBuilder properties, and a
// confirmationDialog and fullScreenCover for good measure.
import SwiftUI

struct Mission: Codable, Identifiable {
    struct CrewRole: Codable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let description: String

    var displayName: String {
        "Apollo \(id)"
    }

    var image: String {
        "apollo\(id)"
    }
}

extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundStyle(.white)
            .padding()
            .background(.blue)
            .clipShape(.rect(cornerRadius: 10))
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }
}

struct MissionView: View {
    let mission: Mission
    @State private var showingCrew = false
    @State private var showingDelete = false

    var body: some View {
        ScrollView {
            VStack {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, axis in
                        width * 0.6
                    }
                    .padding(.top)

                VStack(alignment: .leading) {
                    Rectangle()
                        .frame(height: 2)
                        .foregroundStyle(.lightBackground)
                        .padding(.vertical)

                    Text("Mission Highlights")
                        .font(.title.bold())
                        .padding(.bottom, 5)

                    Text(mission.description)
                }
                .padding(.horizontal)

                Button("Show crew") { showingCrew = true }
                Button("Delete mission", role: .destructive) { showingDelete = true }
            }
            .padding(.bottom)
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .background(.darkBackground)
        .fullScreenCover(isPresented: $showingCrew) {
            CrewView(crew: mission.crew)
        }
        .confirmationDialog("Delete \(mission.displayName)?", isPresented: $showingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct CrewView: View {
    let crew: [Mission.CrewRole]
    @Environment(\.dismiss) var dismiss

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack {
                    ForEach(crew, id: \.name) { member in
                        VStack(alignment: .leading) {
                            Text(member.name.capitalized)
                                .foregroundStyle(.white)
                                .font(.headline)
                            Text(member.role)
                                .foregroundStyle(.white.opacity(0.5))
                        }
                        .frame(width: proxy.size.width * 0.8)
                    }
                }
            }
        }
        .overlay(alignment: .topTrailing) {
            Button("Close") { dismiss() }
        }
    }
}

struct ContentView: View {
    let missions: [Mission] = [
        Mission(id: 7, launchDate: nil, crew: [.init(name: "schirra", role: "Command Pilot")], description: "First crewed Apollo flight."),
        Mission(id: 11, launchDate: Date(timeIntervalSince1970: -14_182_940), crew: [.init(name: "armstrong", role: "Commander"), .init(name: "aldrin", role: "Lunar Module Pilot")], description: "First landing."),
    ]

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    let spacing: CGFloat = 10

    @ViewBuilder var header: some View {
        Text("Moonshot")
            .titleStyle()
        Capsule()
            .fill(.lightBackground)
            .frame(width: 100, height: spacing / 2)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                header
                LazyVGrid(columns: columns, spacing: spacing) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            MissionView(mission: mission)
                        } label: {
                            VStack {
                                Image(mission.image)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()

                                VStack {
                                    Text(mission.displayName)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(.rect(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
                Circle()
                    .fill(Color.red)
                    .frame(width: spacing * 4, height: spacing * 4)
                    .clipShape(Circle())
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Moonshot", "Apollo 7", "Apollo 11"], "\(app.texts)")

try app.tap("Apollo 11")
precondition(app.texts == ["Mission Highlights", "First landing.", "Show crew", "Delete mission"], "\(app.texts)")

try app.tap("Delete mission")
precondition(app.texts == ["Delete Apollo 11?", "Delete", "Cancel"], "the dialog is up: \(app.texts)")
try app.tap("Cancel")

try app.tap("Show crew")
precondition(app.texts == ["Armstrong", "Commander", "Aldrin", "Lunar Module Pilot", "Close"], "the cover hides the mission: \(app.texts)")
try app.tap("Close")
precondition(app.texts.first == "Mission Highlights", "\(app.texts)")
print(app.renderTree())
