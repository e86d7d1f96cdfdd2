import ArgumentParser
import Foundation
import GlideCommandLine
import GlideEvdev
import GlideInput

/// Set by the SIGINT/SIGTERM/SIGHUP handler installed while recording.

/// `glide record`: writes what a device sends to an evemu recording.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Record a touch device's events to an evemu file.",
        discussion: """
            Writes the device's description and then every event it sends, in the evemu 1.3 format \
            that evemu-record writes and evemu-device / evemu-play (and Glide) read back. Stop with \
            Ctrl-C (or SIGTERM): the file then ends with the last complete frame (the last \
            SYN_REPORT), is flushed and synced to disk, and is a valid recording. Unplugging the \
            device ends the recording the same way.

            Timestamps are CLOCK_MONOTONIC, rebased so that the first event is at 0.000001 s. If \
            Glide falls behind and the kernel drops events, the file shows a SYN_DROPPED followed by \
            one frame that brings a reader back to the device's true state.

            The device is read without an exclusive grab, so your desktop keeps working while you \
            record; --grab takes one (the desktop then sees nothing from the device).

            A device that has letter keys is refused: a keyboard recording captures everything \
            typed, passwords included. --allow-keyboard overrides this.

            Examples:
              glide devices                                   # find the node
              glide record /dev/input/event5 -o swipe.evemu  # then Ctrl-C
              glide record event5 > swipe.evemu
            """
    )

    @Argument(help: ArgumentHelp("The device node, e.g. /dev/input/event5 (or just event5).", valueName: "device"))
    var device: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Record even a device that has letter keys (a keyboard).")
    var allowKeyboard = false

    @Flag(help: "Take an exclusive grab: no other program sees the device's events while recording.")
    var grab = false

    func run() throws {
        let path = device.contains("/") ? device : DeviceDiscovery.defaultDirectory + "/" + device
        let source: EvdevDevice
        do {
            source = try EvdevDevice(path: path, grab: grab, requireTouch: false)
        } catch let error as DeviceError {
            printError(voice.errorLine("\(error)"))
            throw ExitCode(1)
        }
        let description = source.device
        if description.hasLetterKeys && !allowKeyboard {
            printError(
                voice.errorLine("\(path) (\"\(description.name)\") has letter keys: it is a keyboard, and a "
                    + "recording would capture everything typed, passwords included. Pick a touchpad or "
                    + "touchscreen ('glide devices' lists them), or pass --allow-keyboard."))
            throw ExitCode(1)
        }
        if description.kind == .other {
            printError("\(voice.name): note: \(path) (\"\(description.name)\") is not a touchpad or touchscreen; recording anyway.")
        }

        // Ctrl-C, SIGTERM and SIGHUP end the recording cleanly instead of killing the process.
        StopSignal.install()

        let outputFD: Int32
        let outputName: String
        if let output {
            outputFD = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard outputFD >= 0 else {
                printError(voice.errorLine("cannot create \(output): \(String(cString: strerror(errno)))"))
                throw ExitCode(1)
            }
            outputName = output
        } else {
            outputFD = 1
            outputName = "standard output"
        }
        defer { if output != nil { close(outputFD) } }

        do {
            let writer = EvemuRecordingWriter(fileDescriptor: outputFD, name: outputName)
            let recorder = try FrameRecorder(writer: writer, device: description, state: source.currentState)
            printError("Recording \"\(description.name)\" (\(path)) to \(outputName). Press Ctrl-C to stop.")
            let reason = try Self.record(from: source, into: recorder)
            let dropped = try recorder.finish()
            var summary = "\(reason) Wrote \(recorder.eventCount) events in \(recorder.frameCount) frames to \(outputName)."
            if dropped > 0 { summary += " Left out \(dropped) events of an unfinished last frame." }
            printError(summary)
        } catch let error as TraceWriteError {
            printError(voice.errorLine("\(error)"))
            throw ExitCode(1)
        } catch let error as DeviceError {
            printError(voice.errorLine("\(error)"))
            throw ExitCode(1)
        }
    }

    /// Reads until a signal arrives or the device goes away; returns a sentence saying which.
    static func record(from source: EvdevDevice, into recorder: FrameRecorder) throws -> String {
        var lastCheckpoint = ContinuousClock.now
        while true {
            while let event = try source.nextEvent(timeout: .zero) {
                try recorder.append(event)
            }
            if source.end == .deviceRemoved {
                return "The device was removed."
            }
            if ContinuousClock.now - lastCheckpoint > .seconds(1) {
                try recorder.checkpoint()
                lastCheckpoint = .now
            }
            // A signal interrupts the wait; the timeout bounds the window between the check and poll(2).
            var pfd = pollfd(fd: source.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if !StopSignal.requested, poll(&pfd, 1, 250) < 0, errno != EINTR {
                throw DeviceError.readFailed(path: source.path, errno: errno)
            }
            if StopSignal.requested {
                // Take what the kernel already has, and give an unfinished frame a moment to complete.
                while let event = try source.nextEvent(timeout: .zero) {
                    try recorder.append(event)
                }
                while recorder.pendingCount > 0, let event = try source.nextEvent(timeout: .milliseconds(100)) {
                    try recorder.append(event)
                }
                return "Stopped."
            }
        }
    }
}

