// On Apple platforms SwiftUI re-exports Core Graphics, whose `CGLineCap` and `CGLineJoin`
// `StrokeStyle` uses. Linux has no Core Graphics, so the two enums are declared here instead.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
/// The ends of a stroked line. Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The corners of a stroked line. Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif
