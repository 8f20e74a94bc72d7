#if !canImport(Darwin)
import Foundation

extension URL {
    /// The user's documents folder: Foundation's `URL.documentsDirectory` (iOS 16, macOS 13),
    /// which SwiftUI code writes as `.documentsDirectory.appending(component: "stats.json")`.
    /// Foundation on Linux has `homeDirectory` and `temporaryDirectory` but not this one, so it is
    /// given here, as the folder `FileManager` names for documents.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }
}
#endif
