import Foundation

/// Predict-the-trace answers are data. The exercise names its predictions (`"predictions"` in
/// `exercise.json`): top-level `let`s in the starter, each with a type and a literal. A learner's
/// file is accepted only if it equals the starter token for token, comments and whitespace aside,
/// except inside those literals, and each literal is one of the declared type. So the learner
/// chooses values, never the type (no `==` that is always true) nor code (no prediction computed
/// by running the views).
enum Predictions {
    /// One prediction as the starter declares it.
    struct Prediction: Sendable, Equatable {
        var name: String
        var type: PredictionType
        /// The token index of the literal's first token, and the index just after its last.
        var literal: Range<Int>
    }

    /// Finds the named predictions among a starter's top-level `let`s. `malformed` says, for each
    /// one found that has no type or no literal of it, what an author should do.
    static func declarations(named names: [String], in source: TokenizedSource) -> (found: [Prediction], malformed: [String: String]) {
        let tokens = source.tokens
        var found: [Prediction] = []
        var malformed: [String: String] = [:]
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isKeyword("let"), index + 1 < tokens.count, names.contains(tokens[index + 1].name) else {
                index += 1
                continue
            }
            let name = tokens[index + 1].name
            guard index + 2 < tokens.count, tokens[index + 2].isPunctuation(":") else {
                malformed[name] = "line \(token.line) needs a type (`let \(name): [String: Int] = …`), so that the grader knows which literals to accept."
                index += 2
                continue
            }
            // The type runs to the `=` that is not inside brackets.
            var end = index + 3
            var nesting = 0
            while end < tokens.count, !(nesting == 0 && tokens[end].isOperator("=")) {
                if tokens[end].isPunctuation("[") || tokens[end].isPunctuation("(") { nesting += 1 }
                if tokens[end].isPunctuation("]") || tokens[end].isPunctuation(")") { nesting -= 1 }
                end += 1
            }
            guard end < tokens.count, let type = PredictionType.parse(tokens[(index + 3)..<end]) else {
                malformed[name] = "line \(token.line) has a type whose literals the grader cannot read: use numbers, strings, Bool, optionals, arrays, dictionaries, tuples or an enum of the exercise's."
                index = end
                continue
            }
            switch PredictionLiterals.read(tokens, from: end + 1, as: type) {
            case .literal(let literalEnd):
                found.append(Prediction(name: name, type: type, literal: (end + 1)..<literalEnd))
                index = literalEnd
            case .notALiteral, .wrongType:
                malformed[name] = "line \(token.line) must give it a literal of its type, \(type)."
                index = end + 1
            }
        }
        return (found, malformed)
    }

    /// What a learner's predict-the-trace file is, next to its starter.
    enum Review: Sendable, Equatable {
        /// It differs outside its predictions, or a prediction is not a literal of its type.
        case refused(SourceRefusal)
        /// It is the starter with these predictions' values changed (none, for an untouched file).
        case accepted(changed: [String])
    }

    /// Compares a learner's file with its starter: the first place where it differs outside the
    /// predictions, or a prediction that is not a literal of its type, is refused at its line;
    /// otherwise it says which predictions the learner has made.
    static func review(learner: LearnerFile, starter: TokenizedSource, predictions names: [String]) -> Review {
        let predictions = declarations(named: names, in: starter).found
        let starterTokens = starter.tokens
        let tokens = learner.source.tokens
        var i = 0
        var j = 0
        /// The prediction whose literal was just read: a token that differs right after it is
        /// code added to the prediction, not a change elsewhere.
        var justRead: Prediction?
        var changed: [String] = []
        func refuse(at index: Int, _ reason: SourceRefusal.Reason) -> Review {
            let token = index < tokens.count ? tokens[index] : nil
            // A string is quoted whole (`"3"`), not by its opening quote.
            var found = token?.text ?? ""
            if token?.kind == .stringOpen, let close = tokens[index...].firstIndex(where: { $0.kind == .stringClose }) {
                found = tokens[index...close].map(\.text).joined()
            }
            return .refused(SourceRefusal(
                file: learner.original.path, line: token?.line ?? max(1, tokens.last?.line ?? 1),
                column: token.map(learner.source.column(of:)), found: found, reason: reason))
        }
        while i < starterTokens.count {
            if let prediction = predictions.first(where: { $0.literal.lowerBound == i }) {
                switch PredictionLiterals.read(tokens, from: j, as: prediction.type) {
                case .literal(let end):
                    let answer = valueTokens(tokens[j..<end]), placeholder = valueTokens(starterTokens[prediction.literal])
                    if answer.count != placeholder.count || !zip(answer, placeholder).allSatisfy({ $0.sameAs($1) }) {
                        changed.append(prediction.name)
                    }
                    j = end
                    i = prediction.literal.upperBound
                    justRead = prediction
                    continue
                case .notALiteral(let at):
                    return refuse(at: at, .predictionNotALiteral(name: prediction.name, type: prediction.type.description))
                case .wrongType(let at, let expected):
                    return refuse(at: at, .predictionWrongType(name: prediction.name, expected: expected.description))
                }
            }
            guard j < tokens.count, tokens[j].sameAs(starterTokens[i]) else {
                if let justRead, j < tokens.count, !startsDeclaration(tokens[j]) {
                    return refuse(at: j, .predictionNotALiteral(name: justRead.name, type: justRead.type.description))
                }
                return refuse(at: j, .changedFromStarter(starter: starterTokens[i].text, predictions: names))
            }
            justRead = nil
            i += 1
            j += 1
        }
        guard j < tokens.count else { return .accepted(changed: changed) }
        if let justRead, !startsDeclaration(tokens[j]) {
            return refuse(at: j, .predictionNotALiteral(name: justRead.name, type: justRead.type.description))
        }
        return refuse(at: j, .changedFromStarter(starter: "", predictions: names))
    }

    /// A literal's tokens as a value: a trailing comma (`["a": 1,]`) changes nothing.
    private static func valueTokens(_ literal: ArraySlice<SwiftToken>) -> [SwiftToken] {
        let tokens = Array(literal)
        return tokens.indices.filter { index in
            !(tokens[index].isPunctuation(",") && index + 1 < tokens.count
                && (tokens[index + 1].isPunctuation("]") || tokens[index + 1].isPunctuation(")")))
        }.map { tokens[$0] }
    }

    /// A token no expression continues with: what follows a literal there is a declaration the
    /// learner added (`struct Extra {}` after the last prediction), not code added to the literal.
    private static func startsDeclaration(_ token: SwiftToken) -> Bool {
        let words: Set = ["struct", "class", "enum", "protocol", "extension", "func", "let", "var", "import",
                          "typealias", "private", "fileprivate", "internal", "public", "static", "init", "deinit", "subscript"]
        return (token.kind == .keyword && words.contains(token.text)) || token.text.hasPrefix("@")
    }
}
