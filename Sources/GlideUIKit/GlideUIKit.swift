// GlideUIKit: UIKit's face of Glide. A UIKit transition file builds against it with one change,
// `import UIKit` → `import GlideUIKit` (`glide port` makes that change and the few Linux forbids).
//
// The engine (GlideUIKitCore) itself is written in UIKit's names and Core Graphics' geometry, so
// there is one type per concept: the `UIView` a user subclasses is the view the engine animates, and
// Foundation's `CGRect` is the only rectangle. This module re-exports the engine, the frameworks below
// it (Core Animation, Core Graphics' geometry, `Selector`, Glide's clocks) and Foundation, as
// `import UIKit` brings QuartzCore, CoreGraphics and Foundation along on iOS.
@_exported import Foundation
@_exported import GlideClock
@_exported import GlideCoreGraphics
@_exported import GlideCoreImage
@_exported import GlideObjectiveC
@_exported import GlideQuartzCore
@_exported import GlideUIKitCore
