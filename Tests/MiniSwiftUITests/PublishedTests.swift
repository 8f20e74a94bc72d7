import Testing
@testable import MiniSwiftUI

// Apple, "Published" (https://developer.apple.com/documentation/combine/published): "When the
// property changes, publishing occurs in the property's willSet block, meaning subscribers receive
// the new value before it's actually set on the property." Its example subscribes to
// `$temperature` and prints the initial value first, then each new one.
@MainActor
@Suite(.serialized)
struct PublishedTests {
    private final class Weather: ObservableObject {
        @Published var temperature: Double
        init(temperature: Double) { self.temperature = temperature }
    }

    @Test func aSubscriberSeesTheNewValueWhileThePropertyStillReadsTheOldOne() {
        let weather = Weather(temperature: 20)
        var seen: [String] = []
        let cancellable = weather.$temperature.dropFirst().sink { newValue in
            seen.append("sent \(newValue), property reads \(weather.temperature)")
        }
        weather.temperature = 25
        #expect(seen == ["sent 25.0, property reads 20.0"])
        #expect(weather.temperature == 25)
        cancellable.cancel()
    }

    @Test func subscribingReplaysTheCurrentValueFirst() {
        let weather = Weather(temperature: 20)
        var received: [Double] = []
        let cancellable = weather.$temperature.sink { received.append($0) }
        weather.temperature = 25
        weather.temperature = 30
        #expect(received == [20, 25, 30])
        cancellable.cancel()
    }
}
