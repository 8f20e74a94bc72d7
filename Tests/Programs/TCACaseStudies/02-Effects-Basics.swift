// In the style of TCA 1.0–1.6's effects case study (a delayed effect that can be cancelled, and a
// request through a dependency answered as a `TaskResult`), with a feature of our own: a
// thermostat whose heating kicks in when it gets below zero, and which can fetch a forecast.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature

struct Thermostat: Reducer {
  struct State: Equatable {
    var degrees = 0
    var isForecastLoading = false
    var forecast: String?
  }

  enum Action: Equatable {
    case colderTapped
    case forecastResponse(TaskResult<String>)
    case forecastTapped
    case heatingKickedIn
    case warmerTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.weather) var weather
  private enum CancelID { case heating }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .colderTapped:
        state.degrees -= 1
        state.forecast = nil
        // Below zero the heating comes on a second later, unless it warms up first.
        guard state.degrees < 0 else { return .none }
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.heatingKickedIn)
        }
        .cancellable(id: CancelID.heating)

      case .heatingKickedIn:
        if state.degrees < 0 { state.degrees += 1 }
        return .none

      case .warmerTapped:
        state.degrees += 1
        state.forecast = nil
        return state.degrees >= 0 ? .cancel(id: CancelID.heating) : .none

      case .forecastTapped:
        state.isForecastLoading = true
        state.forecast = nil
        return .run { [degrees = state.degrees] send in
          await send(.forecastResponse(TaskResult { try await self.weather.forecast(degrees) }))
        }

      case let .forecastResponse(.success(forecast)):
        state.isForecastLoading = false
        state.forecast = forecast
        return .none

      case .forecastResponse(.failure):
        state.isForecastLoading = false
        return .none
      }
    }
  }
}

// MARK: - View

struct ThermostatView: View {
  let store: StoreOf<Thermostat>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        HStack {
          Button("Colder") { viewStore.send(.colderTapped) }
          Text("\(viewStore.degrees)°")
          Button("Warmer") { viewStore.send(.warmerTapped) }
        }
        Button("Forecast") { viewStore.send(.forecastTapped) }
        if let forecast = viewStore.forecast {
          Text(forecast)
        }
      }
    }
    .navigationTitle("Thermostat")
  }
}

// MARK: - Dependency

struct WeatherClient {
  var forecast: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

extension WeatherClient: DependencyKey {
  /// No network here: the live forecast answers after a short pause.
  static let liveValue = Self { degrees in
    try await Task.sleep(nanoseconds: 10_000_000)
    return "\(degrees)° and clearing up"
  }
  static let testValue = Self(forecast: unimplemented("WeatherClient.forecast"))
}

// MARK: - Tests

@MainActor
final class ThermostatTests {
  func testWarmerAndColder() async {
    let store = TestStore(initialState: Thermostat.State()) {
      Thermostat()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.warmerTapped) { $0.degrees = 1 }
    await store.send(.colderTapped) { $0.degrees = 0 }
  }

  func testForecast() async {
    let store = TestStore(initialState: Thermostat.State(degrees: 3)) {
      Thermostat()
    } withDependencies: {
      $0.weather.forecast = { "\($0)° in the test" }
    }
    await store.send(.forecastTapped) { $0.isForecastLoading = true }
    await store.receive(.forecastResponse(.success("3° in the test"))) {
      $0.isForecastLoading = false
      $0.forecast = "3° in the test"
    }
  }

  func testFrostTurnsTheHeatingOn() async {
    let store = TestStore(initialState: Thermostat.State()) {
      Thermostat()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.colderTapped) { $0.degrees = -1 }
    await store.receive(.heatingKickedIn) { $0.degrees = 0 }
  }

  func testWarmingUpFirstCancelsTheHeating() async {
    let store = TestStore(initialState: Thermostat.State()) {
      Thermostat()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.colderTapped) { $0.degrees = -1 }
    await store.send(.warmerTapped) { $0.degrees = 0 }
  }
}

// MARK: - Run

let tests = ThermostatTests()
await tests.testWarmerAndColder()
await tests.testForecast()
await tests.testFrostTurnsTheHeatingOn()
await tests.testWarmingUpFirstCancelsTheHeating()
print("tests ran")

// The live feature: "Warmer", then what "Forecast" sends, waited for.
let store = Store(initialState: Thermostat.State()) { Thermostat() }
let screen = ViewHost(ThermostatView(store: store))
try screen.tap("Warmer")
let request = store.send(.forecastTapped)
print(screen.texts)
await request.finish()
print(screen.texts.contains("1° and clearing up"))
