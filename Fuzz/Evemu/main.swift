// fuzz-evemu: the evemu reader, strict and lenient, and the frames its events make; read event by
// event, and in batches through TraceSummary (what `glide info` does).
import Glibc
import GlideFuzzSupport
import GlideInput

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let fd = FuzzInput.file(data, size)
    for mode in [TraceReadingMode.strict, .lenient] {
        for batches in [false, true] {
            FuzzInput.rewind()
            guard let reader = try? EvemuReader(fileDescriptor: fd, name: "fuzz.evemu", options: TraceReadOptions(mode: mode)) else { continue }
            _ = reader.device.kind
            _ = reader.device.sizeMillimetres
            if batches {
                _ = try? TraceSummary.read(reader)
            } else {
                let assembler = TouchFrameAssembler(device: reader.device, resynchronizesAfterDrop: reader.resynchronizesAfterDrop)
                while let event = try? reader.next() { _ = assembler.process(event) }
            }
            _ = reader.firstSkippedLine?.description
        }
    }
    return 0
}

exit(FuzzInput.run(fuzzEvemu))
