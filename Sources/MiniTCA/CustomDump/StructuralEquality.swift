import RenderTrace

/// Whether two values hold the same data, as the Swift runtime lays them out, whatever their own
/// `==` says. Not part of TCA.
///
/// A graded program judges learner values, and a learner type chooses its own equality: a `==`
/// that says yes to anything, or one it gets without writing it (a `State` made
/// `RawRepresentable` compares its `rawValue` only). Graded comparisons (`TestStore` in a graded
/// program, the checks' `expectEqual`) ask both `==` and this, so such an equality can make a
/// comparison fail, never pass. It reads values the way the trace's evidence does (`Reflection.evidence`):
/// a learner's `CustomReflectable` or `CustomDumpReflectable` is not consulted, the runtime's own
/// types are read as they show themselves, and the standard library's scalars are compared by
/// their own `==` (so `0.0` and `-0.0`, or two spellings of "é", stay equal). Sets and
/// dictionaries are compared whatever their order.
enum StructuralEquality {
    /// Deeper than this, a value (a long linked list, a cycle of objects) is taken as its `==` said.
    private static let depthLimit = 64

    static func isEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        guard depth < depthLimit else { return true }
        if let left = lhs as? any Equatable, EvidenceKind.isStandardLeaf(lhs) || lhs is ComparedByItsOwnEquality {
            return left.isStandardEqual(to: rhs)
        }
        if let left = lhs as? Any.Type, let right = rhs as? Any.Type {
            return left == right
        }
        let reflection = Reflection.evidence
        if let left = reflection.dumpDescription(of: lhs), let right = reflection.dumpDescription(of: rhs) {
            return left == right
        }
        if let left = reflection.representation(of: lhs), let right = reflection.representation(of: rhs) {
            return isEqual(left, right, depth: depth + 1)
        }
        let left = reflection.mirror(of: lhs)
        let right = reflection.mirror(of: rhs)
        switch left.displayStyle {
        case .class?:
            if lhs as AnyObject === rhs as AnyObject { return true }
            return childrenEqual(allChildren(left), allChildren(right), depth: depth)
        case .set?:
            return sortedDumps(left.children.map(\.value)) == sortedDumps(right.children.map(\.value))
        case .dictionary?:
            return childrenEqual(sortedPairs(left), sortedPairs(right), depth: depth)
        case .enum?:
            return reflection.caseName(of: lhs) == reflection.caseName(of: rhs)
                && childrenEqual(Array(left.children), Array(right.children), depth: depth)
        default:
            return childrenEqual(Array(left.children), Array(right.children), depth: depth)
        }
    }

    private static func childrenEqual(_ left: [Mirror.Child], _ right: [Mirror.Child], depth: Int) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { $0.label == $1.label && isEqual($0.value, $1.value, depth: depth + 1) }
    }

    /// A class's stored properties, its superclasses' first.
    private static func allChildren(_ mirror: Mirror) -> [Mirror.Child] {
        var children = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let current = superclass {
            children.insert(contentsOf: current.children, at: 0)
            superclass = current.superclassMirror
        }
        return children
    }

    private static func dump(_ value: Any) -> String {
        Dumper.dump(value, name: nil, indent: 0, isRoot: true, maxDepth: .max, reflection: .evidence)
    }

    private static func sortedDumps(_ values: [Any]) -> [String] {
        values.map(dump).sorted()
    }

    /// A dictionary's entries as (key, value) pairs in the order of their keys' dumps.
    private static func sortedPairs(_ mirror: Mirror) -> [Mirror.Child] {
        mirror.children.map { entry -> (key: Any, value: Any) in
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            return (pair.first ?? entry.value, pair.last ?? entry.value)
        }
        .sorted { dump($0.key) < dump($1.key) }
        .flatMap { pair -> [Mirror.Child] in [(label: "key", value: pair.key), (label: "value", value: pair.value)] }
    }
}

/// `StructuralEquality` together with `==`: what graded comparisons ask of two values.
package func isGradedEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
    lhs == rhs && StructuralEquality.isEqual(lhs, rhs)
}

/// Whether this program is graded: set by the harness before any check runs. `TestStore` then
/// compares states with `isGradedEqual`; elsewhere (`play`, the runtime's own tests) it keeps
/// TCA's `==`, which a learner's type may define as TCA lets it.
package enum GradedComparison {
    nonisolated(unsafe) package static var isActive = false
}

/// A runtime type that holds no learner value and whose `==` is what equality means for it,
/// not its layout: an observable state's identity and registrar, equal across copies whatever
/// their storage (as in TCA). Internal, so learner code cannot adopt it.
protocol ComparedByItsOwnEquality {}

extension ObservableStateID: ComparedByItsOwnEquality {}
extension ObservationStateRegistrar: ComparedByItsOwnEquality {}

extension Equatable {
    /// `==` of a standard scalar or a `ComparedByItsOwnEquality` value, whose type the caller has checked.
    fileprivate func isStandardEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
