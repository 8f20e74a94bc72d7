// Files of a TCA 1.x app that import the libraries TCA is built from by their own names: a
// dependency client in a file of its own (`import Dependencies`), helpers that use case paths,
// identified collections, clocks, schedulers and concurrency extras, and a test helper that dumps
// values (`import CustomDump`). With TCA these all come from its package; here from the runtime.
import CasePaths
import Clocks
import CombineSchedulers
import ConcurrencyExtras
import CustomDump
import Dependencies
import IdentifiedCollections
import SwiftUINavigation
import XCTestDynamicOverlay
import Foundation

// WeatherClient.swift, as a client file of its own would write it: no ComposableArchitecture.
struct WeatherClient {
  var forecast: @Sendable (_ city: String) async throws -> Int
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(forecast: { _ in 21 })
  static let testValue = WeatherClient(forecast: unimplemented("WeatherClient.forecast"))
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

struct City: Identifiable, Equatable {
  let id: Int
  var name: String
}

enum Route: Equatable {
  case city(Int)
  case settings
}

@MainActor
func run() async throws {
  // Dependencies: a client overridden for a scope.
  let degrees = try await withDependencies {
    $0.weather.forecast = { city in city.count }
  } operation: {
    @Dependency(\.weather) var weather
    return try await weather.forecast("Busan")
  }
  print("forecast", degrees)

  // CasePaths: extract a payload.
  print("route", (/Route.city).extract(from: .city(7)) as Any, (/Route.city).extract(from: .settings) as Any)

  // IdentifiedCollections: look up by id.
  var cities: IdentifiedArrayOf<City> = [City(id: 1, name: "Seoul"), City(id: 2, name: "Jeju")]
  cities[id: 2]?.name = "Jeju-si"
  print("cities", cities.map(\.name))

  // Clocks: a test clock advanced by hand.
  let clock = TestClock()
  let woke = LockIsolated(false)
  let sleeper = Task {
    try await clock.sleep(for: .seconds(5))
    woke.setValue(true)
  }
  await clock.advance(by: .seconds(5))
  try await sleeper.value
  print("woke", woke.value)

  // CombineSchedulers: a test scheduler runs what is due.
  let scheduler = DispatchQueue.test
  let ran = LockIsolated(0)
  scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ran.withValue { $0 += 1 } }
  await scheduler.advance(by: .seconds(1))
  print("scheduled", ran.value)

  // CustomDump: a value as a test failure shows it.
  var dumped = ""
  customDump(City(id: 1, name: "Seoul"), to: &dumped)
  print(dumped.split(separator: "\n").joined(separator: " "))

  // SwiftUINavigation: alert state on its own.
  let alert = AlertState<Never> { TextState("Offline") }
  print("alert", alert.title == TextState("Offline"))
}

try await run()
