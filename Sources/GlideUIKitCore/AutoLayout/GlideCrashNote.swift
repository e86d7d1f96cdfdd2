import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Glide was doing when the app's code traps (a force unwrap of nil, a failed `precondition`, an index out of
/// range): a few lines written to standard error before the Swift runtime's own message and backtrace, so that a check
/// the app's code stopped still says which scenario ran and what UIKit's model had just answered (a nil
/// `view(forKey:)` under a page sheet, the commonest trap of transition code written before iOS 13).
///
/// Glide differs from UIKit here: iOS prints only the runtime's message; Glide adds this note. The note is kept in a
/// fixed buffer written by a signal handler (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT), on a stack of its own (so that a
/// stack overflow is told too), that then hands the signal to the handler installed before it (the runtime's
/// backtracer), so nothing else changes.
package enum GlideCrashNote {
    /// The note's largest size in bytes; a longer note is cut.
    static let capacity = 4096
    /// The most answers kept (the latest ones).
    static let answerLimit = 4
    /// The signals a trap or a crash arrives by.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT]

    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 5)
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var activityText = ""
    nonisolated(unsafe) private static var answers: [String] = []
    /// The size of the stack the handler runs on, in bytes: its own, so that it runs when the app's code overflowed the
    /// thread's stack (an endless recursion: an observer that sets what it observes).
    static let alternateStackSize = 65_536
    /// Written after the note for a SIGSEGV, which an overflowed stack raises as well as a bad pointer.
    private static let segmentationFault: StaticString =
        "glide:   a segmentation fault: a bad pointer, or the stack overflowed (an endless recursion in the app's code, such as an observer that sets what it observes)\n"

    /// Installs the handlers once; from then on a trap prints the note.
    package static func install() {
        guard !installed else { return }
        installed = true
        _ = buffer
        _ = previous
        // The handler's own stack (this thread's: the checks run on the main thread), so that a stack overflow's
        // SIGSEGV still prints the note.
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handle
            #else
            action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, previous + index)
        }
    }

    /// What is running now (a scenario, a flow): replaces the last activity and forgets the answers.
    package static func activity(_ text: String) {
        guard installed else { return }
        activityText = text
        answers.removeAll(keepingCapacity: true)
        render()
    }

    /// An answer of UIKit's model the app's code may trap on (a nil view, with why).
    package static func answer(_ text: @autoclosure () -> String) {
        guard installed, !activityText.isEmpty else { return }
        let text = text()
        guard answers.last != text else { return }
        answers.append(text)
        if answers.count > answerLimit { answers.removeFirst() }
        render()
    }

    /// The note as it would be printed now (for tests).
    package static var note: String {
        String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length), as: UTF8.self)
    }

    private static func render() {
        var text = "\nglide: the app's code stopped the check during \(activityText)\n"
        for answer in answers { text += "glide:   UIKit's model had answered: \(answer)\n" }
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        length = bytes.count
    }

    /// Writes the note, puts the previous handler back and lets it take the signal: a trap's instruction runs again
    /// on return and reaches it; an `abort()` is raised again (blocked until this handler returns).
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        if GlideCrashNote.length > 0 {
            _ = write(2, GlideCrashNote.buffer, GlideCrashNote.length)
            if signal == SIGSEGV {
                _ = write(2, GlideCrashNote.segmentationFault.utf8Start, GlideCrashNote.segmentationFault.utf8CodeUnitCount)
            }
        }
        GlideCrashNote.length = 0
        guard let index = GlideCrashNote.signals.firstIndex(of: signal) else { return }
        sigaction(signal, GlideCrashNote.previous + index, nil)
        if signal == SIGABRT { raise(signal) }
    }
}
