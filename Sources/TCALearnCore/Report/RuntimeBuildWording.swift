import Foundation

extension RuntimeBuildStep: CustomStringConvertible {
    /// The step as one progress line, in the learner's language.
    func text(_ language: Language) -> String {
        switch self {
        case .building(let step, let count):
            language.text(
                "Building the course runtime, once per machine (a minute or two): step \(step)/\(count)",
                "과정 런타임을 빌드하고 있습니다(컴퓨터마다 한 번, 1~2분 걸립니다): \(step)/\(count)단계")
        case .built(let seconds):
            language.text(
                "Built the course runtime in \(Int(seconds.rounded())) s; from now on a grade takes about a second.",
                "과정 런타임을 \(Int(seconds.rounded()))초 만에 빌드했습니다. 이제부터 채점은 1초 남짓이면 끝납니다.")
        }
    }

    /// In English, for the benchmark's log.
    public var description: String { text(.en) }
}
