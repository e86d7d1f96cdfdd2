import Foundation
import GlideClock
import GlideObjectiveC

/// The presentation state of an asset that a player plays (`AVPlayerItem`): its status, its current time, seeking.
///
/// The item's time runs on Glide's clock (``Clocks/current`` when the item was made) at its player's rate, from the
/// moment it is ready: an item becomes ready to play on the clock's next turn after a player takes it, as loading ends
/// asynchronously on iOS. When the asset's duration is a number, the item stops at its end, posts
/// ``AVPlayerItemDidPlayToEndTime`` and its player does what its `actionAtItemEnd` says. `status` and `duration` notify
/// their key-value observers.
///
/// Glide differs from AVFoundation: no media is read or decoded, so an item never fails, draws no frames and has a
/// zero `presentationSize`; with Glide's assets (whose duration is indefinite, see ``AVAsset``) it never ends.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject {
    /// Whether an item can be played (`AVPlayerItem.Status`).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// The asset the item presents.
    public let asset: AVAsset
    /// Whether the item is ready to play; `.unknown` until a player has taken it and its loading ended.
    public private(set) var status: Status = .unknown
    /// The error that made the item fail: nil (Glide's items never fail).
    open var error: (any Error)? { nil }
    /// The item's duration: the asset's once ready, indefinite before (as AVFoundation reports it).
    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }
    /// The size of the video as shown: zero (Glide decodes no frames; see the class's "Glide differs").
    open var presentationSize: CGSize { .zero }

    /// The clock the item's time runs on.
    let clock: any Clock
    /// The item's time, in seconds, at the clock time `anchorClockTime`, advancing at `advancingRate` since.
    private var anchorSeconds: Double = 0
    private var anchorClockTime: Double
    private(set) var advancingRate: Double = 0
    private var endTask: ScheduledTask?
    private var readyTask: ScheduledTask?
    private var pendingSeek: (task: ScheduledTask, completion: (@MainActor (Bool) -> Void)?)?
    /// The player playing the item.
    weak var player: AVPlayer?

    /// An item for the asset at `url`.
    public convenience init(url: URL) {
        self.init(asset: AVURLAsset(url: url))
    }

    /// An item for `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
        self.clock = Clocks.current
        self.anchorClockTime = clock.now
        super.init()
    }

    /// An item for `asset`; the keys to load are kept and not used (there is nothing to load).
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.init(asset: asset)
    }

    /// The item's current time (seconds on a nanosecond timescale).
    @discardableResult
    open func currentTime() -> CMTime {
        CMTime(seconds: currentSeconds, preferredTimescale: 1_000_000_000)
    }

    var currentSeconds: Double {
        anchorSeconds + (clock.now - anchorClockTime) * advancingRate
    }

    /// Moves the item's time to `time`, clamped to the item (zero to its duration).
    open func seek(to time: CMTime, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        jump(to: time, completion: completionHandler)
    }

    /// ``seek(to:completionHandler:)``; the tolerances are met exactly (Glide seeks to the very time).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        jump(to: time, completion: completionHandler)
    }

    /// Sets the time, tells the observers, and calls `completion` with true on the clock's next turn; a seek that was
    /// still pending finishes at once with false, as AVFoundation's interrupted seeks do.
    func jump(to time: CMTime, completion: (@MainActor (Bool) -> Void)?) {
        guard time.isValid, !time.isIndefinite else { return }
        if let pending = pendingSeek {
            pending.task.cancel()
            pendingSeek = nil
            pending.completion?(false)
        }
        var seconds = max(0, time.seconds)
        let end = asset.duration
        if end.isNumeric { seconds = min(seconds, end.seconds) }
        anchor(at: seconds)
        scheduleEnd()
        NotificationCenter.default.post(name: .AVPlayerItemTimeJumped, object: self)
        player?.itemTimeJumped(self)
        let task = clock.schedule(after: 0) { [weak self] in
            guard let self, let pending = self.pendingSeek else { return }
            self.pendingSeek = nil
            pending.completion?(true)
        }
        pendingSeek = (task, completion)
    }

    /// Re-anchors the time at `seconds` now.
    private func anchor(at seconds: Double) {
        anchorSeconds = seconds
        anchorClockTime = clock.now
    }

    /// The player's rate changed (or the item became ready): the time advances at `rate` from now.
    func setAdvancingRate(_ rate: Double) {
        anchor(at: currentSeconds)
        advancingRate = status == .readyToPlay ? rate : 0
        let end = asset.duration
        if end.isNumeric, advancingRate > 0, currentSeconds >= end.seconds { advancingRate = 0 }
        scheduleEnd()
    }

    /// A player took the item: it becomes ready on the clock's next turn.
    func attach(to player: AVPlayer) {
        self.player = player
        guard status == .unknown, readyTask == nil else { return }
        readyTask = clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.readyTask = nil
            self.changingValue(forKey: "duration") {
                self.changingValue(forKey: "status") { self.status = .readyToPlay }
            }
            self.player?.itemBecameReady(self)
        }
    }

    /// The player let the item go: its time stops.
    func detach() {
        setAdvancingRate(0)
        player = nil
    }

    /// When the duration is a number and the time runs forward, the end is scheduled at the clock time it is reached.
    private func scheduleEnd() {
        endTask?.cancel()
        endTask = nil
        let end = asset.duration
        guard end.isNumeric, advancingRate > 0 else { return }
        let remaining = (end.seconds - currentSeconds) / advancingRate
        endTask = clock.schedule(after: max(0, remaining)) { [weak self] in
            guard let self else { return }
            self.endTask = nil
            self.anchor(at: end.seconds)
            self.advancingRate = 0
            NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: self)
            self.player?.itemDidPlayToEnd(self)
        }
    }

    /// Posted when the item played to its end.
    nonisolated public static let didPlayToEndTimeNotification = NSNotification.Name.AVPlayerItemDidPlayToEndTime
    /// Posted when the item's time jumped (a seek).
    nonisolated public static let timeJumpedNotification = NSNotification.Name.AVPlayerItemTimeJumped
    /// Posted when the item failed to play to its end (never, in Glide).
    nonisolated public static let failedToPlayToEndTimeNotification = NSNotification.Name.AVPlayerItemFailedToPlayToEndTime
}

extension NSNotification.Name {
    /// An item played to its end (the notification's object is the item).
    nonisolated public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// An item's time jumped: a seek (the object is the item).
    nonisolated public static let AVPlayerItemTimeJumped = NSNotification.Name("AVPlayerItemTimeJumpedNotification")
    /// An item failed to play to its end (Glide's never do).
    nonisolated public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}
