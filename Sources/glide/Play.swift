import ArgumentParser
import Foundation
import GlideCommandLine
import GlideEvdev
import GlideInput
import GlideUIKitCore
import Synchronization

/// `glide play TRACE`: a virtual device that sends a recording's events into the kernel.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Replay a recording through a virtual input device (uinput), like evemu-play.",
        discussion: """
            Creates a virtual device with the recording's description through uinput, prints its \
            node (e.g. /dev/input/event7) on a line of its own, waits --start-delay seconds so that \
            readers can open the node (SIGUSR1 ends the wait at once: a script that knows its \
            reader is ready need not guess a delay), then writes the events into the kernel at their \
            recorded pace (sleeping on the monotonic clock). Everything reading the node - libinput, your \
            desktop, 'glide record', evemu-record - sees them as if a real device sent them, after \
            the kernel's filtering (unchanged values are dropped). The device is removed after \
            --linger seconds, and at once on Ctrl-C or SIGTERM.

            SYN_DROPPED in a recording is not written: the kernel ignores it from a virtual device \
            (readers only see SYN_DROPPED when their own buffer overflows).

            Creating a virtual device needs write access to /dev/uinput (the uinput module loaded; \
            root, or a udev rule for the 'input' group), and a /dev/input node needs the evdev module.

            Examples:
              glide play swipe.evemu
              glide play --device-name "Test pad" --speed 0.5 swipe.evemu
              glide play swipe.evemu > node.txt &        # a script reads the node there
              glide play --start-delay 60 swipe.evemu &  # ... opens it, then: kill -USR1 $!
            """
    )

    @Argument(help: ArgumentHelp("The recording (evemu or libinput record), or - for standard input.", valueName: "trace"))
    var trace: String

    @Option(help: ArgumentHelp("Name the virtual device this instead of the recorded name.", valueName: "name"))
    var deviceName: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to wait after creating the device, before the first event (0 to 3600).", valueName: "seconds"))
    var startDelay: Double = 0.5

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to keep the device after the last event (0 to 3600).", valueName: "seconds"))
    var linger: Double = 0.5

    @Option(parsing: .unconditional, help: ArgumentHelp("Playback speed, 0.01 to 100: 2 plays twice as fast, 0.5 at half speed.", valueName: "factor"))
    var speed: Double = 1

    func validate() throws {
        try OptionRange.check(startDelay, in: 0...3600, "--start-delay", "seconds")
        try OptionRange.check(linger, in: 0...3600, "--linger", "seconds")
        try OptionRange.check(speed, in: 0.01...100, "--speed")
    }

    func run() throws {
        // The whole recording first: a malformed line stops us before a device exists.
        var description: DeviceDescription
        var events: [InputEvent] = []
        do {
            let source = try TraceReader.open(path: trace)
            description = source.device
            while let event = try source.nextEvent() { events.append(event) }
        } catch {
            fail("\(error)")
        }
        description.node = nil
        if let deviceName { description.name = deviceName }

        StopSignal.install()
        StartSignal.install()

        let device: VirtualDevice
        do {
            device = try VirtualDevice(description)
        } catch DeviceError.uinputUnavailable(let code) {
            fail(Self.uinputAdvice(errno: code))
        } catch {
            fail("\(error)")
        }
        guard let node = device.node else {
            device.destroy()
            fail("the virtual device got no /dev/input node: load the evdev module with 'sudo modprobe evdev'.")
        }
        // The node on a line of its own, at once, for a script to read.
        let line = node + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }

        var written = 0, frames = 0, skippedDrops = 0
        var failure: String?
        let start = monotonicMicroseconds()
        if Self.sleep(until: start + Int64(startDelay * 1_000_000), orStartSignal: true) {
            let origin = monotonicMicroseconds()
            let first = events.first?.timestampMicroseconds ?? 0
            for event in events {
                if event.type == EventType.syn, event.code == EventCode.SYN_DROPPED {
                    skippedDrops += 1
                    continue
                }
                let due = origin + Int64((Double(event.timestampMicroseconds - first) / speed).rounded())
                guard Self.sleep(until: due) else { break }
                do {
                    try device.write(event)
                } catch {
                    failure = "\(error)"
                    break
                }
                written += 1
                if event.isSynReport { frames += 1 }
            }
            if failure == nil, !StopSignal.requested {
                _ = Self.sleep(until: monotonicMicroseconds() + Int64(linger * 1_000_000))
            }
        }
        device.destroy()
        if let failure { fail(failure) }
        let seconds = Double(monotonicMicroseconds() - start) / 1_000_000
        var summary: String
        if StopSignal.requested {
            summary = "Stopped after \(written) of \(events.count - skippedDrops) events; removed \(node)."
        } else {
            summary = "Played \(written) events in \(frames) frames on \(node) (\"\(description.name)\") in \(String(format: "%.2f", seconds)) s; removed the device."
        }
        if skippedDrops > 0 { summary += " Left out \(skippedDrops) SYN_DROPPED (the kernel ignores it from a virtual device)." }
        printError(summary)
    }

    /// What to do when /dev/uinput cannot be opened, in one sentence.
    static func uinputAdvice(errno code: Int32) -> String {
        if code == EACCES || code == EPERM {
            return "/dev/uinput is not writable by this user, so no virtual device can be created: run glide play "
                + "as root (sudo), or let the 'input' group write it with a udev rule (KERNEL==\"uinput\", GROUP=\"input\", "
                + "MODE=\"0660\" in /etc/udev/rules.d/70-uinput.rules, then 'sudo udevadm trigger') and join the group "
                + "('sudo usermod -aG input $USER', then log in again)."
        }
        return "/dev/uinput is missing (\(String(cString: strerror(code)))), so no virtual device can be created: "
            + "load the uinput module with 'sudo modprobe uinput' (and evdev for the /dev/input node)."
    }

    /// Sleeps on the monotonic clock until `deadline` (microseconds), or until SIGUSR1 when
    /// `orStartSignal`; false when a signal asked to stop.
    static func sleep(until deadline: Int64, orStartSignal: Bool = false) -> Bool {
        while !StopSignal.requested {
            let now = monotonicMicroseconds()
            if now >= deadline || (orStartSignal && StartSignal.requested) { return true }
            // At most 100 ms at a time: a signal between the check and the sleep is seen soon.
            let wake = min(deadline, now + 100_000)
            var ts = timespec(tv_sec: Int(wake / 1_000_000), tv_nsec: Int(wake % 1_000_000) * 1000)
            _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil)
        }
        return false
    }
}

/// SIGUSR1: `glide play` ends its start delay at once.
enum StartSignal {
    private static let flag = Atomic<Bool>(false)

    /// True once SIGUSR1 arrived.
    static var requested: Bool { flag.load(ordering: .relaxed) }

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in StartSignal.flag.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGUSR1, &action, nil)
    }
}

/// CLOCK_MONOTONIC in microseconds.
private func monotonicMicroseconds() -> Int64 { MonotonicClock.nanosecondsNow() / 1000 }
