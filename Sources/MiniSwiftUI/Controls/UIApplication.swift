import Foundation

/// The app object of an iOS app, as SwiftUI code reaches it through UIKit (which SwiftUI
/// re-exports on iOS): `UIApplication.shared.open(url)` hands a URL to the system, to show a
/// web page in Safari or the app's page in Settings (`UIApplication.openSettingsURLString`).
/// UIKit's `UIApplication`.
///
/// Simplified: only opening URLs exists, and there is no system to open them, so nothing opens;
/// the URLs asked for are kept, in order, for the runtime's tests. To see what a tap opens in a
/// program, open it through the environment instead (`@Environment(\.openURL)`), which a program
/// can replace.
@MainActor
public final class UIApplication {
    /// The one app object.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    /// Posted when the user takes a screenshot (the side and volume-up buttons, or the
    /// simulator's Device › Screenshot). Observe it with
    /// `NotificationCenter.default.notifications(named:)`; a device here never takes one, so only
    /// a program's own `post(name:object:)` sends it.
    nonisolated public static let userDidTakeScreenshotNotification =
        Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// Posted when the app moves to the background, and when it is about to return.
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app becomes active, and when it is about to stop being active.
    nonisolated public static let didBecomeActiveNotification =
        Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification =
        Notification.Name("UIApplicationWillResignActiveNotification")

    /// Options for `open(_:options:)`. UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        let rawValue: String
        /// Open the URL only if an installed app claims it (a universal link).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    private(set) var openedURLs: [URL] = []

    private init() {}

    /// Asks the system to open `url`; `completionHandler` learns whether it did (here, always).
    public func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: ((Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completionHandler?(true)
    }

    /// The same, awaited: `await UIApplication.shared.open(url)` in an effect.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return true
    }

    /// Whether some app could open `url`; here, whether it has a scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }
}
