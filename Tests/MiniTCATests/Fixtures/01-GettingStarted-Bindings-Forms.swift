// TCA 1.0–1.6 case study "Getting started / Bindings (forms)"
// (SwiftUICaseStudies/01-GettingStarted-Bindings-Forms.swift and its BindingFormTests) in the
// same shape and API: @BindingState, BindableAction, BindingReducer, viewStore.$field and
// `case .binding(\.$stepCount)`. Adapted: the XCTestCase becomes a plain class run at the
// bottom; the about box, tint and autocorrection modifiers are left out.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature domain

struct BindingForm: Reducer {
  struct State: Equatable {
    @BindingState var sliderValue = 5.0
    @BindingState var stepCount = 10
    @BindingState var text = ""
    @BindingState var toggleIsOn = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$stepCount):
        state.sliderValue = .minimum(state.sliderValue, Double(state.stepCount))
        return .none

      case .binding:
        return .none

      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

// MARK: - Feature view

struct BindingFormView: View {
  let store: StoreOf<BindingForm>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        HStack {
          TextField("Type here", text: viewStore.$text)
          Text(alternate(viewStore.text))
        }
        .disabled(viewStore.toggleIsOn)

        Toggle("Disable other controls", isOn: viewStore.$toggleIsOn)

        Stepper(
          "Max slider value: \(viewStore.stepCount)",
          value: viewStore.$stepCount,
          in: 0...100
        )
        .disabled(viewStore.toggleIsOn)

        HStack {
          Text("Slider value: \(Int(viewStore.sliderValue))")

          Slider(value: viewStore.$sliderValue, in: 0...Double(viewStore.stepCount))
        }
        .disabled(viewStore.toggleIsOn)

        Button("Reset") {
          viewStore.send(.resetButtonTapped)
        }
      }
    }
    .navigationTitle("Bindings form")
  }
}

private func alternate(_ string: String) -> String {
  string
    .enumerated()
    .map { idx, char in
      idx.isMultiple(of: 2)
        ? char.uppercased()
        : char.lowercased()
    }
    .joined()
}

// MARK: - Tests

@MainActor
final class BindingFormTests {
  func testBasics() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }

    await store.send(.set(\.$sliderValue, 2)) {
      $0.sliderValue = 2
    }
    await store.send(.set(\.$stepCount, 1)) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    await store.send(.set(\.$text, "Blob")) {
      $0.text = "Blob"
    }
    await store.send(.set(\.$toggleIsOn, true)) {
      $0.toggleIsOn = true
    }
    await store.send(.resetButtonTapped) {
      $0 = BindingForm.State(sliderValue: 5, stepCount: 10, text: "", toggleIsOn: false)
    }
  }
}

// MARK: - Run

await BindingFormTests().testBasics()
print("tests ran")

let screen = ViewHost(BindingFormView(store: Store(initialState: BindingForm.State()) { BindingForm() }))
try screen.type("Blob", into: "Type here")
try screen.decrement("Max slider value: 10")
try screen.slide("", to: 9)
print(screen.texts)
// Lowering the maximum below the slider's value pulls the slider down with it.
for maximum in [9, 8, 7, 6, 5, 4] {
  try screen.decrement("Max slider value: \(maximum)")
}
print(screen.texts)
try screen.toggle("Disable other controls")
do {
  try screen.type("Blob Jr", into: "Type here")
} catch {
  print(error)
}
try screen.tap("Reset")
print(screen.texts)
