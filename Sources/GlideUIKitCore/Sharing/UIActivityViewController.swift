import Foundation

/// A service the share sheet offers (UIKit's `UIActivity`): subclass it for an app's own.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of activity (UIKit's `UIActivity.ActivityType`): the system's, or an app's by its string.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    public override init() { super.init() }
    /// The activity's type (nil: the class's name stands for it).
    open var activityType: ActivityType? { nil }
    /// The title the sheet shows.
    open var activityTitle: String? { nil }
    /// The image the sheet shows.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on the items.
    @discardableResult
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before ``perform()``.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Does the work, then calls ``activityDidFinish(_:)``.
    open func perform() { activityDidFinish(false) }
    /// Tells the sheet the activity finished.
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet (UIKit's `UIActivityViewController`): presented modally over the app with the items to share.
///
/// Glide differs: the sheet shows no services and the simulated user picks none; it stays until it is dismissed,
/// and dismissing it calls ``completionWithItemsHandler`` with no activity and `completed` false, as the user's
/// Cancel does on iOS.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called when the sheet goes away: the activity chosen (nil when cancelled), whether it completed, the items it
    /// returned and its error.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items being shared.
    public let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    public let applicationActivities: [UIActivity]?
    /// The system activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// See ``CompletionWithItemsHandler``.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// The configuration the sheet was made with, if it was (its items are then the configuration's item providers).
    public private(set) var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    /// A share sheet for a configuration's items (an app's own `UIActivityItemsConfigurationReading`, or
    /// `UIActivityItemsConfiguration(objects:)`), offering the configuration's own activities too.
    public init(activityItemsConfiguration: any UIActivityItemsConfigurationReading) {
        self.activityItems = activityItemsConfiguration.itemProvidersForActivityItemsConfiguration
        self.applicationActivities = activityItemsConfiguration.applicationActivitiesForActivityItemsConfiguration
        self.activityItemsConfiguration = activityItemsConfiguration
        super.init(nibName: nil, bundle: nil)
    }

    /// A share sheet with nothing to share (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { completionWithItemsHandler?(nil, false, nil, nil) }
    }
}
