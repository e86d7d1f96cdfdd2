import Foundation
import GlideCoreGraphics
import GlideObjectiveC

/// The input image (`kCIInputImageKey`).
public let kCIInputImageKey = "inputImage"
/// The output image (`kCIOutputImageKey`).
public let kCIOutputImageKey = "outputImage"
/// A blur's radius (`kCIInputRadiusKey`).
public let kCIInputRadiusKey = "inputRadius"
/// An effect's intensity (`kCIInputIntensityKey`).
public let kCIInputIntensityKey = "inputIntensity"
/// An effect's centre, a `CIVector` (`kCIInputCenterKey`).
public let kCIInputCenterKey = "inputCenter"
/// A colour (`kCIInputColorKey`).
public let kCIInputColorKey = "inputColor"
/// Saturation (`kCIInputSaturationKey`).
public let kCIInputSaturationKey = "inputSaturation"
/// Brightness (`kCIInputBrightnessKey`).
public let kCIInputBrightnessKey = "inputBrightness"
/// Contrast (`kCIInputContrastKey`).
public let kCIInputContrastKey = "inputContrast"
/// A scale (`kCIInputScaleKey`).
public let kCIInputScaleKey = "inputScale"
/// An angle (`kCIInputAngleKey`).
public let kCIInputAngleKey = "inputAngle"
/// The second image of a transition or compositing filter (`kCIInputTargetImageKey`).
public let kCIInputTargetImageKey = "inputTargetImage"
/// The background image of a compositing filter (`kCIInputBackgroundImageKey`).
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// A transition filter's time, 0 to 1 (`kCIInputTimeKey`).
public let kCIInputTimeKey = "inputTime"
/// A transform (`kCIInputTransformKey`).
public let kCIInputTransformKey = "inputTransform"
/// An exposure value (`kCIInputEVKey`).
public let kCIInputEVKey = "inputEV"

/// A point or vector for Core Image's filters (`CIVector`).
open class CIVector: NSObject, @unchecked Sendable {
    /// The components.
    public let values: [CGFloat]
    public init(values: [CGFloat]) { self.values = values; super.init() }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
    public convenience init(cgRect r: CGRect) { self.init(values: [r.origin.x, r.origin.y, r.width, r.height]) }
    open var x: CGFloat { values.first ?? 0 }
    open var y: CGFloat { values.count > 1 ? values[1] : 0 }
    open var count: Int { values.count }
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
}

/// An image filter by Core Image's name (`CIFilter(name: "CIGaussianBlur")`), its parameters set by key.
///
/// Glide differs from Core Image: the filter is recorded on its output image (``CIImage/filterNames``), not applied;
/// the output's extent is Core Image's (a blur grows it by three times its radius on each side, a generator is
/// infinite). The names Glide knows are Core Image's common ones (``knownNames``); another name makes no filter, as an
/// unknown name does on iOS.
open class CIFilter: NSObject, @unchecked Sendable {
    /// The filter's Core Image name.
    open var name: String
    /// The parameters set, by key.
    package private(set) var parameters: [String: Any] = [:]

    /// Core Image's filters Glide knows by name: blurs, colour adjustments and effects, compositing, geometry,
    /// generators and transitions.
    public static let knownNames: Set<String> = [
        "CIGaussianBlur", "CIBoxBlur", "CIDiscBlur", "CIMotionBlur", "CIZoomBlur", "CIMaskedVariableBlur", "CIBokehBlur",
        "CIColorControls", "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CIVibrance", "CIColorMatrix",
        "CIColorClamp", "CIColorInvert", "CIColorMonochrome", "CIColorPosterize", "CIFalseColor", "CIMaskToAlpha",
        "CISepiaTone", "CIVignette", "CIVignetteEffect", "CIPhotoEffectMono", "CIPhotoEffectNoir", "CIPhotoEffectChrome",
        "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer",
        "CIBloom", "CIGloom", "CIPixellate", "CIHexagonalPixellate", "CICrystallize", "CIPointillize", "CISharpenLuminance",
        "CIUnsharpMask", "CIHighlightShadowAdjust", "CIToneCurve", "CIWhitePointAdjust", "CITemperatureAndTint",
        "CISourceOverCompositing", "CISourceInCompositing", "CISourceAtopCompositing", "CIMultiplyCompositing",
        "CIBlendWithMask", "CIBlendWithAlphaMask", "CIAdditionCompositing", "CIScreenBlendMode", "CIMultiplyBlendMode",
        "CIAffineClamp", "CIAffineTransform", "CICrop", "CILanczosScaleTransform", "CIPerspectiveTransform",
        "CIStraightenFilter", "CITwirlDistortion", "CIBumpDistortion", "CIPinchDistortion",
        "CIConstantColorGenerator", "CILinearGradient", "CIRadialGradient", "CIGaussianGradient", "CICheckerboardGenerator",
        "CIQRCodeGenerator", "CIRandomGenerator",
        "CIDissolveTransition", "CICopyMachineTransition", "CISwipeTransition", "CIBarsSwipeTransition", "CIModTransition",
        "CIFlashTransition", "CIRippleTransition", "CIPageCurlTransition", "CIAccordionFoldTransition",
        "CIDisintegrateWithMaskTransition",
    ]

    /// The filter named `name`; nil for a name Core Image does not have.
    public init?(name: String) {
        guard Self.knownNames.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The filter named `name` with `params` set.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { parameters[key] = value }
    }

    /// Puts every parameter back to its default (none is set).
    open func setDefaults() { parameters = parameters.filter { $0.key == kCIInputImageKey } }

    /// The keys of the parameters set.
    open var inputKeys: [String] { parameters.keys.sorted() }

    /// The input image (`inputImage`).
    open var inputImage: CIImage? {
        get { parameters[kCIInputImageKey] as? CIImage }
        set { parameters[kCIInputImageKey] = newValue }
    }

    /// The filtered image: the input recorded with this filter, with Core Image's extent; nil without an input image
    /// for a filter that needs one.
    open var outputImage: CIImage? {
        if name.hasSuffix("Generator") || name.hasSuffix("Gradient") && !name.contains("Blur") {
            return CIImage(source: .empty, extent: .infinite, filterNames: [name])
        }
        guard let input = inputImage else { return nil }
        var extent = input.extent
        if name == "CIGaussianBlur", !extent.isInfinite {
            let radius = (parameters[kCIInputRadiusKey] as? NSNumber)?.doubleValue ?? (parameters[kCIInputRadiusKey] as? Double) ?? 10
            extent = extent.insetBy(dx: -3 * radius, dy: -3 * radius)
        } else if name == "CICrop", let rect = parameters["inputRectangle"] as? CIVector, rect.count == 4 {
            extent = extent.intersection(CGRect(x: rect.values[0], y: rect.values[1], width: rect.values[2], height: rect.values[3]))
        } else if name == "CIAffineClamp" {
            extent = .infinite
        }
        return input.filtered(name, extent: extent)
    }
}

extension CIFilter: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        if keyPath == kCIOutputImageKey { return .value(outputImage) }
        if keyPath == "name" { return .value(name) }
        return .value(parameters[keyPath])
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath != kCIOutputImageKey else { return false }
        parameters[keyPath] = value
        return true
    }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? { nil }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool { false }
}
