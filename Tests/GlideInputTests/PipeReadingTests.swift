import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Traces stream from pipes (not seekable) and across buffer boundaries.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct PipeReadingTests {
    @Test(arguments: ["synaptics-tm3276-t480-2finger-pinch-in.evemu", "synaptics-ite-acer-sw5-012-2finger-scroll.yaml"])
    func readsFromAPipe(_ file: String) throws {
        let bytes = try RealTraces.bytes(file)
        let expected = try RealTraces.readAll(try TraceReader.open(path: RealTraces.path(file)))
        let pipe = Pipe()
        let writer = Thread {
            // Dribble the file in small writes so reads see partial lines.
            var offset = 0
            while offset < bytes.count {
                let n = min(777, bytes.count - offset)
                pipe.fileHandleForWriting.write(Data(bytes[offset..<(offset + n)]))
                offset += n
            }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let source = try TraceReader.open(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, name: "<pipe>")
        #expect(try RealTraces.readAll(source) == expected)
        #expect(source.end == .finished)
    }

    @Test(arguments: [64, 97, 128, 1000])
    func smallBuffersGiveTheSameEvents(_ capacity: Int) throws {
        let file = "cypress-ps2-3finger-press.evemu"
        let expected = try RealTraces.readAll(try EvemuReader(path: RealTraces.path(file)))
        let fd = open(RealTraces.path(file), O_RDONLY)
        let reader = try EvemuReader(lineReader: LineReader(fileDescriptor: fd, name: file, closesDescriptor: true, capacity: capacity), options: .lenient)
        let events = try RealTraces.readAll(reader)
        if capacity > 76 {
            // The longest event line is 76 bytes: everything fits, across every buffer boundary.
            #expect(events == expected)
            #expect(reader.skippedLineCount == 0)
        } else {
            // Event lines longer than the buffer are reported, not buffered: each one skipped.
            #expect(events.isEmpty)
            #expect(reader.skippedLineCount == expected.count)
        }
    }

    @Test func overLongLinesAreReportedNotBuffered() throws {
        let long = "E: 0.000001 0003 0035 " + String(repeating: "1", count: 300) + "\n"
        let text = "N: Pad\nI: 0001 0002 0003 0004\n" + long + "E: 0.000002 0000 0000 0000\n"
        let path = try temporaryFile(text)
        let fd = open(path, O_RDONLY)
        let reader = try EvemuReader(lineReader: LineReader(fileDescriptor: fd, name: path, closesDescriptor: true, capacity: 128), options: .lenient)
        let events = try RealTraces.readAll(reader)
        #expect(events.count == 1)
        #expect(reader.skippedLineCount == 1)
        #expect(reader.firstSkippedLine?.line == 3)
        #expect(reader.firstSkippedLine?.expected.contains("shorter than 1 MiB") == true)
    }
}
