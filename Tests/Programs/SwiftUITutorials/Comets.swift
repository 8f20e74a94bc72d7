// In the style of Hacking with Swift's "Views and modifiers" and Moonshot (100 Days of SwiftUI,
// days 23 and 39–42): a catalogue of comets. A custom ShapeStyle colour, a LazyVGrid of
// NavigationLinks in a ScrollView, CGFloat sizes, shapes with fill and stroke, GeometryReader,
// containerRelativeFrame, a custom ViewModifier behind a View extension, a @ViewBuilder
// property, and a confirmationDialog and a fullScreenCover.
import SwiftUI

struct Comet: Identifiable {
    struct Sighting {
        let observer: String
        let year: Int
    }

    let id: String
    let periodInYears: Int
    let sightings: [Sighting]
    let summary: String

    var photo: String { id.lowercased() }
}

extension ShapeStyle where Self == Color {
    static var nightSky: Color { Color(red: 0.05, green: 0.05, blue: 0.15) }
    static var dusk: Color { Color(red: 0.25, green: 0.2, blue: 0.35) }
}

struct Banner: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.title.weight(.heavy))
            .foregroundStyle(.yellow)
            .padding(12)
            .background(.dusk)
            .clipShape(.capsule)
    }
}

extension View {
    func banner() -> some View {
        modifier(Banner())
    }
}

struct CometView: View {
    let comet: Comet
    @State private var showsSightings = false
    @State private var confirmsForget = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(comet.photo)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { length, _ in
                        length * 0.7
                    }

                Capsule()
                    .fill(.dusk)
                    .frame(height: 3)

                Text("Every \(comet.periodInYears) years")
                    .font(.headline)
                Text(comet.summary)

                Button("Sightings") { showsSightings = true }
                Button("Forget comet", role: .destructive) { confirmsForget = true }
            }
            .padding()
        }
        .navigationTitle(comet.id)
        .navigationBarTitleDisplayMode(.inline)
        .background(.nightSky)
        .fullScreenCover(isPresented: $showsSightings) {
            SightingsView(sightings: comet.sightings)
        }
        .confirmationDialog("Forget \(comet.id)?", isPresented: $confirmsForget, titleVisibility: .visible) {
            Button("Forget", role: .destructive) {}
            Button("Keep", role: .cancel) {}
        }
    }
}

struct SightingsView: View {
    let sightings: [Comet.Sighting]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack {
                    ForEach(sightings, id: \.observer) { sighting in
                        VStack(alignment: .leading) {
                            Text(sighting.observer)
                                .font(.headline)
                            Text("in \(String(sighting.year))")
                                .foregroundStyle(.white.opacity(0.6))
                        }
                        .frame(width: proxy.size.width * 0.75)
                    }
                }
            }
        }
        .overlay(alignment: .topLeading) {
            Button("Back to the comet") { dismiss() }
        }
    }
}

struct ContentView: View {
    let comets = [
        Comet(id: "Halley", periodInYears: 76, sightings: [.init(observer: "Edmond Halley", year: 1682)], summary: "Seen from Earth for thousands of years."),
        Comet(id: "Encke", periodInYears: 3, sightings: [.init(observer: "Pierre Méchain", year: 1786), .init(observer: "Caroline Herschel", year: 1795)], summary: "The shortest known period."),
    ]

    let columns = [GridItem(.adaptive(minimum: 140))]
    let gap: CGFloat = 12

    @ViewBuilder var heading: some View {
        Text("Comets")
            .banner()
        RoundedRectangle(cornerRadius: gap / 4)
            .stroke(.dusk, lineWidth: 2)
            .frame(width: 80, height: gap / 3)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                heading
                LazyVGrid(columns: columns, spacing: gap) {
                    ForEach(comets) { comet in
                        NavigationLink {
                            CometView(comet: comet)
                        } label: {
                            VStack {
                                Image(comet.photo)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 90, height: 90)
                                Text(comet.id)
                                    .font(.headline)
                                    .frame(maxWidth: .infinity)
                                    .background(.dusk)
                            }
                            .clipShape(.rect(cornerRadius: gap))
                            .overlay(
                                RoundedRectangle(cornerRadius: gap)
                                    .stroke(.dusk)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
                Circle()
                    .fill(Color.yellow)
                    .frame(width: gap * 3, height: gap * 3)
            }
            .background(.nightSky)
            .preferredColorScheme(.dark)
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Comets", "Halley", "Encke"], "\(app.texts)")

try app.tap("Encke")
precondition(app.texts == ["Every 3 years", "The shortest known period.", "Sightings", "Forget comet"], "\(app.texts)")

try app.tap("Forget comet")
precondition(app.texts == ["Forget Encke?", "Forget", "Keep"], "the dialog is up: \(app.texts)")
try app.tap("Keep")

try app.tap("Sightings")
precondition(app.texts == ["Pierre Méchain", "in 1786", "Caroline Herschel", "in 1795", "Back to the comet"], "the cover hides the comet: \(app.texts)")
try app.tap("Back to the comet")
precondition(app.texts.first == "Every 3 years", "\(app.texts)")
print(app.renderTree())
