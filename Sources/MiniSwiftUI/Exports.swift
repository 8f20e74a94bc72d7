// Real SwiftUI re-exports Foundation, Combine's `ObservableObject`/`@Published` and the Observation
// module, so a file that says only `import SwiftUI` can use `CGFloat`, `Date`, `UUID`, `URL`,
// `IndexSet`, `@Published` and `@Observable`. This module does the same with the toolchain's
// Foundation and Observation modules and its own Combine stand-in.
@_exported import Foundation
@_exported import MiniCombine
@_exported import Observation
