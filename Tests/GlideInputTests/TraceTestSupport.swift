import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// The real recordings in `../shared/traces/` (relative to the package root) and what SOURCES.md says about them.
enum RealTraces {
    static let packageRoot: URL = Repository.root
    static let directory: URL = Repository.sharedTraces

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    struct Expectation: Sendable, CustomStringConvertible {
        var file: String
        var kind: DeviceKind
        var slots: Int
        var mtProtocol: MultitouchProtocol
        var maxFingers: Int
        var events: Int
        var frames: Int
        /// Distinct tracking ids (nil: protocol A without ids).
        var trackingIDs: Int?
        var semiMT: Bool = false
        var description: String { file }
    }

    /// From SOURCES.md's table: kind (file name prefix `ts-` = touchscreen), `ABS_MT_SLOT` range,
    /// protocol, max simultaneous fingers, event lines, frames, tracking ids.
    static let all: [Expectation] = [
        .init(file: "synaptics-tm3276-t480-2finger-pinch-in.evemu", kind: .touchpad, slots: 5, mtProtocol: .b, maxFingers: 2, events: 1011, frames: 97, trackingIDs: 2),
        .init(file: "synaptics-tm3276-t480-2finger-swipe-left.evemu", kind: .touchpad, slots: 5, mtProtocol: .b, maxFingers: 2, events: 926, frames: 83, trackingIDs: 2),
        .init(file: "synaptics-tm3276-t480-2finger-swipe-up.evemu", kind: .touchpad, slots: 5, mtProtocol: .b, maxFingers: 2, events: 914, frames: 108, trackingIDs: 2),
        .init(file: "synaptics-tm3276-t480-4finger-hold.evemu", kind: .touchpad, slots: 5, mtProtocol: .b, maxFingers: 4, events: 1046, frames: 174, trackingIDs: 4),
        .init(file: "synaptics-ite-acer-sw5-012-2finger-scroll.yaml", kind: .touchpad, slots: 3, mtProtocol: .b, maxFingers: 2, events: 112, frames: 13, trackingIDs: 2),
        .init(file: "synaptics-clickpad-2finger-scroll-down.evemu", kind: .touchpad, slots: 2, mtProtocol: .b, maxFingers: 2, events: 332, frames: 43, trackingIDs: 2),
        .init(file: "synaptics-hp8470p-2finger-scroll-horizontal.evemu", kind: .touchpad, slots: 2, mtProtocol: .b, maxFingers: 2, events: 906, frames: 150, trackingIDs: 8),
        .init(file: "apple-bcm5974-multifinger-protoA-2010.evemu", kind: .touchpad, slots: 0, mtProtocol: .a, maxFingers: 4, events: 12893, frames: 638, trackingIDs: nil),
        .init(file: "cypress-ps2-3finger-press.evemu", kind: .touchpad, slots: 2, mtProtocol: .b, maxFingers: 3, events: 342, frames: 46, trackingIDs: 3, semiMT: true),
        .init(file: "alps-glidepoint-2finger-tap.evemu", kind: .touchpad, slots: 2, mtProtocol: .b, maxFingers: 2, events: 76, frames: 13, trackingIDs: 2, semiMT: true),
        .init(file: "wacom-intuos5-touch-2finger-swipe.evemu", kind: .touchpad, slots: 16, mtProtocol: .b, maxFingers: 2, events: 1564, frames: 216, trackingIDs: 2),
        .init(file: "ts-atmel-maxtouch-4finger-drag-down.evemu", kind: .touchscreen, slots: 10, mtProtocol: .b, maxFingers: 4, events: 309, frames: 31, trackingIDs: 4),
        .init(file: "ts-elan-cando-1finger-drag-up-down.evemu", kind: .touchscreen, slots: 10, mtProtocol: .b, maxFingers: 1, events: 1849, frames: 322, trackingIDs: 1),
        .init(file: "ts-ntrig-2finger-touch-release-protoA.evemu", kind: .touchscreen, slots: 0, mtProtocol: .a, maxFingers: 2, events: 2203, frames: 219, trackingIDs: nil),
    ]

    static var evemuFiles: [String] { all.map(\.file).filter { $0.hasSuffix(".evemu") } }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func readAll(_ source: some InputEventSource) throws -> [InputEvent] {
        var events: [InputEvent] = []
        while let e = try source.nextEvent() { events.append(e) }
        return events
    }
}

/// Writes `bytes` to a fresh temporary file and returns its path.
func temporaryFile(_ bytes: [UInt8], suffix: String = ".trace") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-test-\(UUID().uuidString)\(suffix)")
    try Data(bytes).write(to: url)
    return url.path
}

func temporaryFile(_ text: String, suffix: String = ".trace") throws -> String {
    try temporaryFile(Array(text.utf8), suffix: suffix)
}
