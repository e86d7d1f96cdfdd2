//
//  TimeoutEdgePan.swift
//  An edge pan that gives up when the finger rests, as ElasticTransition's EdgePanTransition does (a selector timer),
//  and a countdown on block timers: one scheduled, one made and added to the main run loop for the common modes.
//

import UIKit

class TimeoutEdgePan: NSObject {
    var timeoutTimer: Timer?
    var currentPanGR: UIPanGestureRecognizer?
    private(set) var endings = 0

    func resetTimeout() {
        timeoutTimer?.invalidate()
        timeoutTimer = Timer.scheduledTimer(timeInterval: 3.0, target: self, selector: #selector(timedOut), userInfo: nil, repeats: false)
    }

    @objc func timedOut() {
        if currentPanGR == nil || currentPanGR!.state != .changed {
            endings += 1
        }
    }

    func updateInteractiveTransition(gestureRecognizer pan: UIPanGestureRecognizer) {
        currentPanGR = pan
        resetTimeout()
    }
}

class Countdown: NSObject {
    private(set) var remaining = 3
    private(set) var beats: [String] = []
    private var countdown: Timer?
    private var pulse: Timer?

    func start() {
        countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            self?.tick(timer)
        }
        let pulse = Timer(timeInterval: 0.4, target: self, selector: #selector(beat(_:)), userInfo: "beat", repeats: true)
        RunLoop.main.add(pulse, forMode: .common)
        self.pulse = pulse
    }

    private func tick(_ timer: Timer) {
        remaining -= 1
        if remaining == 0 {
            timer.invalidate()
            pulse?.invalidate()
        }
    }

    @objc private func beat(_ timer: Timer) {
        beats.append(timer.userInfo as? String ?? "?")
    }
}
