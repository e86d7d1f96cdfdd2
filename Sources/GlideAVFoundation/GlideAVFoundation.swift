// AVFoundation's face on Linux: what a file that says `import AVFoundation` sees (`glide port` writes
// `import GlideAVFoundation` for it). As Apple's framework does, it brings Foundation, Core Media's time (``CMTime``),
// Core Animation (``AVPlayerLayer`` is a `CALayer`) and Core Graphics' geometry, and AVFoundation's geometry function
// `AVMakeRect(aspectRatio:insideRect:)`, which GlideUIKit has too.
@_exported import Foundation
@_exported import GlideCoreGraphics
@_exported import GlideQuartzCore
@_exported import func GlideUIKitCore.AVMakeRect
