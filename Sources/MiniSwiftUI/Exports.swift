// Real SwiftUI re-exports Combine's `ObservableObject`/`@Published` and the Observation module, so a
// file that says only `import SwiftUI` can use `@Published` and `@Observable`. This module does
// the same for its Combine stand-in and the toolchain's real Observation module.
@_exported import MiniCombine
@_exported import Observation
