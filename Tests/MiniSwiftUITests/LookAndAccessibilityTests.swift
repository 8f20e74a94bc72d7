import Foundation
import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// What only changes pixels keeps the tree's structure; labels and button styles that change
/// what is shown; icon-only controls found by their accessibility names; shapes.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct LookAndAccessibilityTests {
    @Test func foundationTypesAndCGFloatSizesCompileAsOnADevice() {
        struct Card: View {
            let id = UUID()
            let created = Date(timeIntervalSince1970: 0)
            let size: CGFloat = 44
            var body: some View {
                Text("Card")
                    .padding(size / 4)
                    .frame(width: size * 2, height: size)
                    .frame(maxWidth: .infinity)
                    .background(.regularMaterial)
                    .clipShape(.rect(cornerRadius: 10))
                    .shadow(radius: 5)
                    .offset(x: 2, y: -2)
                    .rotationEffect(.degrees(3))
            }
        }
        let host = ViewHost(Card())
        #expect(host.renderTree().split(separator: "\n").last
            == #"  Text "Card" .padding .frame .frame .background(regularMaterial) .clipShape(RoundedRectangle) .shadow .offset .rotationEffect"#)
    }

    private struct Chip: View {
        let selected: Bool
        @State private var taps = 0
        var body: some View {
            Button("Chip \(taps)") { taps += 1 }
        }
    }

    private struct Chips: View {
        @State private var selected = false
        var body: some View {
            VStack {
                Button("Select") { selected.toggle() }
                Chip(selected: selected)
                    .padding(selected ? 8 : 4)
                    .opacity(selected ? 1 : 0.5)
                    .animation(.default, value: selected)
            }
        }
    }

    @Test func pixelModifiersKeepTheModifiedViewsIdentity() throws {
        let host = ViewHost(Chips())
        try host.tap("Chip 0")
        try host.tap("Select")
        #expect(host.texts == ["Select", "Chip 1"])
    }

    private struct Favorite: View {
        @State private var isSet = false
        var body: some View {
            VStack {
                Button {
                    isSet.toggle()
                } label: {
                    Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                        .labelStyle(.iconOnly)
                }
                Button { isSet = false } label: { Image(systemName: "trash") }
                Button { isSet = false } label: { Image(systemName: "xmark") }
                    .accessibilityLabel("Clear")
                Text(isSet ? "Favorite" : "Plain")
            }
        }
    }

    @Test func iconOnlyControlsAreFoundByTheirAccessibilityNames() throws {
        let host = ViewHost(Favorite())
        #expect(host.texts == ["Plain"], "the icon-only label hides its title")
        try host.tap("Toggle Favorite")
        #expect(host.texts == ["Favorite"])
        try host.tap("trash")
        try host.tap("Toggle Favorite")
        try host.tap("Clear")
        #expect(host.texts == ["Plain"])
    }

    private struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                configuration.icon
            }
        }
    }

    private struct Capsuled: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.role == .destructive ? "⚠" : "•")
                configuration.label
            }
            .padding()
            .clipShape(Capsule())
        }
    }

    @Test func customStylesBuildTheirBodiesAroundTheParts() throws {
        var count = 0
        let host = ViewHost(VStack {
            Label("Minutes", systemImage: "clock").labelStyle(TrailingIcon())
            Button("Delete", role: .destructive) { count += 1 }
                .buttonStyle(Capsuled())
        })
        #expect(host.renderTree().contains("HStack\n      Text \"Minutes\"\n      Image clock"))
        #expect(host.texts == ["Minutes", "⚠", "Delete"])
        try host.tap("Delete")
        #expect(count == 1)
    }

    @Test func onTapGestureMakesAnyViewTappable() throws {
        var taps = 0
        let host = ViewHost(Text("Tap me").onTapGesture { taps += 1 })
        try host.tap("Tap me")
        #expect(taps == 1)
    }

    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    @Test func shapesAreLeavesNamedAfterTheirTypeWithTheirStyles() {
        let (host, events) = traced {
            ViewHost(ZStack {
                Circle()
                RoundedRectangle(cornerRadius: 25).fill(.blue).stroke(.white, lineWidth: 2)
                Triangle().stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 8)
                Capsule().strokeBorder(.green, lineWidth: 3)
            })
        }
        #expect(host.renderTree() == """
            ZStack
              Circle
              RoundedRectangle .fill(blue) .stroke(white)
              Triangle .stroke(red)
              Circle .stroke
              Capsule .strokeBorder(green)
            """)
        #expect(events.of(.bodyRan).isEmpty, "shapes have no body to run")
    }

    @Test func overlaysAndBackgroundsWithViewsAreOnScreen() throws {
        var taps = 0
        let host = ViewHost(Text("Photo")
            .overlay(alignment: .topTrailing) { Button("Close") { taps += 1 } }
            .background { Text("Behind") })
        #expect(host.texts == ["Photo", "Close", "Behind"])
        try host.tap("Close")
        #expect(taps == 1)
        #expect(host.renderTree().contains(".overlay\n  Button \"Close\""))
    }

    @Test func anIfWithoutElseShowsItsTextOnce() {
        let host = ViewHost(VStack {
            if true { Text("Once") }
            if true { Button("Button") {} }
        })
        #expect(host.texts == ["Once", "Button"])
    }

    @Test func progressGeometryAndUnavailableViewsShowTheirParts() {
        let host = ViewHost(VStack {
            ProgressView("Loading")
            ProgressView(value: 0.25)
            GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
            ContentUnavailableView("No results", systemImage: "magnifyingglass", description: Text("Try again"))
        })
        #expect(host.texts == ["Loading", "Width 393", "No results", "Try again"])
        #expect(host.renderTree().contains("ProgressView 25%"))
    }

    @Test func symbolVariantsUIKitColoursAndOtherLooksKeepTheTreeAndNameWhatTheyDo() {
        struct Favorite: View {
            let isFavorite: Bool
            @State private var note = ""
            var body: some View {
                VStack {
                    Image(systemName: "heart").symbolVariant(isFavorite ? .fill : .none)
                    Image(systemName: "person").symbolVariant(.circle.fill)
                    Color(.systemBackground)
                    Circle().fill(Color(uiColor: .secondarySystemBackground)).colorInvert()
                    TextField("Note", text: $note).disableAutocorrection(true).autocapitalization(.none)
                }
            }
        }
        let tree = ViewHost(Favorite(isFavorite: true)).renderTree()
        #expect(tree.contains("Image heart .symbolVariant(.fill)"))
        #expect(tree.contains("Image person .symbolVariant(.circle.fill)"))
        #expect(tree.contains("Color systemBackground"))
        #expect(tree.contains("Circle .fill(secondarySystemBackground) .colorInvert"))
        #expect(tree.contains("TextField \"Note\" .disableAutocorrection .autocapitalization"))
        #expect(ViewHost(Favorite(isFavorite: false)).renderTree().contains("Image heart .symbolVariant(.none)"))
    }
}
