import Foundation
import GlideClock
import GlideObjectiveC

/// Plays an item (`AVPlayer`): its rate, its item's time, seeking, time observers.
///
/// Playback runs on Glide's clock: `play()` sets the rate to 1 and, once the item is ready (on the clock's next turn
/// after the player takes it), the item's time advances at that rate. The periodic time observers are called as
/// AVFoundation calls them: at each multiple of their interval of the item's time while it plays, and whenever
/// playback starts or stops and whenever the time jumps. `status`, `rate`, `timeControlStatus` and `currentItem`
/// notify their key-value observers (ImageViewer, for one, watches `status` and `rate`).
///
/// Glide differs from AVFoundation: no media is read, decoded or heard (see ``AVPlayerItem``); the player is ready
/// as soon as it has an item; the time observers' `queue` is not used: they run on the main actor, on Glide's clock.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
    /// Whether the player can play (`AVPlayer.Status`).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Whether playback is paused, waiting or playing (`AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// What the player does when its item ends (`AVPlayer.ActionAtItemEnd`).
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// Whether the player is ready: `.readyToPlay` once its first item is ready.
    public private(set) var status: Status = .unknown
    /// The item being played.
    public private(set) var currentItem: AVPlayerItem?
    /// Whether playback is paused, waiting for the item, or playing.
    public private(set) var timeControlStatus: TimeControlStatus = .paused
    /// The error that made the player fail: nil (Glide's players never fail).
    open var error: (any Error)? { nil }
    /// The playback rate: 0 paused, 1 normal speed; setting it plays or pauses.
    open var rate: Float {
        get { storedRate }
        set {
            guard newValue != storedRate else { return }
            let wasAdvancing = isAdvancing
            changingValue(forKey: "rate") { storedRate = newValue }
            playbackChanged(wasAdvancing: wasAdvancing)
        }
    }
    private var storedRate: Float = 0
    /// The rate `play()` uses (1 by default).
    open var defaultRate: Float = 1
    /// What happens at the end of an item: `.pause` by default.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether the audio is muted (kept; Glide plays no sound).
    open var isMuted = false
    /// The audio volume, 0 to 1 (kept; Glide plays no sound).
    open var volume: Float = 1
    /// Whether the player waits to minimize stalling (kept; Glide never stalls).
    open var automaticallyWaitsToMinimizeStalling = true

    private var observers: [AVPeriodicTimeObserver] = []

    /// A player with no item.
    public override init() {
        super.init()
    }

    /// A player of the asset at `url`.
    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) {
        super.init()
        if let item { take(item) }
    }

    /// Plays at ``defaultRate``.
    open func play() { rate = defaultRate == 0 ? 1 : defaultRate }

    /// Pauses: the rate becomes 0.
    open func pause() { rate = 0 }

    /// The current item's time; zero without an item.
    @discardableResult
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves the current item's time to `time` (see ``AVPlayerItem/seek(to:completionHandler:)``).
    open func seek(to time: CMTime) { currentItem?.jump(to: time, completion: nil) }

    /// Moves the current item's time to `time`, then calls `completionHandler` (with false if another seek interrupted it).
    open func seek(to time: CMTime, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) {
        guard let item = currentItem else { return completionHandler(false) }
        item.jump(to: time, completion: completionHandler)
    }

    /// ``seek(to:)``; the tolerances are met exactly.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }

    /// ``seek(to:completionHandler:)``; the tolerances are met exactly.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Plays `item` instead of the current item (nil: no item); the time observers are told.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        guard item !== currentItem else { return }
        let wasAdvancing = isAdvancing
        changingValue(forKey: "currentItem") {
            currentItem?.detach()
            currentItem = nil
            if let item { take(item) }
        }
        playbackChanged(wasAdvancing: wasAdvancing, force: true)
    }

    private func take(_ item: AVPlayerItem) {
        currentItem = item
        item.attach(to: self)
    }

    // MARK: Time observers

    /// Calls `block` with the current time every `interval` of the item's time while it plays, and when playback starts
    /// or stops or the time jumps; returns the observer to pass to ``removeTimeObserver(_:)``.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @MainActor (CMTime) -> Void) -> Any {
        precondition(interval.isNumeric && interval.seconds > 0, "AVPlayer.addPeriodicTimeObserver: the interval must be a positive number")
        let observer = AVPeriodicTimeObserver(interval: interval.seconds, block: block)
        observers.append(observer)
        schedule(observer)
        return observer
    }

    /// Stops a time observer that ``addPeriodicTimeObserver(forInterval:queue:using:)`` returned.
    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? AVPeriodicTimeObserver else {
            preconditionFailure("AVPlayer.removeTimeObserver: \(type(of: observer)) was not returned by this player's addPeriodicTimeObserver")
        }
        observer.task?.cancel()
        observer.task = nil
        observers.removeAll { $0 === observer }
    }

    /// Whether the current item's time advances.
    private var isAdvancing: Bool { storedRate != 0 && currentItem?.status == .readyToPlay }

    /// The rate or the item changed: the item advances at the new rate, the status follows, and when playback started
    /// or stopped the observers are told.
    private func playbackChanged(wasAdvancing: Bool, force: Bool = false) {
        currentItem?.setAdvancingRate(Double(storedRate))
        let control: TimeControlStatus = storedRate == 0 ? .paused : (isAdvancing ? .playing : .waitingToPlayAtSpecifiedRate)
        if control != timeControlStatus {
            changingValue(forKey: "timeControlStatus") { timeControlStatus = control }
        }
        if force || wasAdvancing != isAdvancing { notifyObservers() } else { observers.forEach(schedule) }
    }

    private func notifyObservers() {
        for observer in observers {
            observer.block(currentTime())
            schedule(observer)
        }
    }

    /// Schedules `observer`'s next call at the clock time the item's time reaches its next multiple of the interval.
    private func schedule(_ observer: AVPeriodicTimeObserver) {
        observer.task?.cancel()
        observer.task = nil
        guard let item = currentItem, isAdvancing, item.advancingRate != 0 else { return }
        let rate = item.advancingRate, now = item.currentSeconds, step = observer.interval
        let next = rate > 0 ? ((now / step).rounded(.down) + 1) * step : ((now / step).rounded(.up) - 1) * step
        guard next >= 0 else { return }
        observer.task = item.clock.schedule(after: (next - now) / rate) { [weak self, weak observer] in
            guard let self, let observer, self.observers.contains(where: { $0 === observer }) else { return }
            observer.task = nil
            observer.block(self.currentTime())
            self.schedule(observer)
        }
    }

    // MARK: From the item

    func itemBecameReady(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        if status != .readyToPlay { changingValue(forKey: "status") { status = .readyToPlay } }
        playbackChanged(wasAdvancing: false)
    }

    func itemTimeJumped(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        notifyObservers()
    }

    func itemDidPlayToEnd(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        switch actionAtItemEnd {
        case .pause, .advance: rate = 0
        case .none: break  // the rate stays; the item stays at its end
        }
    }
}

/// A periodic time observer (what `addPeriodicTimeObserver` returns).
@MainActor
final class AVPeriodicTimeObserver: NSObject {
    let interval: Double
    let block: @MainActor (CMTime) -> Void
    var task: ScheduledTask?

    init(interval: Double, block: @escaping @MainActor (CMTime) -> Void) {
        self.interval = interval
        self.block = block
        super.init()
    }
}
