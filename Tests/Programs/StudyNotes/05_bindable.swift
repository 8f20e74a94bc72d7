import SwiftUI

@Observable
final class Model {
    static var shared: Model = Model()

    var value = 0
}

struct Counter: View {
    @Bindable var model: Model

    var body: some View {
        Stepper("\(model.value)", value: $model.value)
    }
}

struct ContentView: View {
    var model = Model.shared

    var body: some View {
        // 일반 model 객체를 받음
        // 내부적으로 객체를 Bindable 값으로 wrapping 함
        Counter(model: model)
    }
}

struct InlineContentView: View {
    var model = Model.shared

    var body: some View {
        Stepper("\(model.value)", value: Bindable(model).value)
    }
}

struct DesugaredCounter: View {
    var _model: Bindable<Model>
    var model: Model { _model.wrappedValue }

    var body: some View {
        Stepper("\(model.value)", value: _model.projectedValue[dynamicMember: \.value])
    }
}
