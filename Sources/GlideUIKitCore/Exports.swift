// The frameworks below UIKit, re-exported: `import GlideUIKitCore` (and `import GlideUIKit`) brings
// Core Animation, Core Graphics' geometry, Glide's clocks, the constraint solver and `Selector`, as
// `import UIKit` brings QuartzCore and CoreGraphics on iOS.
@_exported import GlideCassowary
@_exported import GlideClock
@_exported import GlideCoreGraphics
@_exported import GlideCoreImage
@_exported import GlideObjectiveC
@_exported import GlideQuartzCore
