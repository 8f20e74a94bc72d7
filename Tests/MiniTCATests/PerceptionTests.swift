import MiniSwiftUI
import MiniTCA
import Observation
import Testing

/// A `@Perceptible` model written as the macro expands it: a registrar, and each stored property
/// reading and writing through it.
final class Thermostat: Perceptible {
    private let _$perceptionRegistrar = PerceptionRegistrar()
    private var _target = 20
    private var _label = "Hall"

    var target: Int {
        get { _$perceptionRegistrar.access(self, keyPath: \.target); return _target }
        set { _$perceptionRegistrar.withMutation(of: self, keyPath: \.target) { _target = newValue } }
    }

    var label: String {
        get { _$perceptionRegistrar.access(self, keyPath: \.label); return _label }
        set { _$perceptionRegistrar.withMutation(of: self, keyPath: \.label) { _label = newValue } }
    }
}

struct ThermostatView: View {
    let model: Thermostat

    var body: some View {
        VStack {
            Text("Room")
            WithPerceptionTracking {
                Text("\(model.target)°")
            }
        }
    }
}

extension MiniTCATests {
    @MainActor struct PerceptionTests {
        @Test func trackingCallsBackOnceForAPropertyItReadAndNotForOthers() {
            let model = Thermostat()
            let changes = LockIsolated(0)
            let read = withPerceptionTracking { model.target } onChange: { changes.withValue { $0 += 1 } }
            #expect(read == 20)
            model.label = "Kitchen"
            #expect(changes.value == 0)
            model.target = 22
            model.target = 23
            #expect(changes.value == 1)
        }

        @Test func aBodyInsideWithPerceptionTrackingReRunsOnWhatItRead() {
            let model = Thermostat()
            let host = ViewHost(ThermostatView(model: model))
            #expect(host.texts == ["Room", "20°"])
            let tracking = host.bodyRunCount(of: WithPerceptionTracking<Text>.self)
            let outer = host.bodyRunCount(of: ThermostatView.self)
            model.label = "Kitchen"
            #expect(host.bodyRunCount(of: WithPerceptionTracking<Text>.self) == tracking)
            model.target = 25
            #expect(host.texts == ["Room", "25°"])
            #expect(host.bodyRunCount(of: WithPerceptionTracking<Text>.self) == tracking + 1)
            #expect(host.bodyRunCount(of: ThermostatView.self) == outer)
        }
    }
}
