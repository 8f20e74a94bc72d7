import Observation

/// A class whose reads a view's body observes, property by property. swift-perception's
/// `Perceptible`, the back-port of `Observable` that TCA 1.7–1.25 uses before iOS 17;
/// `@Perceptible class Model` adds this conformance. Here it refines the toolchain's `Observable`
/// (which Linux has), so a perceptible model is observed the way SwiftUI observes an
/// `@Observable` one, and works with `@Bindable`.
public protocol Perceptible: AnyObject, Observable {}
