import Foundation
import GlideAVFoundation
import GlideClock
import GlideObjectiveC
import Testing

/// An asset of a known length (Glide's own assets are indefinite: it reads no media).
@MainActor
final class TimedAsset: AVAsset {
    let length: Double
    init(length: Double) {
        self.length = length
        super.init()
    }
    override var duration: CMTime { CMTime(seconds: length, preferredTimescale: 600) }
}

final class Observer: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) var changes: [String] = []
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        changes.append("\(keyPath ?? "")=\(change?[.newKey] ?? "nil")")
    }
}

@MainActor
@Suite struct AVPlayerTests {
    @Test("an item becomes ready on the clock's next turn after a player takes it; its time then advances at the rate")
    func playsOnGlidesClock() {
        let clock = ManualClock()
        clock.withCurrent {
            let player = AVPlayer(url: URL(fileURLWithPath: "/videos/clip.mp4"))
            #expect(player.status == .unknown && player.currentItem?.status == .unknown)
            #expect((player.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent == "clip.mp4")
            player.play()
            #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
            clock.advance(by: 0)
            #expect(player.status == .readyToPlay && player.currentItem?.status == .readyToPlay)
            #expect(player.timeControlStatus == .playing)
            #expect(player.currentItem?.duration.isIndefinite == true)
            clock.advance(by: 2)
            #expect(player.currentTime().seconds == 2)
            player.rate = 0.5
            clock.advance(by: 2)
            #expect(player.currentTime().seconds == 3)
            player.pause()
            clock.advance(by: 5)
            #expect(player.currentTime().seconds == 3 && player.timeControlStatus == .paused)
        }
    }

    @Test("key-value observers of status and rate hear each change, as ImageViewer's VideoView expects")
    func keyValueObserving() {
        let clock = ManualClock()
        clock.withCurrent {
            let player = AVPlayer(playerItem: AVPlayerItem(asset: AVURLAsset(url: URL(fileURLWithPath: "/v.mov"))))
            let observer = Observer()
            player.addObserver(observer, forKeyPath: "status", options: .new, context: nil)
            player.addObserver(observer, forKeyPath: "rate", options: .new, context: nil)
            player.play()
            clock.advance(by: 0)
            player.pause()
            #expect(observer.changes == ["rate=1.0", "status=1", "rate=0.0"])
            player.removeObserver(observer, forKeyPath: "status")
            player.removeObserver(observer, forKeyPath: "rate")
        }
    }

    @Test("a periodic observer is called at each interval of the item's time while it plays, and when playback starts, stops or jumps")
    func periodicObserver() {
        let clock = ManualClock()
        clock.withCurrent {
            let player = AVPlayer(url: URL(fileURLWithPath: "/v.mov"))
            var times: [Double] = []
            let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 1), queue: nil) { times.append($0.seconds) }
            player.play()
            clock.advance(by: 0)
            #expect(times == [0])  // playback started
            clock.advance(by: 2.5)
            #expect(times == [0, 1, 2])
            player.seek(to: CMTime(value: 10, timescale: 1))
            #expect(times == [0, 1, 2, 10])  // the time jumped
            clock.advance(by: 1)
            #expect(times == [0, 1, 2, 10, 11])
            player.pause()
            #expect(times == [0, 1, 2, 10, 11, 11])  // playback stopped
            player.removeTimeObserver(token)
            player.play()
            clock.advance(by: 3)
            #expect(times.count == 6)
        }
    }

    @Test("a seek completes on the next turn; a seek interrupted by another completes with false")
    func seeking() {
        let clock = ManualClock()
        clock.withCurrent {
            let player = AVPlayer(playerItem: AVPlayerItem(asset: TimedAsset(length: 4)))
            var results: [Bool] = []
            player.seek(to: CMTime(value: 1, timescale: 1)) { results.append($0) }
            player.seek(to: CMTime(value: 9, timescale: 1)) { results.append($0) }
            #expect(results == [false])
            clock.advance(by: 0)
            #expect(results == [false, true])
            #expect(player.currentTime().seconds == 4)  // clamped to the duration
        }
    }

    @Test("an item of known length plays to its end: the notification is posted and the player pauses")
    func playsToEnd() {
        let clock = ManualClock()
        clock.withCurrent {
            let item = AVPlayerItem(asset: TimedAsset(length: 3))
            let player = AVPlayer(playerItem: item)
            nonisolated(unsafe) var ended = 0
            let token = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil) { _ in
                ended += 1
            }
            defer { NotificationCenter.default.removeObserver(token) }
            player.play()
            clock.advance(by: 0)
            #expect(item.duration.seconds == 3)
            clock.advance(by: 2.9)
            #expect(ended == 0)
            clock.advance(by: 0.2)
            #expect(ended == 1 && player.rate == 0 && player.currentTime().seconds == 3)
            #expect(AVPlayerItem.didPlayToEndTimeNotification == .AVPlayerItemDidPlayToEndTime)
        }
    }

    @Test("replacing the item starts the new one's loading; the old one's time stops")
    func replaceItem() {
        let clock = ManualClock()
        clock.withCurrent {
            let player = AVPlayer(url: URL(fileURLWithPath: "/a.mov"))
            let first = player.currentItem!
            player.play()
            clock.advance(by: 1)
            let second = AVPlayerItem(url: URL(fileURLWithPath: "/b.mov"))
            player.replaceCurrentItem(with: second)
            #expect(player.currentItem === second && second.status == .unknown)
            clock.advance(by: 2)
            #expect(first.currentTime().seconds == 1)
            #expect(second.status == .readyToPlay && second.currentTime().seconds == 2)
        }
    }
}
