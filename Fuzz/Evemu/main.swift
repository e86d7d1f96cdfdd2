// fuzz-evemu: the evemu reader, strict and lenient, and the frames its events make.
import Glibc
import GlideFuzzSupport
import GlideInput

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let fd = FuzzInput.file(data, size)
    for mode in [TraceReadingMode.strict, .lenient] {
        FuzzInput.rewind()
        guard let reader = try? EvemuReader(fileDescriptor: fd, name: "fuzz.evemu", options: TraceReadOptions(mode: mode)) else { continue }
        let assembler = TouchFrameAssembler(device: reader.device, resynchronizesAfterDrop: reader.resynchronizesAfterDrop)
        _ = reader.device.kind
        _ = reader.device.sizeMillimetres
        while let event = try? reader.next() { _ = assembler.process(event) }
        _ = reader.firstSkippedLine?.description
    }
    return 0
}

exit(FuzzInput.run(fuzzEvemu))
