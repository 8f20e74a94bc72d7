import Foundation

/// What the grader does with the learner's files before compiling anything: copies them into the
/// scratch folder as regular files (`LearnerFiles`), then reads their tokens: a predict-the-trace
/// file against its starter (`Predictions`), every file for what graded code may not do
/// (`SourcePolicy`) and for names the hidden checks use (`NameCollisions`). Milliseconds: no
/// compiler is involved.
enum SourceChecks {
    enum Outcome: Sendable {
        /// The copies, checked: compile these.
        case ready([LearnerFile])
        /// Nothing is compiled, for this reason (missing files, refusals).
        case notGraded(GradeResult.Status)
    }

    /// Copies and checks the learner's files of `exercise`; `hiddenTests` are the check files the
    /// program will be built with (whose names the learner may not redeclare).
    static func prepare(_ exercise: Exercise, learnerFolder: URL, hiddenTests: [URL], scratch: Scratch) throws -> Outcome {
        let files: [LearnerFile]
        switch try LearnerFiles.copy(exercise.files, from: learnerFolder, into: scratch.learnerFolder) {
        case .missing(let names): return .notGraded(.missingFiles(names))
        case .refused(let refusals): return .notGraded(.refused(refusals))
        case .copied(let copied): files = copied
        }
        // A predict-the-trace file is its starter with other values: said first, since any other
        // refusal would be about a change that is not allowed anyway.
        let starters = try files.map { TokenizedSource(try String(contentsOf: exercise.folder.appendingPathComponent($0.copy.lastPathComponent), encoding: .utf8)) }
        if !exercise.predictions.isEmpty {
            var refusals: [SourceRefusal] = []
            var made: [String] = []
            for (file, starter) in zip(files, starters) {
                switch Predictions.review(learner: file, starter: starter, predictions: exercise.predictions) {
                case .refused(let refusal): refusals.append(refusal)
                case .accepted(let changed): made += changed
                }
            }
            if !refusals.isEmpty { return .notGraded(.refused(refusals)) }
            // Grading a file with no prediction in it would only print the runtime's answers:
            // a prediction made after seeing them predicts nothing.
            if made.isEmpty, let file = files.first {
                let line = starters.first.flatMap { Predictions.declarations(named: exercise.predictions, in: $0).found.first }
                    .map { file.source.tokens.indices.contains($0.literal.lowerBound) ? file.source.tokens[$0.literal.lowerBound].line : 1 } ?? 1
                return .notGraded(.refused([SourceRefusal(
                    file: file.original.path, line: line, column: nil, found: "",
                    reason: .noPredictionYet(predictions: exercise.predictions))]))
            }
        }
        let checks = NameCollisions.NamesInUse(try hiddenTests.map { TokenizedSource(try String(contentsOf: $0, encoding: .utf8)) })
        let refusals = files.flatMap { file in
            SourcePolicy.refusals(in: file.source, file: file.original.path)
                + (exercise.variants.isEmpty ? [] : SourcePolicy.variantSniffing(in: file.source, file: file.original.path))
        }
            + NameCollisions.refusals(learner: files, starters: starters, checks: checks)
        return refusals.isEmpty ? .ready(files) : .notGraded(.refused(refusals))
    }
}

extension Array where Element == LearnerFile {
    /// The learner's own path for a path the compiler or the program reported (a copy's), so
    /// that messages name the file the learner edits.
    func originalPath(for reported: String) -> String {
        first { $0.copy.path == reported }?.original.path ?? reported
    }
}
