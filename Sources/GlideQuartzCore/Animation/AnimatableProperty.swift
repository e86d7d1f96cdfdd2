import Foundation
import GlideCoreGraphics
/// The view properties that animate, as Core Animation keys them.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    /// `bounds` (a frame change animates bounds and position).
    case bounds
    /// `position`, the view's `center`.
    case position
    /// `transform`, the 3D layer transform (a view's affine `transform` is its affine part).
    case transform
    /// `opacity`, the view's `alpha`.
    case opacity
    /// `cornerRadius`.
    case cornerRadius
    /// `backgroundColor`.
    case backgroundColor
    /// `anchorPoint`.
    case anchorPoint
    /// `zPosition`.
    case zPosition
    /// `sublayerTransform`.
    case sublayerTransform
    /// `shadowOpacity`.
    case shadowOpacity
    /// `shadowRadius`.
    case shadowRadius
    /// `shadowOffset`.
    case shadowOffset
    /// `shadowColor`.
    case shadowColor
    /// `borderWidth`.
    case borderWidth
    /// `borderColor`.
    case borderColor

    /// A small index for per-layer storage.
    @inline(__always)
    var slot: Int {
        switch self {
        case .bounds: return 0
        case .position: return 1
        case .transform: return 2
        case .opacity: return 3
        case .cornerRadius: return 4
        case .backgroundColor: return 5
        case .anchorPoint: return 6
        case .zPosition: return 7
        case .sublayerTransform: return 8
        case .shadowOpacity: return 9
        case .shadowRadius: return 10
        case .shadowOffset: return 11
        case .shadowColor: return 12
        case .borderWidth: return 13
        case .borderColor: return 14
        }
    }
}
