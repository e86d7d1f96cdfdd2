import Foundation
import GlideCommandLine
import Synchronization

/// Ctrl-C, SIGTERM and SIGHUP as a flag to poll, so long-running commands end cleanly (a complete
/// recording, a cancelled transition, a removed virtual device) instead of being killed.
enum StopSignal {
    private static let flag = Atomic<Bool>(false)

    /// True once one of the signals arrived.
    static var requested: Bool { flag.load(ordering: .relaxed) }

    /// Installs the handlers (and ignores SIGPIPE, so a closed pipe is a write error, not a silent death).
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in StopSignal.flag.store(true, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        // A parent may have started us with them blocked (a test runner's thread): unblock them here.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}


