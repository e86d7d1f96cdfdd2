// Generated from the sources of the modules GlideUIKit re-exports, GlideCoreData, GlideCoreLocation and GlideMapKit by Tests/GlideRepositoryTests
// (GlideDeclarationsTableTests): do not edit. `GLIDE_UPDATE_DOCS=1 swift test --filter GlideDeclarationsTableTests`
// rewrites it. One type a line (`class UIView: UIResponder`), then its public members, one a line:
// ` f name(labels:) -> Result` for a method, ` v name: Type` for a property, ` i init(labels:)` for an
// initializer; `F` and `V` for static ones.
extension GlideDeclarations {
    static let table = """
        enum AnimatableProperty: String, Hashable, Sendable, CaseIterable
        enum AnimatableValue: Hashable, Sendable
         f interpolated(to:fraction:) -> AnimatableValue
        struct AppearanceCallback: Sendable, Hashable, CustomStringConvertible
         v animated: Bool
         v description: String
         v kind: Kind
         v time: Double
        enum AppearanceCallback.Kind: String, Sendable, Hashable
        enum AppearanceState: Sendable, Hashable
        extension AttributeContainer
         i init(_:)
        extension AttributeScopes
         v uiKit: UIKitAttributes.Type
        struct AttributeScopes.UIKitAttributes: AttributeScope
         v backgroundColor: BackgroundColorAttribute
         v font: FontAttribute
         v foregroundColor: ForegroundColorAttribute
         v foundation: AttributeScopes.FoundationAttributes
         v kern: KernAttribute
        enum AttributeScopes.UIKitAttributes.BackgroundColorAttribute: AttributedStringKey
         V name: String
        enum AttributeScopes.UIKitAttributes.FontAttribute: AttributedStringKey
         V name: String
        enum AttributeScopes.UIKitAttributes.ForegroundColorAttribute: AttributedStringKey
         V name: String
        enum AttributeScopes.UIKitAttributes.KernAttribute: AttributedStringKey
         V name: String
        extension Bundle
         f loadNibNamed(_:owner:options:) -> [Any]?
        protocol CAAction
         f run(forKey:object:arguments:)
        class CAAnimation: NSObject, NSCopying, CAAction
         f copy(with:) -> Any
         f run(forKey:object:arguments:)
         i init()
         v autoreverses: Bool
         v beginTime: CFTimeInterval
         v delegate: (CAAnimationDelegate)?
         v duration: CFTimeInterval
         v fillMode: CAMediaTimingFillMode
         v isRemovedOnCompletion: Bool
         v repeatCount: Float
         v repeatDuration: CFTimeInterval
         v speed: Float
         v timeOffset: CFTimeInterval
         v timingFunction: CAMediaTimingFunction?
        struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable
         V cubic: CAAnimationCalculationMode
         V cubicPaced: CAAnimationCalculationMode
         V discrete: CAAnimationCalculationMode
         V linear: CAAnimationCalculationMode
         V paced: CAAnimationCalculationMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        protocol CAAnimationDelegate: AnyObject
         f animationDidStart(_:)
         f animationDidStop(_:finished:)
        class CAAnimationGroup: CAAnimation
         v animations: [CAAnimation]?
        struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable
         V rotateAuto: CAAnimationRotationMode
         V rotateAutoReverse: CAAnimationRotationMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CABasicAnimation: CAPropertyAnimation
         v byValue: Any?
         v fromValue: Any?
         v toValue: Any?
        struct CACornerMask: OptionSet, Hashable, Sendable
         V layerMaxXMaxYCorner: CACornerMask
         V layerMaxXMinYCorner: CACornerMask
         V layerMinXMaxYCorner: CACornerMask
         V layerMinXMinYCorner: CACornerMask
         i init(rawValue:)
         v rawValue: UInt
        class CADisplayLink
         f add(to:forMode:)
         f invalidate()
         f remove(from:forMode:)
         i init(clock:framesPerSecond:handler:)
         i init(target:selector:)
         v duration: CFTimeInterval
         v frameCount: Int
         v framesPerSecond: Int
         v isPaused: Bool
         v isValid: Bool
         v preferredFrameRateRange: CAFrameRateRange
         v preferredFramesPerSecond: Int
         v targetTimestamp: CFTimeInterval
         v timestamp: CFTimeInterval
        class CAEmitterCell: NSObject
         F defaultValue(forKey:) -> Any?
         i init()
         i init(coder:)
         v alphaRange: Float
         v alphaSpeed: Float
         v autoreverses: Bool
         v beginTime: CFTimeInterval
         v birthRate: Float
         v blueRange: Float
         v blueSpeed: Float
         v color: CGColor?
         v contents: Any?
         v contentsRect: CGRect
         v contentsScale: CGFloat
         v duration: CFTimeInterval
         v emissionLatitude: CGFloat
         v emissionLongitude: CGFloat
         v emissionRange: CGFloat
         v emitterCells: [CAEmitterCell]?
         v fillMode: CAMediaTimingFillMode
         v greenRange: Float
         v greenSpeed: Float
         v isEnabled: Bool
         v lifetime: Float
         v lifetimeRange: Float
         v magnificationFilter: CALayerContentsFilter
         v minificationFilter: CALayerContentsFilter
         v minificationFilterBias: Float
         v name: String?
         v redRange: Float
         v redSpeed: Float
         v repeatCount: Float
         v repeatDuration: CFTimeInterval
         v scale: CGFloat
         v scaleRange: CGFloat
         v scaleSpeed: CGFloat
         v speed: Float
         v spin: CGFloat
         v spinRange: CGFloat
         v style: [AnyHashable: Any]?
         v timeOffset: CFTimeInterval
         v velocity: CGFloat
         v velocityRange: CGFloat
         v xAcceleration: CGFloat
         v yAcceleration: CGFloat
         v zAcceleration: CGFloat
        class CAEmitterLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
         v birthRate: Float
         v emitterCells: [CAEmitterCell]?
         v emitterDepth: CGFloat
         v emitterMode: CAEmitterLayerEmitterMode
         v emitterPosition: CGPoint
         v emitterShape: CAEmitterLayerEmitterShape
         v emitterSize: CGSize
         v emitterZPosition: CGFloat
         v lifetime: Float
         v preservesDepth: Bool
         v renderMode: CAEmitterLayerRenderMode
         v scale: Float
         v seed: UInt32
         v spin: Float
         v velocity: Float
        struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable
         V outline: CAEmitterLayerEmitterMode
         V points: CAEmitterLayerEmitterMode
         V surface: CAEmitterLayerEmitterMode
         V volume: CAEmitterLayerEmitterMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable
         V circle: CAEmitterLayerEmitterShape
         V cuboid: CAEmitterLayerEmitterShape
         V line: CAEmitterLayerEmitterShape
         V point: CAEmitterLayerEmitterShape
         V rectangle: CAEmitterLayerEmitterShape
         V sphere: CAEmitterLayerEmitterShape
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable
         V additive: CAEmitterLayerRenderMode
         V backToFront: CAEmitterLayerRenderMode
         V oldestFirst: CAEmitterLayerRenderMode
         V oldestLast: CAEmitterLayerRenderMode
         V unordered: CAEmitterLayerRenderMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CAFrameRateRange: Hashable, Sendable
         V `default`: CAFrameRateRange
         i init(minimum:maximum:preferred:)
         v maximum: Float
         v minimum: Float
         v preferred: Float?
        class CAGradientLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
         v colors: [Any]?
         v endPoint: CGPoint
         v locations: [NSNumber]?
         v startPoint: CGPoint
         v type: CAGradientLayerType
        struct CAGradientLayerType: RawRepresentable, Hashable, Sendable
         V axial: CAGradientLayerType
         V conic: CAGradientLayerType
         V radial: CAGradientLayerType
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CAKeyframeAnimation: CAPropertyAnimation
         v biasValues: [NSNumber]?
         v calculationMode: CAAnimationCalculationMode
         v continuityValues: [NSNumber]?
         v keyTimes: [NSNumber]?
         v path: CGPath?
         v rotationMode: CAAnimationRotationMode?
         v tensionValues: [NSNumber]?
         v timingFunctions: [CAMediaTimingFunction]?
         v values: [Any]?
        class CALayer: NSObject, NSKeyValueObserving
         F defaultAction(forKey:) -> (CAAction)?
         F defaultValue(forKey:) -> Any?
         F makeBackingLayer() -> CALayer
         F needsDisplay(forKey:) -> Bool
         f action(forKey:) -> (CAAction)?
         f add(_:forKey:)
         f addSublayer(_:)
         f affineTransform() -> CGAffineTransform
         f animation(forKey:) -> CAAnimation?
         f animationKeys() -> [String]?
         f contains(_:) -> Bool
         f convert(_:from:) -> CGPoint
         f convert(_:from:) -> CGRect
         f convert(_:to:) -> CGPoint
         f convert(_:to:) -> CGRect
         f convertTime(_:from:) -> CFTimeInterval
         f convertTime(_:to:) -> CFTimeInterval
         f display()
         f displayIfNeeded()
         f draw(in:)
         f hitTest(_:) -> CALayer?
         f insertSublayer(_:above:)
         f insertSublayer(_:at:)
         f insertSublayer(_:below:)
         f layoutIfNeeded()
         f layoutSublayers()
         f makePresentationLayer() -> CALayer
         f model() -> Self
         f needsDisplay() -> Bool
         f needsLayout() -> Bool
         f observeValue(forKeyPath:of:change:context:)
         f presentation() -> Self?
         f removeAllAnimations()
         f removeAnimation(forKey:)
         f removeFromSuperlayer()
         f render(in:)
         f replaceSublayer(_:with:)
         f setAffineTransform(_:)
         f setNeedsDisplay()
         f setNeedsLayout()
         i init()
         i init(coder:)
         i init(layer:)
         v actions: [String: CAAction]?
         v allowsEdgeAntialiasing: Bool
         v allowsGroupOpacity: Bool
         v anchorPoint: CGPoint
         v anchorPointZ: CGFloat
         v backgroundColor: CGColor?
         v backgroundFilters: [Any]?
         v beginTime: CFTimeInterval
         v borderColor: CGColor?
         v borderWidth: CGFloat
         v bounds: ?
         v compositingFilter: Any?
         v contents: Any?
         v contentsCenter: CGRect
         v contentsGravity: CALayerContentsGravity
         v contentsRect: CGRect
         v contentsScale: CGFloat
         v cornerCurve: CALayerCornerCurve
         v cornerRadius: CGFloat
         v delegate: (CALayerDelegate)?
         v filters: [Any]?
         v frame: CGRect
         v isDoubleSided: Bool
         v isGeometryFlipped: Bool
         v isHidden: Bool
         v isOpaque: Bool
         v magnificationFilter: CALayerContentsFilter
         v mask: CALayer?
         v maskedCorners: CACornerMask
         v masksToBounds: Bool
         v minificationFilter: CALayerContentsFilter
         v minificationFilterBias: Float
         v name: String?
         v needsDisplayOnBoundsChange: Bool
         v opacity: Float
         v position: ?
         v rasterizationScale: CGFloat
         v shadowColor: CGColor?
         v shadowOffset: CGSize
         v shadowOpacity: Float
         v shadowPath: CGPath?
         v shadowRadius: CGFloat
         v shouldRasterize: Bool
         v speed: Float
         v sublayerTransform: ?
         v sublayers: [CALayer]?
         v superlayer: CALayer?
         v timeOffset: CFTimeInterval
         v transform: ?
         v zPosition: CGFloat
        struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable
         V linear: CALayerContentsFilter
         V nearest: CALayerContentsFilter
         V trilinear: CALayerContentsFilter
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable
         V bottom: CALayerContentsGravity
         V bottomLeft: CALayerContentsGravity
         V bottomRight: CALayerContentsGravity
         V center: CALayerContentsGravity
         V left: CALayerContentsGravity
         V resize: CALayerContentsGravity
         V resizeAspect: CALayerContentsGravity
         V resizeAspectFill: CALayerContentsGravity
         V right: CALayerContentsGravity
         V top: CALayerContentsGravity
         V topLeft: CALayerContentsGravity
         V topRight: CALayerContentsGravity
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable
         V circular: CALayerCornerCurve
         V continuous: CALayerCornerCurve
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        protocol CALayerDelegate: AnyObject
         f action(for:forKey:) -> (CAAction)?
         f display(_:)
         f draw(_:in:)
         f layerWillDraw(_:)
         f layoutSublayers(of:)
        struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable
         V backwards: CAMediaTimingFillMode
         V both: CAMediaTimingFillMode
         V forwards: CAMediaTimingFillMode
         V removed: CAMediaTimingFillMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CAMediaTimingFunction: NSObject, @unchecked Sendable
         f getControlPoint(at:values:)
         f isEqual(_:) -> Bool
         i init(controlPoints:_:_:_:)
         i init(name:)
         v hash: Int
        struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable
         V `default`: CAMediaTimingFunctionName
         V easeIn: CAMediaTimingFunctionName
         V easeInEaseOut: CAMediaTimingFunctionName
         V easeOut: CAMediaTimingFunctionName
         V linear: CAMediaTimingFunctionName
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CAPropertyAnimation: CAAnimation
         i init(keyPath:)
         v isAdditive: Bool
         v isCumulative: Bool
         v keyPath: String?
        class CAReplicatorLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
         v instanceAlphaOffset: Float
         v instanceBlueOffset: Float
         v instanceColor: CGColor?
         v instanceCount: Int
         v instanceDelay: CFTimeInterval
         v instanceGreenOffset: Float
         v instanceRedOffset: Float
         v instanceTransform: CATransform3D
         v preservesDepth: Bool
        class CAShapeLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
         v fillColor: CGColor?
         v fillRule: CAShapeLayerFillRule
         v lineCap: CAShapeLayerLineCap
         v lineDashPattern: [NSNumber]?
         v lineDashPhase: CGFloat
         v lineJoin: CAShapeLayerLineJoin
         v lineWidth: CGFloat
         v miterLimit: CGFloat
         v path: CGPath?
         v strokeColor: CGColor?
         v strokeEnd: CGFloat
         v strokeStart: CGFloat
        struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable
         V evenOdd: CAShapeLayerFillRule
         V nonZero: CAShapeLayerFillRule
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable
         V butt: CAShapeLayerLineCap
         V round: CAShapeLayerLineCap
         V square: CAShapeLayerLineCap
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable
         V bevel: CAShapeLayerLineJoin
         V miter: CAShapeLayerLineJoin
         V round: CAShapeLayerLineJoin
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CASpringAnimation: CABasicAnimation
         i init(perceptualDuration:bounce:)
         v allowsOverdamping: Bool
         v damping: CGFloat
         v initialVelocity: CGFloat
         v mass: CGFloat
         v perceptualDuration: CFTimeInterval
         v settlingDuration: CFTimeInterval
         v stiffness: CGFloat
        class CATextLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
         v alignmentMode: CATextLayerAlignmentMode
         v allowsFontSubpixelQuantization: Bool
         v font: Any?
         v fontSize: CGFloat
         v foregroundColor: CGColor?
         v isWrapped: Bool
         v string: Any?
         v truncationMode: CATextLayerTruncationMode
        struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable
         V center: CATextLayerAlignmentMode
         V justified: CATextLayerAlignmentMode
         V left: CATextLayerAlignmentMode
         V natural: CATextLayerAlignmentMode
         V right: CATextLayerAlignmentMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable
         V end: CATextLayerTruncationMode
         V middle: CATextLayerTruncationMode
         V none: CATextLayerTruncationMode
         V start: CATextLayerTruncationMode
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class CATransaction: NSObject
         F animationDuration() -> CFTimeInterval
         F animationTimingFunction() -> CAMediaTimingFunction?
         F begin()
         F commit()
         F completionBlock() -> (() -> Void)?
         F disableActions() -> Bool
         F flush()
         F lock()
         F setAnimationDuration(_:)
         F setAnimationTimingFunction(_:)
         F setCompletionBlock(_:)
         F setDisableActions(_:)
         F unlock()
        struct CATransform3D: Hashable, Sendable, CustomStringConvertible, _ObjectiveCBridgeable
         V identity: CATransform3D
         f concatenating(_:) -> CATransform3D
         f decomposed() -> DecomposedTransform3D?
         f interpolated(to:fraction:) -> CATransform3D
         f inverted() -> CATransform3D
         f project(_:) -> CGPoint
         f rotated(by:x:y:z:) -> CATransform3D
         f scaledBy(x:y:z:) -> CATransform3D
         f translatedBy(x:y:z:) -> CATransform3D
         i init()
         i init(_:)
         i init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
         i init(rotationAngle:x:y:z:)
         i init(scaleX:y:z:)
         i init(translationX:y:z:)
         v affineTransform: CGAffineTransform
         v description: String
         v isAffine: Bool
         v isIdentity: Bool
         v isInvertible: Bool
         v m11: CGFloat
         v m12: CGFloat
         v m13: CGFloat
         v m14: CGFloat
         v m21: CGFloat
         v m22: CGFloat
         v m23: CGFloat
         v m24: CGFloat
         v m31: CGFloat
         v m32: CGFloat
         v m33: CGFloat
         v m34: CGFloat
         v m41: CGFloat
         v m42: CGFloat
         v m43: CGFloat
         v m44: CGFloat
        class CATransformLayer: CALayer
         F makeBackingLayer() -> CALayer
         f makePresentationLayer() -> CALayer
         i init()
         i init(coder:)
         i init(layer:)
        class CATransition: CAAnimation
         v endProgress: Float
         v filter: Any?
         v startProgress: Float
         v subtype: CATransitionSubtype?
         v type: CATransitionType
        struct CATransitionSubtype: RawRepresentable, Hashable, Sendable
         V fromBottom: CATransitionSubtype
         V fromLeft: CATransitionSubtype
         V fromRight: CATransitionSubtype
         V fromTop: CATransitionSubtype
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CATransitionType: RawRepresentable, Hashable, Sendable
         V fade: CATransitionType
         V moveIn: CATransitionType
         V push: CATransitionType
         V reveal: CATransitionType
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible, _ObjectiveCBridgeable
         V identity: CGAffineTransform
         f concatenating(_:) -> CGAffineTransform
         f interpolated(to:fraction:) -> CGAffineTransform
         f inverted() -> CGAffineTransform
         f rotated(by:) -> CGAffineTransform
         f scaledBy(x:y:) -> CGAffineTransform
         f translatedBy(x:y:) -> CGAffineTransform
         i init()
         i init(_:_:_:_:_:_:)
         i init(a:b:c:d:tx:ty:)
         i init(rotationAngle:)
         i init(scaleX:y:)
         i init(translationX:y:)
         v a: CGFloat
         v b: CGFloat
         v c: CGFloat
         v d: CGFloat
         v description: String
         v isIdentity: Bool
         v tx: CGFloat
         v ty: CGFloat
        struct CGBitmapInfo: OptionSet, Hashable, Sendable
         V alphaInfoMask: CGBitmapInfo
         V byteOrder16Big: CGBitmapInfo
         V byteOrder16Host: ?
         V byteOrder16Little: CGBitmapInfo
         V byteOrder32Big: CGBitmapInfo
         V byteOrder32Host: ?
         V byteOrder32Little: CGBitmapInfo
         V byteOrderDefault: CGBitmapInfo
         V byteOrderMask: CGBitmapInfo
         V floatComponents: CGBitmapInfo
         V floatInfoMask: CGBitmapInfo
         i init(alpha:)
         i init(rawValue:)
         v rawValue: UInt32
        enum CGBlendMode: Int32, Sendable, Hashable
        struct CGColor: Hashable, Sendable, CustomStringConvertible
         V black: CGColor
         V clear: CGColor
         V white: CGColor
         f copy(alpha:) -> CGColor?
         i init(gray:alpha:)
         i init(red:green:blue:alpha:)
         v alpha: CGFloat
         v components: [CGFloat]?
         v description: String
         v numberOfComponents: Int
        class CGColorSpace: Hashable, @unchecked Sendable
         F ==(a:b:) -> Bool
         V displayP3: CFString
         V extendedGray: CFString
         V extendedSRGB: CFString
         V genericGrayGamma2_2: CFString
         V genericRGBLinear: CFString
         V linearGray: CFString
         V linearSRGB: CFString
         V sRGB: CFString
         f hash(into:)
         i init(name:)
         v name: CFString?
         v numberOfComponents: Int
        class CGContext
         f addArc(center:radius:startAngle:endAngle:clockwise:)
         f addArc(tangent1End:tangent2End:radius:)
         f addCurve(to:control1:control2:)
         f addEllipse(in:)
         f addLine(to:)
         f addLines(between:)
         f addPath(_:)
         f addQuadCurve(to:control:)
         f addRect(_:)
         f addRects(_:)
         f beginPath()
         f clear(_:)
         f clip(to:)
         f clip(to:mask:)
         f clip(using:)
         f closePath()
         f concatenate(_:)
         f draw(_:in:byTiling:)
         f drawLinearGradient(_:start:end:options:)
         f drawPath(using:)
         f drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)
         f fill(_:)
         f fillEllipse(in:)
         f fillPath(using:)
         f makeImage() -> CGImage?
         f move(to:)
         f restoreGState()
         f rotate(by:)
         f saveGState()
         f scaleBy(x:y:)
         f setAllowsAntialiasing(_:)
         f setAlpha(_:)
         f setBlendMode(_:)
         f setFillColor(_:)
         f setFillColor(gray:alpha:)
         f setFillColor(red:green:blue:alpha:)
         f setLineCap(_:)
         f setLineDash(phase:lengths:)
         f setLineJoin(_:)
         f setLineWidth(_:)
         f setMiterLimit(_:)
         f setShouldAntialias(_:)
         f setStrokeColor(_:)
         f setStrokeColor(gray:alpha:)
         f setStrokeColor(red:green:blue:alpha:)
         f stroke(_:)
         f stroke(_:width:)
         f strokeEllipse(in:)
         f strokeLineSegments(between:)
         f strokePath()
         f translateBy(x:y:)
         i init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
         v alphaInfo: CGImageAlphaInfo
         v bitmapInfo: ?
         v bitsPerComponent: Int
         v boundingBoxOfClipPath: CGRect
         v boundingBoxOfPath: CGRect
         v bytesPerRow: ?
         v colorSpace: CGColorSpace?
         v ctm: CGAffineTransform
         v currentPointOfPath: CGPoint
         v data: UnsafeMutableRawPointer?
         v height: Int
         v interpolationQuality: CGInterpolationQuality
         v isPathEmpty: Bool
         v path: CGPath?
         v width: Int
        extension CGFloat: @retroactive _ObjectiveCBridgeable
        class CGFont: Hashable, @unchecked Sendable
         F ==(a:b:) -> Bool
         f hash(into:)
         i init(_:)
         v fullName: CFString?
         v postScriptName: CFString?
        class CGGradient: @unchecked Sendable
         i init(colorSpace:colorComponents:locations:count:)
         i init(colorsSpace:colors:locations:)
        struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable
         V drawsAfterEndLocation: CGGradientDrawingOptions
         V drawsBeforeStartLocation: CGGradientDrawingOptions
         i init(rawValue:)
         v rawValue: UInt32
        class CGImage: @unchecked Sendable, CustomStringConvertible
         f cropping(to:) -> CGImage?
         v bitsPerComponent: Int
         v bitsPerPixel: Int
         v bytesPerRow: Int
         v description: String
         v height: Int
         v width: Int
        enum CGImageAlphaInfo: UInt32, Sendable
        enum CGInterpolationQuality: Int32, Sendable, Hashable
        enum CGLineCap: Int32, Sendable, Hashable
        enum CGLineJoin: Int32, Sendable, Hashable
        class CGMutablePath: CGPath, @unchecked Sendable
         f addArc(center:radius:startAngle:endAngle:clockwise:transform:)
         f addArc(tangent1End:tangent2End:radius:transform:)
         f addCurve(to:control1:control2:transform:)
         f addEllipse(in:transform:)
         f addLine(to:transform:)
         f addLines(between:transform:)
         f addPath(_:transform:)
         f addQuadCurve(to:control:transform:)
         f addRect(_:transform:)
         f addRects(_:transform:)
         f addRelativeArc(center:radius:startAngle:delta:transform:)
         f addRoundedRect(in:cornerWidth:cornerHeight:transform:)
         f closeSubpath()
         f move(to:transform:)
         i init()
        class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable
         F ==(lhs:rhs:) -> Bool
         f contains(_:using:transform:) -> Bool
         f copy() -> CGPath?
         f copy(using:) -> CGPath?
         f hash(into:)
         f mutableCopy() -> CGMutablePath?
         i init(ellipseIn:transform:)
         i init(rect:transform:)
         i init(roundedRect:cornerWidth:cornerHeight:transform:)
         v boundingBox: CGRect
         v boundingBoxOfPath: CGRect
         v currentPoint: CGPoint
         v description: String
         v isEmpty: Bool
        enum CGPathDrawingMode: Int32, Sendable, Hashable
        enum CGPathElementValue: Hashable, Sendable
        enum CGPathFillRule: Int, Sendable
        extension CGPoint: @retroactive _ObjectiveCBridgeable
         f applying(_:) -> CGPoint
         f equalTo(_:) -> Bool
        extension CGRect: @retroactive _ObjectiveCBridgeable
         f applying(_:) -> CGRect
         f equalTo(_:) -> Bool
         f inset(by:) -> CGRect
        extension CGSize: @retroactive _ObjectiveCBridgeable
         f applying(_:) -> CGSize
         f equalTo(_:) -> Bool
        struct CGVector: Hashable, Sendable, CustomStringConvertible
         V zero: CGVector
         i init()
         i init(dx:dy:)
         v description: String
         v dx: CGFloat
         v dy: CGFloat
        class CIColor: NSObject, @unchecked Sendable
         V black: CIColor
         V clear: CIColor
         V white: CIColor
         i init(cgColor:)
         i init(red:green:blue:alpha:)
         v alpha: CGFloat
         v blue: CGFloat
         v cgColor: CGColor
         v green: CGFloat
         v red: CGFloat
        class CIContext: NSObject, @unchecked Sendable
         f createCGImage(_:from:) -> CGImage?
         i init()
         i init(options:)
        class CIFilter: NSObject, @unchecked Sendable
         V knownNames: Set<String>
         f setDefaults()
         i init(name:)
         i init(name:parameters:)
         v inputImage: CIImage?
         v inputKeys: [String]
         v name: String
         v outputImage: CIImage?
        class CIImage: NSObject, @unchecked Sendable
         F empty() -> CIImage
         f applyingFilter(_:) -> CIImage
         f applyingFilter(_:parameters:) -> CIImage
         f applyingGaussianBlur(sigma:) -> CIImage
         f clampedToExtent() -> CIImage
         f composited(over:) -> CIImage
         f cropped(to:) -> CIImage
         f transformed(by:) -> CIImage
         i init(cgImage:)
         i init(color:)
         i init(image:)
         v cgImage: CGImage?
         v description: String
         v extent: CGRect
         v filterNames: [String]
        class CIVector: NSObject, @unchecked Sendable
         i init(cgPoint:)
         i init(cgRect:)
         i init(values:)
         i init(x:y:)
         i init(x:y:z:w:)
         v cgPointValue: CGPoint
         v count: Int
         v values: [CGFloat]
         v x: CGFloat
         v y: CGFloat
        enum CLAccuracyAuthorization: Int, Sendable
        enum CLActivityType: Int, Sendable
        enum CLAuthorizationStatus: Int32, Sendable
         V authorized: CLAuthorizationStatus
        struct CLError: Error, Hashable, Sendable, CustomNSError
         V denied: ?
         V errorDomain: String
         V geocodeCanceled: ?
         V geocodeFoundNoResult: ?
         V locationUnknown: ?
         V network: ?
         i init(_:)
         v code: Code
         v errorCode: Int
        enum CLError.Code: Int, Sendable
        class CLGeocoder: NSObject
         f cancelGeocode()
         f geocodeAddressString(_:completionHandler:)
         f reverseGeocodeLocation(_:completionHandler:)
         f reverseGeocodeLocation(_:preferredLocale:completionHandler:)
         i init()
         v isGeocoding: Bool
        class CLLocation: NSObject, NSCopying, @unchecked Sendable
         f copy(with:) -> Any
         f distance(from:) -> CLLocationDistance
         f isEqual(_:) -> Bool
         i init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:courseAccuracy:speed:speedAccuracy:timestamp:)
         i init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)
         i init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)
         i init(latitude:longitude:)
         v altitude: CLLocationDistance
         v coordinate: CLLocationCoordinate2D
         v course: CLLocationDirection
         v courseAccuracy: CLLocationDirectionAccuracy
         v description: String
         v ellipsoidalAltitude: CLLocationDistance
         v hash: Int
         v horizontalAccuracy: CLLocationAccuracy
         v speed: CLLocationSpeed
         v speedAccuracy: CLLocationSpeedAccuracy
         v timestamp: Date
         v verticalAccuracy: CLLocationAccuracy
        struct CLLocationCoordinate2D: Sendable, Hashable, Codable
         i init()
         i init(latitude:longitude:)
         v latitude: CLLocationDegrees
         v longitude: CLLocationDegrees
        class CLLocationManager: NSObject
         F authorizationStatus() -> CLAuthorizationStatus
         F glideReset()
         F headingAvailable() -> Bool
         F locationServicesEnabled() -> Bool
         F significantLocationChangeMonitoringAvailable() -> Bool
         V glideAuthorizationAnswer: CLAuthorizationStatus?
         V glideLocationServicesEnabled: Bool
         f glideDeliver(_:) -> Bool
         f glideFail(_:)
         f glideSetAuthorizationStatus(_:)
         f requestAlwaysAuthorization()
         f requestLocation()
         f requestWhenInUseAuthorization()
         f startMonitoringSignificantLocationChanges()
         f startUpdatingHeading()
         f startUpdatingLocation()
         f stopMonitoringSignificantLocationChanges()
         f stopUpdatingHeading()
         f stopUpdatingLocation()
         i init()
         v accuracyAuthorization: CLAccuracyAuthorization
         v activityType: CLActivityType
         v allowsBackgroundLocationUpdates: Bool
         v authorizationStatus: CLAuthorizationStatus
         v delegate: (CLLocationManagerDelegate)?
         v desiredAccuracy: CLLocationAccuracy
         v distanceFilter: CLLocationDistance
         v glideIsRequestingLocation: Bool
         v glideIsUpdatingLocation: Bool
         v location: CLLocation?
         v pausesLocationUpdatesAutomatically: Bool
         v showsBackgroundLocationIndicator: Bool
        protocol CLLocationManagerDelegate: NSObjectProtocol
         f locationManager(_:didChangeAuthorization:)
         f locationManager(_:didFailWithError:)
         f locationManager(_:didUpdateLocations:)
         f locationManagerDidChangeAuthorization(_:)
         f locationManagerDidPauseLocationUpdates(_:)
         f locationManagerDidResumeLocationUpdates(_:)
        class CLPlacemark: NSObject, @unchecked Sendable
         i init(location:name:thoroughfare:subThoroughfare:locality:subLocality:administrativeArea:subAdministrativeArea:postalCode:isoCountryCode:country:)
         i init(placemark:)
         v administrativeArea: String?
         v areasOfInterest: [String]?
         v country: String?
         v inlandWater: String?
         v isoCountryCode: String?
         v locality: String?
         v location: CLLocation?
         v name: String?
         v ocean: String?
         v postalCode: String?
         v subAdministrativeArea: String?
         v subLocality: String?
         v subThoroughfare: String?
         v thoroughfare: String?
         v timeZone: TimeZone?
        enum CassowaryError: Error, Equatable, Sendable, CustomStringConvertible
         v description: String
        class CassowarySolver: CustomDebugStringConvertible
         V epsilon: Double
         f addConstraint(_:)
         f addEditVariable(_:strength:)
         f changeConstant(of:to:) -> LayoutConstraint
         f hasConstraint(_:) -> Bool
         f hasEditVariable(_:) -> Bool
         f removeConstraint(_:)
         f removeEditVariable(_:)
         f reset()
         f suggestValue(_:_:)
         f updateVariables() -> [LayoutVariable]
         f value(of:) -> Double
         i init()
         v debugDescription: String
        protocol Clock: AnyObject
         f makeCurrent() -> Self
         f schedule(after:_:) -> ScheduledTask
         f schedule(atNanoseconds:_:) -> ScheduledTask
         f withCurrent(_:) -> Result
         v now: Double
         v nowNanoseconds: Int64
        enum Clocks
         V current: Clock
        class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning
         f animateTransition(using:)
         f transitionDuration(using:) -> Double
         i init(duration:)
         v duration: Double
        class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning
         f animateTransition(using:)
         f transitionDuration(using:) -> Double
         i init(duration:)
         v duration: Double
        struct CubicTimingCurve: Hashable, Sendable
         f progress(atTimeFraction:) -> Double
         i init(controlPoint1:controlPoint2:)
         v controlPoint1: CGPoint
         v controlPoint2: CGPoint
        struct DecomposedTransform3D: Hashable, Sendable
         f interpolated(to:fraction:) -> DecomposedTransform3D
         i init(translationX:translationY:translationZ:scaleX:scaleY:scaleZ:skewXY:skewXZ:skewYZ:perspectiveX:perspectiveY:perspectiveZ:perspectiveW:quaternionX:quaternionY:quaternionZ:quaternionW:)
         v perspectiveW: Double
         v perspectiveX: Double
         v perspectiveY: Double
         v perspectiveZ: Double
         v quaternionW: Double
         v quaternionX: Double
         v quaternionY: Double
         v quaternionZ: Double
         v scaleX: Double
         v scaleY: Double
         v scaleZ: Double
         v skewXY: Double
         v skewXZ: Double
         v skewYZ: Double
         v translationX: Double
         v translationY: Double
         v translationZ: Double
        extension DispatchQueue
         f async(execute:)
         f asyncAfter(deadline:execute:)
        extension Double: LayoutExpressionConvertible
         v layoutExpression: LayoutExpression
        enum GlideDiagnostics
         F clear()
         F collecting(_:) -> (result: T, entries: [Entry], dropped: Int)
         F log(_:kind:)
         V capacity: Int
         V dropped: Int
         V entries: [Entry]
         V messages: [String]
        struct GlideDiagnostics.Entry: Sendable, Hashable
         v kind: Kind
         v message: String
        enum GlideDiagnostics.Kind: String, Sendable, Hashable, Codable
        enum GlideImages
         F removeAllPlaceholderSizes()
         F setPlaceholderSize(_:scale:forImageNamed:)
         V defaultPlaceholderSize: CGSize
        struct GlideMethodTable: Sendable
         F classMethod(_:of:) -> Bool
         V classMethods: [String: Set<String>]
         f classResponds(_:to:) -> Bool
         f responds(_:to:) -> Bool
         i init(_:)
        protocol GlideNamedMethods: AnyObject
         v glideMethodsByName: [String: Selector]
        protocol GlideObjectProtocol: AnyObject
         f isEqual(_:) -> Bool
         f isKind(of:) -> Bool
         f isMember(of:) -> Bool
         f isProxy() -> Bool
         v debugDescription: String
         v description: String
         v hash: Int
        protocol GlideRespondsToSelector: AnyObject
         f responds(to:) -> Bool
        enum GlideSavedPhotos
         F removeAll()
         V images: [UIImage]
        class GlideTimer: Timer
         F scheduledTimer(withTimeInterval:repeats:block:) -> Timer
         f fire()
         f invalidate()
         i init()
         i init(fire:interval:repeats:block:)
         i init(fireAt:interval:target:selector:userInfo:repeats:)
         i init(timeInterval:repeats:block:)
         i init(timeInterval:target:selector:userInfo:repeats:)
         v fireDate: Date
         v isValid: Bool
         v timeInterval: TimeInterval
         v tolerance: TimeInterval
         v userInfo: Any?
        extension IndexPath
         i init(item:section:)
         i init(row:section:)
         v item: Int
         v row: Int
         v section: Int
        extension Int: LayoutExpressionConvertible
         v layoutExpression: LayoutExpression
        class InteractivePopGesture
         V progressCap: Double
         f began(at:) -> Bool
         f cancelled()
         f changed(translationX:at:)
         f ended(at:) -> PopDecision?
         v interactor: UIPercentDrivenInteractiveTransition?
         v lastDecision: PopDecision?
         v navigationController: UINavigationController
        protocol KeyValueCodingAndObserving
         f observe(_:options:changeHandler:) -> NSKeyValueObservation
        struct LayerState: Hashable, Sendable
         f value(_:) -> AnimatableValue
         i init(bounds:position:transform:opacity:cornerRadius:backgroundColor:isHidden:masksToBounds:anchorPoint:zPosition:sublayerTransform:shadowOpacity:shadowRadius:shadowOffset:shadowColor:borderWidth:borderColor:isDoubleSided:)
         v anchorPoint: CGPoint
         v backgroundColor: UIColor?
         v borderColor: UIColor?
         v borderWidth: CGFloat
         v bounds: CGRect
         v cornerRadius: CGFloat
         v frame: CGRect
         v isDoubleSided: Bool
         v isFacingAway: Bool
         v isHidden: Bool
         v isVisible: Bool
         v masksToBounds: Bool
         v opacity: Double
         v position: CGPoint
         v shadowColor: UIColor?
         v shadowOffset: CGSize
         v shadowOpacity: Double
         v shadowRadius: CGFloat
         v sublayerTransform: CATransform3D
         v transform: CATransform3D
         v zPosition: CGFloat
        struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible
         F ==(lhs:rhs:) -> Bool
         f hash(into:)
         f isSatisfied(_:) -> Bool
         i init(_:_:_:strength:identifier:)
         i init(expression:relation:strength:identifier:)
         v description: String
         v expression: LayoutExpression
         v identifier: String?
         v relation: LayoutRelation
         v strength: LayoutStrength
        struct LayoutExpression: Hashable, Sendable, CustomStringConvertible, LayoutExpressionConvertible
         F *(expression:factor:) -> LayoutExpression
         F *(factor:expression:) -> LayoutExpression
         F +(lhs:rhs:) -> LayoutExpression
         F -(expression:) -> LayoutExpression
         F -(lhs:rhs:) -> LayoutExpression
         F /(expression:divisor:) -> LayoutExpression
         f coefficient(of:) -> Double
         f value(_:) -> Double
         i init(_:)
         i init(terms:constant:)
         v constant: Double
         v description: String
         v layoutExpression: LayoutExpression
         v terms: [LayoutTerm]
        protocol LayoutExpressionConvertible
         v layoutExpression: LayoutExpression
        enum LayoutRelation: Hashable, Sendable, CustomStringConvertible
         v description: String
        struct LayoutStrength: Hashable, Comparable, Sendable, CustomStringConvertible
         F <(lhs:rhs:) -> Bool
         V defaultHigh: LayoutStrength
         V defaultLow: LayoutStrength
         V fittingSizeLevel: LayoutStrength
         V required: LayoutStrength
         i init(_:)
         v description: String
         v isRequired: Bool
         v priority: Float
        struct LayoutTerm: Hashable, Sendable
         i init(_:_:)
         v coefficient: Double
         v variable: LayoutVariable
        struct LayoutVariable: Hashable, Sendable, CustomStringConvertible, LayoutExpressionConvertible
         F *(factor:variable:) -> LayoutExpression
         F *(variable:factor:) -> LayoutExpression
         F +(lhs:rhs:) -> LayoutExpression
         F -(lhs:rhs:) -> LayoutExpression
         F -(variable:) -> LayoutExpression
         F /(variable:divisor:) -> LayoutExpression
         F ==(lhs:rhs:) -> Bool
         f hash(into:)
         i init(_:)
         v description: String
         v layoutExpression: LayoutExpression
         v name: String
        protocol MKAnnotation: NSObjectProtocol
         v coordinate: CLLocationCoordinate2D
         v subtitle: String?
         v title: String?
        class MKAnnotationView: UIView
         f prepareForDisplay()
         f prepareForReuse()
         f setDragState(_:animated:)
         f setSelected(_:animated:)
         f touchesEnded(_:with:)
         i init(annotation:reuseIdentifier:)
         i init(coder:)
         i init(frame:)
         v annotation: (MKAnnotation)?
         v calloutOffset: CGPoint
         v canShowCallout: Bool
         v centerOffset: CGPoint
         v clusteringIdentifier: String?
         v collisionMode: CollisionMode
         v detailCalloutAccessoryView: UIView?
         v displayPriority: MKFeatureDisplayPriority
         v dragState: DragState
         v image: UIImage?
         v isDraggable: Bool
         v isEnabled: Bool
         v isHighlighted: Bool
         v isSelected: Bool
         v leftCalloutAccessoryView: UIView?
         v reuseIdentifier: String?
         v rightCalloutAccessoryView: UIView?
         v zPriority: Float
        enum MKAnnotationView.CollisionMode: Int, Sendable
        enum MKAnnotationView.DragState: UInt, Sendable
        class MKCircle: MKShape, MKOverlay
         i init(center:radius:)
         i init(mapRect:)
         v boundingMapRect: MKMapRect
         v coordinate: CLLocationCoordinate2D
         v radius: CLLocationDistance
        class MKCircleRenderer: MKOverlayPathRenderer
         i init(circle:)
         i init(overlay:)
         v circle: MKCircle
        struct MKCoordinateRegion: Sendable, Hashable
         i init()
         i init(_:)
         i init(center:latitudinalMeters:longitudinalMeters:)
         i init(center:span:)
         v center: CLLocationCoordinate2D
         v span: MKCoordinateSpan
        struct MKCoordinateSpan: Sendable, Hashable
         i init()
         i init(latitudeDelta:longitudeDelta:)
         v latitudeDelta: CLLocationDegrees
         v longitudeDelta: CLLocationDegrees
        struct MKError: Error, Hashable, Sendable, CustomNSError
         V errorDomain: String
         i init(_:)
         v code: Code
         v errorCode: Int
        enum MKError.Code: UInt, Sendable
        struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable
         V defaultHigh: MKFeatureDisplayPriority
         V defaultLow: MKFeatureDisplayPriority
         V required: MKFeatureDisplayPriority
         i init(_:)
         i init(rawValue:)
         v rawValue: Float
        enum MKFeatureVisibility: Int, Sendable
        class MKLocalSearch: NSObject
         f cancel()
         f start(completionHandler:)
         i init(request:)
         v glideRequest: Request
         v isSearching: Bool
        class MKLocalSearch.Request: NSObject
         i init()
         i init(naturalLanguageQuery:)
         v naturalLanguageQuery: String?
         v region: MKCoordinateRegion
         v resultTypes: ResultType
        class MKLocalSearch.Response: NSObject
         v boundingRegion: MKCoordinateRegion
         v mapItems: [MKMapItem]
        struct MKLocalSearch.ResultType: OptionSet, Sendable
         V address: ResultType
         V pointOfInterest: ResultType
         i init(rawValue:)
         v rawValue: UInt
        class MKMapCamera: NSObject, NSCopying
         V glideAltitudePerVisibleMeter: Double
         f copy(with:) -> Any
         i init()
         i init(lookingAtCenter:fromDistance:pitch:heading:)
         i init(lookingAtCenter:fromEyeCoordinate:eyeAltitude:)
         v altitude: CLLocationDistance
         v centerCoordinate: CLLocationCoordinate2D
         v centerCoordinateDistance: CLLocationDistance
         v heading: CLLocationDirection
         v pitch: CGFloat
        class MKMapItem: NSObject
         F forCurrentLocation() -> MKMapItem
         F openMaps(with:launchOptions:) -> Bool
         f openInMaps(launchOptions:) -> Bool
         i init(placemark:)
         v isCurrentLocation: Bool
         v name: String?
         v phoneNumber: String?
         v placemark: MKPlacemark
         v timeZone: TimeZone?
         v url: URL?
        struct MKMapPoint: Sendable, Hashable
         f distance(to:) -> CLLocationDistance
         i init()
         i init(_:)
         i init(x:y:)
         v coordinate: CLLocationCoordinate2D
         v x: Double
         v y: Double
        struct MKMapRect: Sendable, Hashable
         V null: MKMapRect
         V world: MKMapRect
         f contains(_:) -> Bool
         f insetBy(dx:dy:) -> MKMapRect
         f intersects(_:) -> Bool
         f union(_:) -> MKMapRect
         i init()
         i init(origin:size:)
         i init(x:y:width:height:)
         v height: Double
         v isEmpty: Bool
         v isNull: Bool
         v maxX: Double
         v maxY: Double
         v midX: Double
         v midY: Double
         v minX: Double
         v minY: Double
         v origin: MKMapPoint
         v size: MKMapSize
         v width: Double
        struct MKMapSize: Sendable, Hashable
         V world: MKMapSize
         i init()
         i init(width:height:)
         v height: Double
         v width: Double
        enum MKMapType: UInt, Sendable
        class MKMapView: UIView
         f addAnnotation(_:)
         f addAnnotations(_:)
         f addOverlay(_:)
         f addOverlay(_:level:)
         f addOverlays(_:)
         f addOverlays(_:level:)
         f annotations(in:) -> Set<AnyHashable>
         f convert(_:toCoordinateFrom:) -> CLLocationCoordinate2D
         f convert(_:toPointTo:) -> CGPoint
         f convert(_:toRectTo:) -> CGRect
         f convert(_:toRegionFrom:) -> MKCoordinateRegion
         f dequeueReusableAnnotationView(withIdentifier:) -> MKAnnotationView?
         f dequeueReusableAnnotationView(withIdentifier:for:) -> MKAnnotationView
         f deselectAnnotation(_:animated:)
         f glideUpdateAnnotationViews()
         f glideUpdateUserLocation(_:)
         f insertOverlay(_:at:)
         f insertOverlay(_:at:level:)
         f layoutSubviews()
         f overlays(in:) -> [MKOverlay]
         f regionThatFits(_:) -> MKCoordinateRegion
         f register(_:forAnnotationViewWithReuseIdentifier:)
         f register(_:forAnnotationViewWithReuseIdentifier:initializer:)
         f removeAnnotation(_:)
         f removeAnnotations(_:)
         f removeOverlay(_:)
         f removeOverlays(_:)
         f renderer(for:) -> MKOverlayRenderer?
         f selectAnnotation(_:animated:)
         f setCamera(_:animated:)
         f setCenter(_:animated:)
         f setRegion(_:animated:)
         f setUserTrackingMode(_:animated:)
         f setVisibleMapRect(_:animated:)
         f setVisibleMapRect(_:edgePadding:animated:)
         f showAnnotations(_:animated:)
         f touchesEnded(_:with:)
         f view(for:) -> MKAnnotationView?
         i init(coder:)
         i init(frame:)
         v annotations: [MKAnnotation]
         v camera: MKMapCamera
         v centerCoordinate: CLLocationCoordinate2D
         v delegate: (MKMapViewDelegate)?
         v glideIsAnimatingRegion: Bool
         v isPitchEnabled: Bool
         v isRotateEnabled: Bool
         v isScrollEnabled: Bool
         v isUserLocationVisible: Bool
         v isZoomEnabled: Bool
         v mapType: MKMapType
         v overlays: [MKOverlay]
         v region: MKCoordinateRegion
         v selectedAnnotations: [MKAnnotation]
         v showsBuildings: Bool
         v showsCompass: Bool
         v showsPointsOfInterest: Bool
         v showsScale: Bool
         v showsTraffic: Bool
         v showsUserLocation: Bool
         v userLocation: MKUserLocation
         v userTrackingMode: MKUserTrackingMode
         v visibleMapRect: MKMapRect
        protocol MKMapViewDelegate: NSObjectProtocol
         f mapView(_:annotationView:calloutAccessoryControlTapped:)
         f mapView(_:annotationView:didChange:fromOldState:)
         f mapView(_:didAdd:)
         f mapView(_:didChange:animated:)
         f mapView(_:didDeselect:)
         f mapView(_:didFailToLocateUserWithError:)
         f mapView(_:didSelect:)
         f mapView(_:didUpdate:)
         f mapView(_:regionDidChangeAnimated:)
         f mapView(_:regionWillChangeAnimated:)
         f mapView(_:rendererFor:) -> MKOverlayRenderer
         f mapView(_:viewFor:) -> MKAnnotationView?
         f mapViewDidChangeVisibleRegion(_:)
         f mapViewDidFailLoadingMap(_:withError:)
         f mapViewDidFinishLoadingMap(_:)
         f mapViewDidFinishRenderingMap(_:fullyRendered:)
         f mapViewDidStopLocatingUser(_:)
         f mapViewWillStartLoadingMap(_:)
         f mapViewWillStartLocatingUser(_:)
         f mapViewWillStartRenderingMap(_:)
        class MKMarkerAnnotationView: MKAnnotationView
         i init(annotation:reuseIdentifier:)
         i init(coder:)
         i init(frame:)
         v animatesWhenAdded: Bool
         v glyphImage: UIImage?
         v glyphText: String?
         v glyphTintColor: UIColor?
         v markerTintColor: UIColor?
         v selectedGlyphImage: UIImage?
         v subtitleVisibility: MKFeatureVisibility
         v titleVisibility: MKFeatureVisibility
        class MKMultiPoint: MKShape
         f getCoordinates(_:range:)
         f points() -> UnsafeMutablePointer<MKMapPoint>
         v coordinate: CLLocationCoordinate2D
         v coordinates: [CLLocationCoordinate2D]
         v glidePoints: [MKMapPoint]
         v pointCount: Int
        protocol MKOverlay: MKAnnotation
         f intersects(_:) -> Bool
         v boundingMapRect: MKMapRect
         v canReplaceMapContent: Bool
        enum MKOverlayLevel: Int, Sendable
        class MKOverlayPathRenderer: MKOverlayRenderer
         v fillColor: UIColor?
         v lineCap: CGLineCap
         v lineDashPattern: [NSNumber]?
         v lineDashPhase: CGFloat
         v lineJoin: CGLineJoin
         v lineWidth: CGFloat
         v miterLimit: CGFloat
         v path: CGPath?
         v strokeColor: UIColor?
        class MKOverlayRenderer: NSObject
         f setNeedsDisplay()
         f setNeedsDisplay(_:)
         i init(overlay:)
         v alpha: CGFloat
         v contentScaleFactor: CGFloat
         v glideDisplayRequests: Int
         v overlay: MKOverlay
        class MKPinAnnotationView: MKAnnotationView
         F greenPinColor() -> UIColor
         F purplePinColor() -> UIColor
         F redPinColor() -> UIColor
         i init(annotation:reuseIdentifier:)
         i init(coder:)
         i init(frame:)
         v animatesDrop: Bool
         v pinTintColor: UIColor!
        class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable
         i init(coordinate:)
         i init(coordinate:addressDictionary:)
         i init(placemark:)
         v coordinate: CLLocationCoordinate2D
         v subtitle: String?
         v title: String?
        class MKPointAnnotation: MKShape
         i init()
         i init(coordinate:)
         i init(coordinate:title:subtitle:)
         v coordinate: CLLocationCoordinate2D
        class MKPolygon: MKMultiPoint, MKOverlay
         i init(coordinates:count:interiorPolygons:)
         v boundingMapRect: MKMapRect
         v interiorPolygons: [MKPolygon]?
        class MKPolygonRenderer: MKOverlayPathRenderer
         i init(overlay:)
         i init(polygon:)
         v polygon: MKPolygon
        class MKPolyline: MKMultiPoint, MKOverlay
         i init(coordinates:count:)
         i init(points:count:)
         v boundingMapRect: MKMapRect
        class MKPolylineRenderer: MKOverlayPathRenderer
         i init(overlay:)
         i init(polyline:)
         v polyline: MKPolyline
        class MKShape: NSObject, MKAnnotation
         i init()
         v coordinate: CLLocationCoordinate2D
         v subtitle: String?
         v title: String?
        class MKUserLocation: NSObject, MKAnnotation
         i init()
         v coordinate: CLLocationCoordinate2D
         v isUpdating: Bool
         v location: CLLocation?
         v subtitle: String?
         v title: String?
        enum MKUserTrackingMode: Int, Sendable
        class ManualClock: Clock
         f advance(by:)
         f advance(to:)
         f advance(toNanoseconds:)
         f runPending()
         f runTurn() -> Int
         f runUntilIdle(limit:) -> Bool
         f schedule(atNanoseconds:_:) -> ScheduledTask
         i init(startingAt:)
         v nextDeadline: Double?
         v nextDeadlineNanoseconds: Int64?
         v nowNanoseconds: Int64
        struct Method: @unchecked Sendable, CustomStringConvertible
         v description: String
         v owner: AnyClass
         v selector: Selector
        enum MethodSwizzling
         F callOriginal(_:) -> Result
         F replacement(for:of:) -> Selector?
         F reset()
         V exchangeable: [String: Set<String>]
         V ignoredExchanges: [String]
        class MonotonicClock: Clock
         F nanosecondsNow() -> Int64
         f run(until:)
         f runDue() -> Int
         f runOnce(timeout:)
         f schedule(atNanoseconds:_:) -> ScheduledTask
         i init()
         v nextDeadlineNanoseconds: Int64?
         v nowNanoseconds: Int64
        class NSAttributeDescription: NSPropertyDescription
        extension NSAttributedString
         f boundingRect(with:options:context:) -> CGRect
         f draw(at:)
         f draw(in:)
         f draw(with:options:context:)
         f size() -> CGSize
         i init(attachment:)
        extension NSAttributedString.Key
         V attachment: NSAttributedString.Key
         V backgroundColor: NSAttributedString.Key
         V baselineOffset: NSAttributedString.Key
         V expansion: NSAttributedString.Key
         V font: NSAttributedString.Key
         V foregroundColor: NSAttributedString.Key
         V kern: NSAttributedString.Key
         V ligature: NSAttributedString.Key
         V link: NSAttributedString.Key
         V obliqueness: NSAttributedString.Key
         V paragraphStyle: NSAttributedString.Key
         V shadow: NSAttributedString.Key
         V strikethroughColor: NSAttributedString.Key
         V strikethroughStyle: NSAttributedString.Key
         V strokeColor: NSAttributedString.Key
         V strokeWidth: NSAttributedString.Key
         V underlineColor: NSAttributedString.Key
         V underlineStyle: NSAttributedString.Key
         V writingDirection: NSAttributedString.Key
        class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem
         i init(layoutSize:elementKind:alignment:absoluteOffset:)
         v alignment: NSRectAlignment
         v extendsBoundary: Bool
         v offset: CGPoint
         v pinToVisibleBounds: Bool
        protocol NSCollectionLayoutContainer: AnyObject
         v contentInsets: NSDirectionalEdgeInsets
         v contentSize: CGSize
         v effectiveContentInsets: NSDirectionalEdgeInsets
         v effectiveContentSize: CGSize
        class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem
         F background(elementKind:) -> NSCollectionLayoutDecorationItem
         v elementKind: String
         v zIndex: Int
        class NSCollectionLayoutDimension: NSObject
         F absolute(_:) -> NSCollectionLayoutDimension
         F estimated(_:) -> NSCollectionLayoutDimension
         F fractionalHeight(_:) -> NSCollectionLayoutDimension
         F fractionalWidth(_:) -> NSCollectionLayoutDimension
         v dimension: CGFloat
         v isAbsolute: Bool
         v isEstimated: Bool
         v isFractionalHeight: Bool
         v isFractionalWidth: Bool
        class NSCollectionLayoutEdgeSpacing: NSObject
         i init(leading:top:trailing:bottom:)
         v bottom: NSCollectionLayoutSpacing?
         v leading: NSCollectionLayoutSpacing?
         v top: NSCollectionLayoutSpacing?
         v trailing: NSCollectionLayoutSpacing?
        protocol NSCollectionLayoutEnvironment: AnyObject
         v container: NSCollectionLayoutContainer
         v traitCollection: UITraitCollection
        class NSCollectionLayoutGroup: NSCollectionLayoutItem
         F horizontal(layoutSize:repeatingSubitem:count:) -> NSCollectionLayoutGroup
         F horizontal(layoutSize:subitem:count:) -> NSCollectionLayoutGroup
         F horizontal(layoutSize:subitems:) -> NSCollectionLayoutGroup
         F vertical(layoutSize:repeatingSubitem:count:) -> NSCollectionLayoutGroup
         F vertical(layoutSize:subitem:count:) -> NSCollectionLayoutGroup
         F vertical(layoutSize:subitems:) -> NSCollectionLayoutGroup
         v interItemSpacing: NSCollectionLayoutSpacing?
         v subitems: [NSCollectionLayoutItem]
        class NSCollectionLayoutItem: NSObject
         i init(layoutSize:supplementaryItems:)
         v contentInsets: NSDirectionalEdgeInsets
         v edgeSpacing: NSCollectionLayoutEdgeSpacing?
         v layoutSize: NSCollectionLayoutSize
         v supplementaryItems: [NSCollectionLayoutSupplementaryItem]
        class NSCollectionLayoutSection: NSObject
         F list(using:layoutEnvironment:) -> NSCollectionLayoutSection
         i init(group:)
         v boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
         v contentInsets: NSDirectionalEdgeInsets
         v decorationItems: [NSCollectionLayoutDecorationItem]
         v group: NSCollectionLayoutGroup
         v interGroupSpacing: CGFloat
         v orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
         v supplementariesFollowContentInsets: Bool
         v visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
        class NSCollectionLayoutSize: NSObject
         i init(widthDimension:heightDimension:)
         v heightDimension: NSCollectionLayoutDimension
         v widthDimension: NSCollectionLayoutDimension
        class NSCollectionLayoutSpacing: NSObject
         F fixed(_:) -> NSCollectionLayoutSpacing
         F flexible(_:) -> NSCollectionLayoutSpacing
         v isFixedSpacing: Bool
         v isFlexibleSpacing: Bool
         v spacing: CGFloat
        class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem
         i init(layoutSize:elementKind:)
         v elementKind: String
         v zIndex: Int
        protocol NSCollectionLayoutVisibleItem: AnyObject
         v alpha: CGFloat
         v frame: CGRect
         v indexPath: IndexPath
         v transform: CGAffineTransform
        class NSDataAsset: NSObject, @unchecked Sendable
         F register(_:named:)
         i init(name:)
         i init(name:bundle:)
         v data: Data
         v name: String
         v typeIdentifier: String
        extension NSDictionary: NSFetchRequestResult
        struct NSDiffableDataSourceSnapshot: @unchecked Sendable
         f appendItems(_:toSection:)
         f appendSections(_:)
         f deleteAllItems()
         f deleteItems(_:)
         f deleteSections(_:)
         f indexOfItem(_:) -> Int?
         f indexOfSection(_:) -> Int?
         f insertItems(_:afterItem:)
         f insertItems(_:beforeItem:)
         f insertSections(_:afterSection:)
         f insertSections(_:beforeSection:)
         f itemIdentifiers(inSection:) -> [ItemIdentifierType]
         f moveItem(_:afterItem:)
         f moveItem(_:beforeItem:)
         f moveSection(_:afterSection:)
         f moveSection(_:beforeSection:)
         f numberOfItems(inSection:) -> Int
         f reconfigureItems(_:)
         f reloadItems(_:)
         f reloadSections(_:)
         f sectionIdentifier(containingItem:) -> SectionIdentifierType?
         i init()
         v itemIdentifiers: [ItemIdentifierType]
         v numberOfItems: Int
         v numberOfSections: Int
         v reconfiguredItemIdentifiers: [ItemIdentifierType]
         v reloadedItemIdentifiers: [ItemIdentifierType]
         v reloadedSectionIdentifiers: [SectionIdentifierType]
         v sectionIdentifiers: [SectionIdentifierType]
        struct NSDirectionalEdgeInsets: Hashable, Sendable
         V zero: NSDirectionalEdgeInsets
         i init()
         i init(top:leading:bottom:trailing:)
         v bottom: CGFloat
         v leading: CGFloat
         v top: CGFloat
         v trailing: CGFloat
        struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable
         V all: NSDirectionalRectEdge
         V bottom: NSDirectionalRectEdge
         V leading: NSDirectionalRectEdge
         V top: NSDirectionalRectEdge
         V trailing: NSDirectionalRectEdge
         i init(rawValue:)
         v rawValue: UInt
        class NSEntityDescription: NSObject, @unchecked Sendable
         F entity(forEntityName:in:) -> NSEntityDescription?
         F insertNewObject(forEntityName:into:) -> NSManagedObject
         i init()
         v isAbstract: Bool
         v managedObjectClassName: String!
         v name: String?
         v properties: [NSPropertyDescription]
        class NSFetchRequest: NSPersistentStoreRequest
         i init()
         i init(entityName:)
         v entity: NSEntityDescription?
         v entityName: String?
         v fetchBatchSize: Int
         v fetchLimit: Int
         v fetchOffset: Int
         v includesPendingChanges: Bool
         v predicate: NSPredicate?
         v propertiesToFetch: [Any]?
         v relationshipKeyPathsForPrefetching: [String]?
         v resultType: NSFetchRequestResultType
         v returnsObjectsAsFaults: Bool
         v sortDescriptors: [NSSortDescriptor]?
        protocol NSFetchRequestResult: NSObjectProtocol
        struct NSFetchRequestResultType: OptionSet, Sendable
         V countResultType: NSFetchRequestResultType
         V dictionaryResultType: NSFetchRequestResultType
         V managedObjectIDResultType: NSFetchRequestResultType
         V managedObjectResultType: NSFetchRequestResultType
         i init(rawValue:)
         v rawValue: UInt
        extension NSIndexPath
         i init(item:section:)
         i init(row:section:)
         v item: Int
         v row: Int
         v section: Int
        class NSItemProvider: NSObject, @unchecked Sendable
         f canLoadObject(ofClass:) -> Bool
         f hasItemConformingToTypeIdentifier(_:) -> Bool
         f loadDataRepresentation(forTypeIdentifier:completionHandler:) -> Progress
         f loadObject(ofClass:completionHandler:) -> Progress
         f registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)
         f registerObject(_:visibility:)
         i init()
         i init(contentsOf:)
         i init(item:typeIdentifier:)
         i init(object:)
         v registeredTypeIdentifiers: [String]
         v suggestedName: String?
        protocol NSItemProviderReading: AnyObject
         F object(withItemProviderData:typeIdentifier:) -> Self
         V readableTypeIdentifiersForItemProvider: [String]
        enum NSItemProviderRepresentationVisibility: Int, Sendable
        protocol NSItemProviderWriting: AnyObject
         V writableTypeIdentifiersForItemProvider: [String]
         f loadData(withTypeIdentifier:forItemProviderCompletionHandler:) -> Progress?
        enum NSKeyValueChange: UInt, Sendable
        struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable
         V indexesKey: NSKeyValueChangeKey
         V kindKey: NSKeyValueChangeKey
         V newKey: NSKeyValueChangeKey
         V notificationIsPriorKey: NSKeyValueChangeKey
         V oldKey: NSKeyValueChangeKey
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class NSKeyValueObservation: NSObject
         f invalidate()
        struct NSKeyValueObservedChange: Sendable
         v indexes: IndexSet?
         v isPrior: Bool
         v kind: Kind
         v newValue: Value?
         v oldValue: Value?
        protocol NSKeyValueObserving: AnyObject
         f observeValue(forKeyPath:of:change:context:)
        struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable
         V initial: NSKeyValueObservingOptions
         V new: NSKeyValueObservingOptions
         V old: NSKeyValueObservingOptions
         V prior: NSKeyValueObservingOptions
         i init(rawValue:)
         v rawValue: UInt
        class NSLayoutAnchor: NSObject
         f constraint(equalTo:) -> NSLayoutConstraint
         f constraint(equalTo:constant:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualTo:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualTo:constant:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualTo:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualTo:constant:) -> NSLayoutConstraint
         v description: String
        class NSLayoutConstraint: NSObject
         F activate(_:)
         F constraints(withVisualFormat:options:metrics:views:) -> [NSLayoutConstraint]
         F deactivate(_:)
         i init()
         i init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
         v constant: CGFloat
         v description: String
         v firstAttribute: Attribute
         v firstItem: AnyObject?
         v identifier: String?
         v isActive: Bool
         v multiplier: CGFloat
         v priority: UILayoutPriority
         v relation: Relation
         v secondAttribute: Attribute
         v secondItem: AnyObject?
         v shouldBeArchived: Bool
        enum NSLayoutConstraint.Attribute: Int, Sendable
         V baseline: Attribute
        enum NSLayoutConstraint.Axis: Int, Sendable
        struct NSLayoutConstraint.FormatOptions: OptionSet, Hashable, Sendable
         V alignAllBottom: FormatOptions
         V alignAllCenterX: FormatOptions
         V alignAllCenterY: FormatOptions
         V alignAllFirstBaseline: FormatOptions
         V alignAllLastBaseline: FormatOptions
         V alignAllLeading: FormatOptions
         V alignAllLeft: FormatOptions
         V alignAllRight: FormatOptions
         V alignAllTop: FormatOptions
         V alignAllTrailing: FormatOptions
         V alignmentMask: FormatOptions
         V directionLeadingToTrailing: FormatOptions
         V directionLeftToRight: FormatOptions
         V directionMask: FormatOptions
         V directionRightToLeft: FormatOptions
         V spacingBaselineToBaseline: FormatOptions
         V spacingEdgeToEdge: FormatOptions
         V spacingMask: FormatOptions
         i init(rawValue:)
         v rawValue: UInt
        enum NSLayoutConstraint.Relation: Int, Sendable
        class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>
         f constraint(equalTo:multiplier:) -> NSLayoutConstraint
         f constraint(equalTo:multiplier:constant:) -> NSLayoutConstraint
         f constraint(equalToConstant:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualTo:multiplier:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualTo:multiplier:constant:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualToConstant:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualTo:multiplier:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualTo:multiplier:constant:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualToConstant:) -> NSLayoutConstraint
        class NSLayoutManager: NSObject
         f addTextContainer(_:)
         f boundingRect(forGlyphRange:in:) -> CGRect
         f characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:) -> Int
         f characterIndexForGlyph(at:) -> Int
         f characterRange(forGlyphRange:actualGlyphRange:) -> NSRange
         f drawBackground(forGlyphRange:at:)
         f drawGlyphs(forGlyphRange:at:)
         f ensureLayout(for:)
         f ensureLayout(forCharacterRange:)
         f ensureLayout(forGlyphRange:)
         f enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)
         f enumerateLineFragments(forGlyphRange:using:)
         f glyphIndex(for:in:) -> Int
         f glyphIndex(for:in:fractionOfDistanceThroughGlyph:) -> Int
         f glyphIndexForCharacter(at:) -> Int
         f glyphRange(for:) -> NSRange
         f glyphRange(forBoundingRect:in:) -> NSRange
         f glyphRange(forCharacterRange:actualCharacterRange:) -> NSRange
         f insertTextContainer(_:at:)
         f invalidateDisplay(forCharacterRange:)
         f invalidateDisplay(forGlyphRange:)
         f invalidateLayout(forCharacterRange:actualCharacterRange:)
         f lineFragmentRect(forGlyphAt:effectiveRange:) -> CGRect
         f lineFragmentUsedRect(forGlyphAt:effectiveRange:) -> CGRect
         f location(forGlyphAt:) -> CGPoint
         f removeTextContainer(at:)
         f replaceTextStorage(_:)
         f showCGGlyphs(_:positions:count:font:matrix:attributes:in:)
         f showCGGlyphs(_:positions:count:font:textMatrix:attributes:in:)
         f textContainer(forGlyphAt:effectiveRange:) -> NSTextContainer?
         f usedRect(for:) -> CGRect
         i init()
         v allowsNonContiguousLayout: Bool
         v delegate: (NSLayoutManagerDelegate)?
         v extraLineFragmentRect: CGRect
         v numberOfGlyphs: Int
         v showsControlCharacters: Bool
         v showsInvisibleCharacters: Bool
         v textContainers: [NSTextContainer]
         v textStorage: NSTextStorage?
         v usesFontLeading: Bool
        protocol NSLayoutManagerDelegate: AnyObject
        class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>
         f constraint(equalToSystemSpacingAfter:multiplier:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:) -> NSLayoutConstraint
        class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>
         f constraint(equalToSystemSpacingBelow:multiplier:) -> NSLayoutConstraint
         f constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:) -> NSLayoutConstraint
         f constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:) -> NSLayoutConstraint
        enum NSLineBreakMode: Int, Sendable, Hashable
        class NSManagedObject: NSObject, NSFetchRequestResult
         F entity() -> NSEntityDescription
         F fetchRequest() -> NSFetchRequest<NSFetchRequestResult>
         f awakeFromFetch()
         f awakeFromInsert()
         f changedValues() -> [String: Any]
         f committedValues(forKeys:) -> [String: Any]
         f didAccessValue(forKey:)
         f didSave()
         f prepareForDeletion()
         f primitiveValue(forKey:) -> Any?
         f setPrimitiveValue(_:forKey:)
         f willAccessValue(forKey:)
         f willSave()
         i init(context:)
         i init(entity:insertInto:)
         v entity: NSEntityDescription
         v hasChanges: Bool
         v isDeleted: Bool
         v isFault: Bool
         v isInserted: Bool
         v isUpdated: Bool
         v managedObjectContext: NSManagedObjectContext?
         v objectID: NSManagedObjectID
        class NSManagedObjectContext: NSObject
         f count(for:) -> Int
         f delete(_:)
         f existingObject(with:) -> NSManagedObject
         f fetch(_:) -> [T]
         f insert(_:)
         f object(with:) -> NSManagedObject
         f perform(_:)
         f performAndWait(_:)
         f refresh(_:mergeChanges:)
         f refreshAllObjects()
         f reset()
         f rollback()
         f save()
         i init()
         i init(concurrencyType:)
         v automaticallyMergesChangesFromParent: Bool
         v concurrencyType: ConcurrencyType
         v deletedObjects: Set<NSManagedObject>
         v hasChanges: Bool
         v insertedObjects: Set<NSManagedObject>
         v mergePolicy: Any
         v name: String?
         v parent: NSManagedObjectContext?
         v persistentStoreCoordinator: NSPersistentStoreCoordinator?
         v registeredObjects: Set<NSManagedObject>
         v shouldDeleteInaccessibleFaults: Bool
         v transactionAuthor: String?
         v undoManager: AnyObject?
         v updatedObjects: Set<NSManagedObject>
        enum NSManagedObjectContext.ConcurrencyType: UInt, Sendable
        class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable
         f isEqual(_:) -> Bool
         f uriRepresentation() -> URL
         v entity: NSEntityDescription
         v hash: Int
         v isTemporaryID: Bool
        class NSManagedObjectModel: NSObject
         F mergedModel(from:) -> NSManagedObjectModel?
         i init()
         i init(contentsOf:)
         v entities: [NSEntityDescription]
         v entitiesByName: [String: NSEntityDescription]
        class NSMapTable: NSObject
         F strongToStrongObjects() -> NSMapTable<KeyType, ObjectType>
         F strongToWeakObjects() -> NSMapTable<KeyType, ObjectType>
         F weakToStrongObjects() -> NSMapTable<KeyType, ObjectType>
         F weakToWeakObjects() -> NSMapTable<KeyType, ObjectType>
         f dictionaryRepresentation() -> [AnyHashable: ObjectType]
         f keyEnumerator() -> NSEnumerator
         f object(forKey:) -> ObjectType?
         f objectEnumerator() -> NSEnumerator?
         f removeAllObjects()
         f removeObject(forKey:)
         f setObject(_:forKey:)
         i init(keyOptions:valueOptions:)
         i init(keyOptions:valueOptions:capacity:)
         v count: Int
        class NSMergePolicy: NSObject, @unchecked Sendable
         V error: NSMergePolicy
         V mergeByPropertyObjectTrump: NSMergePolicy
         V mergeByPropertyStoreTrump: NSMergePolicy
         V overwrite: NSMergePolicy
         V rollback: NSMergePolicy
         i init(merge:)
         v mergeType: MergeType
        enum NSMergePolicy.MergeType: UInt, Sendable
        class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable
         f setParagraphStyle(_:)
         i init()
         v alignment: NSTextAlignment
         v allowsDefaultTighteningForTruncation: Bool
         v baseWritingDirection: NSWritingDirection
         v defaultTabInterval: CGFloat
         v firstLineHeadIndent: CGFloat
         v headIndent: CGFloat
         v hyphenationFactor: Float
         v lineBreakMode: NSLineBreakMode
         v lineHeightMultiple: CGFloat
         v lineSpacing: CGFloat
         v maximumLineHeight: CGFloat
         v minimumLineHeight: CGFloat
         v paragraphSpacing: CGFloat
         v paragraphSpacingBefore: CGFloat
         v tailIndent: CGFloat
        extension NSNull: CAAction
         f run(forKey:object:arguments:)
        extension NSNumber: NSFetchRequestResult
        extension NSObject: KeyValueCodingAndObserving
         F cancelPreviousPerformRequests(withTarget:)
         F cancelPreviousPerformRequests(withTarget:selector:object:)
         F classForCoder() -> AnyClass
         F perform(_:) -> Unmanaged<AnyObject>!
         f addObserver(_:forKeyPath:options:context:)
         f dictionaryWithValues(forKeys:) -> [String: Any]
         f didChangeValue(forKey:)
         f perform(_:) -> Unmanaged<AnyObject>!
         f perform(_:with:) -> Unmanaged<AnyObject>!
         f perform(_:with:afterDelay:)
         f perform(_:with:afterDelay:inModes:)
         f perform(_:with:with:) -> Unmanaged<AnyObject>!
         f performSelector(onMainThread:with:waitUntilDone:)
         f removeObserver(_:forKeyPath:)
         f removeObserver(_:forKeyPath:context:)
         f setValue(_:forKey:)
         f setValue(_:forKeyPath:)
         f setValuesForKeys(_:)
         f value(forKey:) -> Any?
         f value(forKeyPath:) -> Any?
         f willChangeValue(forKey:)
        extension NSObjectProtocol
         f isKind(of:) -> Bool
         f isMember(of:) -> Bool
        class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable
         F defaultWritingDirection(forLanguage:) -> NSWritingDirection
         V `default`: NSParagraphStyle
         f copy(with:) -> Any
         f isEqual(_:) -> Bool
         f mutableCopy(with:) -> Any
         i init()
         v alignment: NSTextAlignment
         v allowsDefaultTighteningForTruncation: Bool
         v baseWritingDirection: NSWritingDirection
         v defaultTabInterval: CGFloat
         v firstLineHeadIndent: CGFloat
         v hash: Int
         v headIndent: CGFloat
         v hyphenationFactor: Float
         v lineBreakMode: NSLineBreakMode
         v lineHeightMultiple: CGFloat
         v lineSpacing: CGFloat
         v maximumLineHeight: CGFloat
         v minimumLineHeight: CGFloat
         v paragraphSpacing: CGFloat
         v paragraphSpacingBefore: CGFloat
         v tailIndent: CGFloat
        class NSPersistentCloudKitContainer: NSPersistentContainer
        class NSPersistentContainer: NSObject
         F defaultDirectoryURL() -> URL
         f loadPersistentStores(completionHandler:)
         f newBackgroundContext() -> NSManagedObjectContext
         f performBackgroundTask(_:)
         i init(name:)
         i init(name:managedObjectModel:)
         v managedObjectModel: NSManagedObjectModel
         v name: String
         v persistentStoreCoordinator: NSPersistentStoreCoordinator
         v persistentStoreDescriptions: [NSPersistentStoreDescription]
         v viewContext: NSManagedObjectContext
        class NSPersistentStore: NSObject
         v configurationName: String
         v identifier: String!
         v options: [AnyHashable: Any]?
         v type: String
         v url: URL?
        class NSPersistentStoreCoordinator: NSObject
         f addPersistentStore(ofType:configurationName:at:options:) -> NSPersistentStore
         f addPersistentStore(with:completionHandler:)
         f persistentStore(for:) -> NSPersistentStore?
         f remove(_:)
         i init(managedObjectModel:)
         v managedObjectModel: NSManagedObjectModel
         v name: String?
         v persistentStores: [NSPersistentStore]
        class NSPersistentStoreDescription: NSObject
         f setOption(_:forKey:)
         i init()
         i init(url:)
         v configuration: String?
         v isReadOnly: Bool
         v options: [String: NSObject]
         v shouldAddStoreAsynchronously: Bool
         v shouldInferMappingModelAutomatically: Bool
         v shouldMigrateStoreAutomatically: Bool
         v timeout: TimeInterval
         v type: String
         v url: URL?
        class NSPersistentStoreRequest: NSObject
         v affectedStores: [NSPersistentStore]?
        class NSPersistentStoreResult: NSObject
        class NSPointerFunctions: NSObject
         i init(options:)
         v options: Options
        struct NSPointerFunctions.Options: OptionSet, Sendable, Hashable
         V copyIn: Options
         V objectPersonality: Options
         V objectPointerPersonality: Options
         V strongMemory: Options
         V weakMemory: Options
         i init(rawValue:)
         v rawValue: UInt
        extension NSPredicate
         i init(format:_:)
         i init(format:argumentArray:)
        class NSPropertyDescription: NSObject
         v isOptional: Bool
         v name: String
        enum NSRectAlignment: Int, Sendable, Hashable
        class NSRelationshipDescription: NSPropertyDescription
        class NSShadow: NSObject, NSCopying, @unchecked Sendable
         f copy(with:) -> Any
         f isEqual(_:) -> Bool
         i init()
         v hash: Int
         v shadowBlurRadius: CGFloat
         v shadowColor: Any?
         v shadowOffset: CGSize
        extension NSSortDescriptor
         i init(key:ascending:)
         i init(key:ascending:selector:)
        extension NSString: NSItemProviderWriting, NSItemProviderReading
         F object(withItemProviderData:typeIdentifier:) -> Self
         V readableTypeIdentifiersForItemProvider: [String]
         V writableTypeIdentifiersForItemProvider: [String]
         f boundingRect(with:options:attributes:context:) -> CGRect
         f draw(at:withAttributes:)
         f draw(in:withAttributes:)
         f draw(with:options:attributes:context:)
         f loadData(withTypeIdentifier:forItemProviderCompletionHandler:) -> Progress?
         f size(withAttributes:) -> CGSize
        class NSStringDrawingContext: NSObject
         i init()
         v actualScaleFactor: CGFloat
         v minimumScaleFactor: CGFloat
         v totalBounds: CGRect
        struct NSStringDrawingOptions: OptionSet, Sendable, Hashable
         V truncatesLastVisibleLine: NSStringDrawingOptions
         V usesDeviceMetrics: NSStringDrawingOptions
         V usesFontLeading: NSStringDrawingOptions
         V usesLineFragmentOrigin: NSStringDrawingOptions
         i init(rawValue:)
         v rawValue: Int
        enum NSTextAlignment: Int, Sendable, Hashable
        class NSTextAttachment: NSObject, @unchecked Sendable
         V character: Character
         i init()
         i init(data:ofType:)
         i init(image:)
         v bounds: CGRect
         v contents: Data?
         v fileType: String?
         v image: UIImage?
        class NSTextContainer: NSObject
         f replaceLayoutManager(_:)
         i init()
         i init(size:)
         v exclusionPaths: [UIBezierPath]
         v heightTracksTextView: Bool
         v layoutManager: NSLayoutManager?
         v lineBreakMode: NSLineBreakMode
         v lineFragmentPadding: CGFloat
         v maximumNumberOfLines: Int
         v size: CGSize
         v widthTracksTextView: Bool
        class NSTextStorage: NSMutableAttributedString
         f addLayoutManager(_:)
         f edited(_:range:changeInLength:)
         f processEditing()
         f removeLayoutManager(_:)
         i init()
         i init(attributedString:)
         i init(coder:)
         i init(string:)
         i init(string:attributes:)
         v changeInLength: Int
         v delegate: (NSTextStorageDelegate)?
         v editedMask: EditActions
         v editedRange: NSRange
         v layoutManagers: [NSLayoutManager]
        struct NSTextStorage.EditActions: OptionSet, Hashable, Sendable
         V editedAttributes: EditActions
         V editedCharacters: EditActions
         i init(rawValue:)
         v rawValue: UInt
        protocol NSTextStorageDelegate: AnyObject
         f textStorage(_:didProcessEditing:range:changeInLength:)
         f textStorage(_:willProcessEditing:range:changeInLength:)
        extension NSURL: NSItemProviderWriting
         V writableTypeIdentifiersForItemProvider: [String]
         f loadData(withTypeIdentifier:forItemProviderCompletionHandler:) -> Progress?
        struct NSUnderlineStyle: OptionSet, Sendable, Hashable
         V byWord: NSUnderlineStyle
         V double: NSUnderlineStyle
         V patternDash: NSUnderlineStyle
         V patternDashDot: NSUnderlineStyle
         V patternDashDotDot: NSUnderlineStyle
         V patternDot: NSUnderlineStyle
         V single: NSUnderlineStyle
         V thick: NSUnderlineStyle
         i init(rawValue:)
         v rawValue: Int
        extension NSValue
         i init(caTransform3D:)
         i init(cgAffineTransform:)
         i init(cgPoint:)
         i init(cgRect:)
         i init(cgSize:)
         i init(uiEdgeInsets:)
         v caTransform3DValue: CATransform3D
         v cgAffineTransformValue: CGAffineTransform
         v cgPointValue: CGPoint
         v cgRectValue: CGRect
         v cgSizeValue: CGSize
         v uiEdgeInsetsValue: UIEdgeInsets
        enum NSWritingDirection: Int, Sendable
        extension NotificationCenter
         f addObserver(_:selector:name:object:)
         f removeObserver(_:)
         f removeObserver(_:name:object:)
        struct OptionalRequirementNotImplemented: Error, CustomStringConvertible
         i init(_:of:by:)
         v conformer: String
         v description: String
         v requirement: String
        struct PopDecision: Sendable, Hashable
         v acceleration: Double
         v completionSpeed: Double
         v pops: Bool
         v progress: Double
         v projected: Double?
         v threshold: Double
         v velocity: Double
        struct PopGestureTracker: Sendable, Hashable
         V accelerationJumpLimit: Double
         V minimumSampleInterval: Double
         V projectionThresholdPoints: Double
         V sampleInterval: Double
         f add(progress:at:)
         f decide(progress:duration:width:) -> PopDecision
         f rest(until:)
         i init()
         v acceleration: Double
         v sampleCount: Int
         v velocity: Double
        extension RunLoop
         f add(onGlideClock:forMode:)
        extension RunLoop.Mode
         V tracking: RunLoop.Mode
        class ScheduledTask
         f cancel()
         v deadline: Int64
         v isPending: Bool
        struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral
         F ==(lhs:rhs:) -> Bool
         f alsoOn(_:) -> Selector
         f canPerform(on:) -> Bool
         f hash(into:)
         f perform(on:arguments:) -> Bool
         f perform(on:sender:event:) -> Bool
         i init(_:)
         i init(_:name:)
         i init(stringLiteral:)
         v description: String
         v isPerformable: Bool
         v name: String
        class SlideNavigationAnimator: UIViewControllerAnimatedTransitioning
         f animateTransition(using:)
         f transitionDuration(using:) -> Double
         i init(operation:duration:)
         v duration: Double
         v operation: UINavigationController.Operation
        struct SplitMix64: RandomNumberGenerator, Hashable, Sendable
         f gaussian(sigma:) -> Double
         f integer(_:) -> Int
         f next() -> UInt64
         f uniform(_:) -> Double
         f unit() -> Double
         i init(seed:)
        struct SpringCurve: Hashable, Sendable
         f envelope(at:) -> Double
         f settlingDuration(threshold:) -> Double
         f value(at:) -> Double
         f velocity(at:) -> Double
         i init(mass:stiffness:damping:initialVelocity:)
         v damping: Double
         v dampingRatio: Double
         v initialVelocity: Double
         v mass: Double
         v naturalFrequency: Double
         v stiffness: Double
        enum SpringSolver
         F parameters(dampingRatio:duration:initialVelocity:mass:threshold:) -> (stiffness: Double, damping: Double)
        extension StringProtocol
         f boundingRect(with:options:attributes:context:) -> CGRect
         f draw(at:withAttributes:)
         f draw(in:withAttributes:)
         f size(withAttributes:) -> CGSize
        extension Task
         F onGlideClock(priority:_:)
        extension Timer
         F scheduledTimer(timeInterval:target:selector:userInfo:repeats:) -> Timer
        enum TimingFunction: Sendable
         f progress(atFraction:duration:) -> Double
         i init(_:)
         i init(_:duration:)
        class TransitionContext: UIViewControllerContextTransitioning
         F observeCreation(_:) -> TransitionObservation
         f cancelInteractiveTransition()
         f completeTransition(_:)
         f finalFrame(for:) -> CGRect
         f finishInteractiveTransition()
         f initialFrame(for:) -> CGRect
         f pauseInteractiveTransition()
         f updateInteractiveTransition(_:)
         f view(forKey:) -> UIView?
         f viewController(forKey:) -> UIViewController?
         v animator: UIViewControllerAnimatedTransitioning
         v clock: Clock
         v completeTransitionCallCount: Int
         v completionCurve: UIView.AnimationCurve
         v containerView: UIView
         v coordinator: TransitionCoordinator
         v events: [TransitionEvent]
         v ignoresTouches: Bool
         v initiallyInteractive: Bool
         v interactor: (UIViewControllerInteractiveTransitioning)?
         v interruptibleAnimator: UIViewPropertyAnimator?
         v isAnimated: Bool
         v isInteractive: Bool
         v isInterruptible: Bool
         v onEvent: ((TransitionEvent) -> Void)?
         v percentComplete: Double
         v phase: Phase
         v presentationStyle: UIModalPresentationStyle
         v signedCompletionVelocity: Double
         v startedWithInteractor: Bool
         v targetTransform: ?
         v transitionDuration: Double
         v transitionWasCancelled: Bool
        enum TransitionContext.Phase: Sendable, Hashable
        class TransitionCoordinator: UIViewControllerTransitionCoordinator
         f animate(alongsideTransition:completion:) -> Bool
         f animateAlongsideTransition(in:animation:completion:) -> Bool
         f notifyWhenInteractionChanges(_:)
         f view(forKey:) -> UIView?
         f viewController(forKey:) -> UIViewController?
         v completionCurve: UIView.AnimationCurve
         v completionVelocity: CGFloat
         v containerView: UIView
         v initiallyInteractive: Bool
         v isAnimated: Bool
         v isCancelled: Bool
         v isInteractive: Bool
         v isInterruptible: Bool
         v percentComplete: CGFloat
         v presentationStyle: UIModalPresentationStyle
         v targetTransform: CGAffineTransform
         v transitionDuration: TimeInterval
        struct TransitionEvent: Sendable, Hashable, CustomStringConvertible
         v description: String
         v kind: Kind
         v time: Double
        enum TransitionEvent.Kind: Sendable, Hashable
        enum TransitionEvent.PresentationControllerCall: String, Sendable, Hashable, Codable
        class TransitionObservation
         f cancel()
         v isActive: Bool
        enum UIAccessibility
         F post(notification:argument:)
         F setReduceMotionEnabled(_:)
         F setReduceTransparencyEnabled(_:)
         F setVoiceOverRunning(_:)
         V isReduceMotionEnabled: Bool
         V isReduceTransparencyEnabled: Bool
         V isVoiceOverRunning: Bool
         V posted: [(notification: Notification, argument: Any?)]
         V reduceMotionStatusDidChangeNotification: Foundation.Notification.Name
         V reduceTransparencyStatusDidChangeNotification: Foundation.Notification.Name
         V voiceOverStatusDidChangeNotification: Foundation.Notification.Name
        struct UIAccessibility.Notification: RawRepresentable, Hashable, Sendable
         V announcement: Notification
         V layoutChanged: Notification
         V pageScrolled: Notification
         V screenChanged: Notification
         i init(rawValue:)
         v rawValue: UInt32
        struct UIAccessibilityTraits: OptionSet, Hashable, Sendable
         V adjustable: UIAccessibilityTraits
         V allowsDirectInteraction: UIAccessibilityTraits
         V button: UIAccessibilityTraits
         V causesPageTurn: UIAccessibilityTraits
         V header: UIAccessibilityTraits
         V image: UIAccessibilityTraits
         V keyboardKey: UIAccessibilityTraits
         V link: UIAccessibilityTraits
         V none: UIAccessibilityTraits
         V notEnabled: UIAccessibilityTraits
         V playsSound: UIAccessibilityTraits
         V searchField: UIAccessibilityTraits
         V selected: UIAccessibilityTraits
         V startsMediaSession: UIAccessibilityTraits
         V staticText: UIAccessibilityTraits
         V summaryElement: UIAccessibilityTraits
         V tabBar: UIAccessibilityTraits
         V updatesFrequently: UIAccessibilityTraits
         i init(rawValue:)
         v rawValue: UInt64
        class UIAction: UIMenuElement
         i init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
         v attributes: UIMenuElement.Attributes
         v discoverabilityTitle: String?
         v identifier: Identifier
         v sender: Any?
         v state: UIMenuElement.State
        struct UIAction.Identifier: RawRepresentable, Hashable, Sendable
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class UIActivity: NSObject
         f activityDidFinish(_:)
         f canPerform(withActivityItems:) -> Bool
         f perform()
         f prepare(withActivityItems:)
         i init()
         v activityImage: UIImage?
         v activityTitle: String?
         v activityType: ActivityType?
        struct UIActivity.ActivityType: RawRepresentable, Hashable, Sendable
         V addToReadingList: ActivityType
         V airDrop: ActivityType
         V assignToContact: ActivityType
         V copyToPasteboard: ActivityType
         V mail: ActivityType
         V markupAsPDF: ActivityType
         V message: ActivityType
         V openInIBooks: ActivityType
         V postToFacebook: ActivityType
         V postToTwitter: ActivityType
         V print: ActivityType
         V saveToCameraRoll: ActivityType
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class UIActivityIndicatorView: UIView
         f startAnimating()
         f stopAnimating()
         i init(coder:)
         i init(frame:)
         i init(style:)
         v color: UIColor!
         v hidesWhenStopped: Bool
         v intrinsicContentSize: CGSize
         v isAnimating: Bool
         v style: Style
        enum UIActivityIndicatorView.Style: Int, Sendable, Hashable
        class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading
         f activityItemsConfigurationMetadata(forKey:) -> Any?
         f activityItemsConfigurationMetadataForItem(at:key:) -> Any?
         f activityItemsConfigurationSupportsInteraction(_:) -> Bool
         i init(itemProviders:)
         i init(objects:)
         v applicationActivitiesForActivityItemsConfiguration: [UIActivity]?
         v applicationActivitiesProvider: (() -> [UIActivity])?
         v itemProvidersForActivityItemsConfiguration: [NSItemProvider]
         v localObject: Any?
         v metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
         v perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
         v supportedInteractions: [UIActivityItemsConfigurationInteraction]
        struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable
         V share: UIActivityItemsConfigurationInteraction
         i init(rawValue:)
         v rawValue: String
        struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable
         V linkPresentationMetadata: UIActivityItemsConfigurationMetadataKey
         V messageBody: UIActivityItemsConfigurationMetadataKey
         V shareRecipients: UIActivityItemsConfigurationMetadataKey
         V title: UIActivityItemsConfigurationMetadataKey
         i init(rawValue:)
         v rawValue: String
        protocol UIActivityItemsConfigurationReading: AnyObject
         f activityItemsConfigurationMetadata(forKey:) -> Any?
         f activityItemsConfigurationMetadataForItem(at:key:) -> Any?
         f activityItemsConfigurationSupportsInteraction(_:) -> Bool
         v applicationActivitiesForActivityItemsConfiguration: [UIActivity]?
         v itemProvidersForActivityItemsConfiguration: [NSItemProvider]
        class UIActivityViewController: UIViewController
         f viewDidDisappear(_:)
         i init(activityItems:applicationActivities:)
         i init(activityItemsConfiguration:)
         i init(coder:)
         v activityItems: [Any]
         v activityItemsConfiguration: (UIActivityItemsConfigurationReading)?
         v applicationActivities: [UIActivity]?
         v completionWithItemsHandler: CompletionWithItemsHandler?
         v excludedActivityTypes: [UIActivity.ActivityType]?
        protocol UIAdaptivePresentationControllerDelegate: GlideObjectProtocol
         f adaptivePresentationStyle(for:) -> UIModalPresentationStyle
         f adaptivePresentationStyle(for:traitCollection:) -> UIModalPresentationStyle
         f presentationController(_:viewControllerForAdaptivePresentationStyle:) -> UIViewController?
         f presentationControllerDidAttemptToDismiss(_:)
         f presentationControllerDidDismiss(_:)
         f presentationControllerShouldDismiss(_:) -> Bool
         f presentationControllerWillDismiss(_:)
        class UIAlertAction: NSObject
         i init(title:style:handler:)
         v isEnabled: Bool
         v style: Style
         v title: String?
        enum UIAlertAction.Style: Int, Sendable, Hashable, CaseIterable
        class UIAlertController: UIViewController
         f addAction(_:)
         f addTextField(configurationHandler:)
         f glideTap(_:)
         f glideTap(actionTitled:)
         i init(coder:)
         i init(nibName:bundle:)
         i init(title:message:preferredStyle:)
         v actions: [UIAlertAction]
         v message: String?
         v preferredAction: UIAlertAction?
         v preferredStyle: Style
         v textFields: [UITextField]?
        enum UIAlertController.Style: Int, Sendable, Hashable, CaseIterable
        protocol UIAppearance: AnyObject
         F appearance() -> Self
         F appearance(whenContainedInInstancesOf:) -> Self
        protocol UIAppearanceContainer: AnyObject
        class UIApplication: UIResponder
         V didBecomeActiveNotification: Notification.Name
         V didChangeStatusBarFrameNotification: Notification.Name
         V didChangeStatusBarOrientationNotification: Notification.Name
         V didEnterBackgroundNotification: Notification.Name
         V didFinishLaunchingNotification: Notification.Name
         V didReceiveMemoryWarningNotification: Notification.Name
         V openNotificationSettingsURLString: String
         V openSettingsURLString: String
         V shared: UIApplication
         V significantTimeChangeNotification: Notification.Name
         V statusBarFrameUserInfoKey: String
         V statusBarOrientationUserInfoKey: String
         V userDidTakeScreenshotNotification: Notification.Name
         V willChangeStatusBarFrameNotification: Notification.Name
         V willChangeStatusBarOrientationNotification: Notification.Name
         V willEnterForegroundNotification: Notification.Name
         V willResignActiveNotification: Notification.Name
         V willTerminateNotification: Notification.Name
         f beginBackgroundTask(expirationHandler:) -> UIBackgroundTaskIdentifier
         f beginBackgroundTask(withName:expirationHandler:) -> UIBackgroundTaskIdentifier
         f beginIgnoringInteractionEvents()
         f beginReceivingRemoteControlEvents()
         f canOpenURL(_:) -> Bool
         f endBackgroundTask(_:)
         f endIgnoringInteractionEvents()
         f endReceivingRemoteControlEvents()
         f open(_:options:completionHandler:)
         f openURL(_:) -> Bool
         f sendAction(_:to:from:for:) -> Bool
         f setStatusBarHidden(_:with:)
         f setStatusBarStyle(_:animated:)
         f supportedInterfaceOrientations(for:) -> UIInterfaceOrientationMask
         i init()
         v applicationState: State
         v backgroundTimeRemaining: TimeInterval
         v connectedScenes: Set<UIScene>
         v delegate: (UIApplicationDelegate)?
         v isIgnoringInteractionEvents: Bool
         v isNetworkActivityIndicatorVisible: Bool
         v isReceivingRemoteControlEvents: Bool
         v isStatusBarHidden: Bool
         v keyWindow: UIWindow?
         v statusBarFrame: CGRect
         v statusBarOrientation: UIInterfaceOrientation
         v statusBarStyle: UIStatusBarStyle
         v supportsMultipleScenes: Bool
         v userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
         v viewControllerBasedStatusBarAppearance: Bool
         v windows: [UIWindow]
        struct UIApplication.LaunchOptionsKey: RawRepresentable, Hashable, Sendable
         V remoteNotification: LaunchOptionsKey
         V shortcutItem: LaunchOptionsKey
         V sourceApplication: LaunchOptionsKey
         V url: LaunchOptionsKey
         V userActivityDictionary: LaunchOptionsKey
         i init(rawValue:)
         v rawValue: String
        struct UIApplication.OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable
         V universalLinksOnly: OpenExternalURLOptionsKey
         i init(rawValue:)
         v rawValue: String
        struct UIApplication.OpenURLOptionsKey: RawRepresentable, Hashable, Sendable
         V annotation: OpenURLOptionsKey
         V openInPlace: OpenURLOptionsKey
         V sourceApplication: OpenURLOptionsKey
         i init(rawValue:)
         v rawValue: String
        enum UIApplication.State: Int, Sendable
        protocol UIApplicationDelegate: NSObjectProtocol
         f application(_:configurationForConnecting:options:) -> UISceneConfiguration
         f application(_:didDiscardSceneSessions:)
         f application(_:didFinishLaunchingWithOptions:) -> Bool
         f application(_:open:options:) -> Bool
         f application(_:supportedInterfaceOrientationsFor:) -> UIInterfaceOrientationMask
         f application(_:willFinishLaunchingWithOptions:) -> Bool
         f applicationDidBecomeActive(_:)
         f applicationDidEnterBackground(_:)
         f applicationDidReceiveMemoryWarning(_:)
         f applicationWillEnterForeground(_:)
         f applicationWillResignActive(_:)
         f applicationWillTerminate(_:)
         v window: UIWindow?
        class UIAttachmentBehavior: UIDynamicBehavior
         F fixedAttachment(with:attachedTo:attachmentAnchor:) -> UIAttachmentBehavior
         F limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:) -> UIAttachmentBehavior
         F pinAttachment(with:attachedTo:attachmentAnchor:) -> UIAttachmentBehavior
         F slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:) -> UIAttachmentBehavior
         F slidingAttachment(with:attachmentAnchor:axisOfTranslation:) -> UIAttachmentBehavior
         i init(item:attachedTo:)
         i init(item:attachedToAnchor:)
         i init(item:offsetFromCenter:attachedTo:offsetFromCenter:)
         i init(item:offsetFromCenter:attachedToAnchor:)
         v anchorPoint: CGPoint
         v attachedBehaviorType: AttachmentType
         v attachmentRange: UIFloatRange
         v damping: CGFloat
         v frequency: CGFloat
         v frictionTorque: CGFloat
         v items: [UIDynamicItem]
         v length: CGFloat
        enum UIAttachmentBehavior.AttachmentType: Int, Sendable, Hashable
        struct UIAxis: OptionSet, Sendable, Hashable
         V both: UIAxis
         V horizontal: UIAxis
         V vertical: UIAxis
         i init(rawValue:)
         v rawValue: UInt
        struct UIBackgroundConfiguration: Hashable
         F clear() -> UIBackgroundConfiguration
         F listAccompaniedSidebarCell() -> UIBackgroundConfiguration
         F listCell() -> UIBackgroundConfiguration
         F listFooter() -> UIBackgroundConfiguration
         F listGroupedCell() -> UIBackgroundConfiguration
         F listGroupedHeaderFooter() -> UIBackgroundConfiguration
         F listHeader() -> UIBackgroundConfiguration
         F listPlainCell() -> UIBackgroundConfiguration
         F listPlainHeaderFooter() -> UIBackgroundConfiguration
         F listSidebarCell() -> UIBackgroundConfiguration
         F listSidebarHeader() -> UIBackgroundConfiguration
         f resolvedBackgroundColor(for:) -> UIColor
         f resolvedStrokeColor(for:) -> UIColor
         f updated(for:) -> UIBackgroundConfiguration
         v backgroundColor: UIColor?
         v backgroundColorTransformer: UIConfigurationColorTransformer?
         v backgroundInsets: NSDirectionalEdgeInsets
         v cornerRadius: CGFloat
         v customView: UIView?
         v edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge
         v image: UIImage?
         v imageContentMode: UIView.ContentMode
         v strokeColor: UIColor?
         v strokeColorTransformer: UIConfigurationColorTransformer?
         v strokeOutset: CGFloat
         v strokeWidth: CGFloat
         v visualEffect: UIVisualEffect?
        struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable
         V invalid: UIBackgroundTaskIdentifier
         i init(rawValue:)
         v rawValue: Int
        class UIBarAppearance: NSObject
         f configureWithDefaultBackground()
         f configureWithOpaqueBackground()
         f configureWithTransparentBackground()
         f copy() -> Any
         i init()
         i init(barAppearance:)
         i init(coder:)
         i init(idiom:)
         v backgroundColor: UIColor?
         v backgroundEffect: UIBlurEffect?
         v backgroundImage: UIImage?
         v backgroundImageContentMode: UIView.ContentMode
         v shadowColor: UIColor?
         v shadowImage: UIImage?
        class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem
         F fixedSpace(_:) -> UIBarButtonItem
         F flexibleSpace() -> UIBarButtonItem
         f backgroundImage(for:barMetrics:) -> UIImage?
         f backgroundImage(for:style:barMetrics:) -> UIImage?
         f setBackgroundImage(_:for:barMetrics:)
         f setBackgroundImage(_:for:style:barMetrics:)
         i init()
         i init(barButtonSystemItem:target:action:)
         i init(coder:)
         i init(customView:)
         i init(image:landscapeImagePhone:style:target:action:)
         i init(image:style:target:action:)
         i init(primaryAction:)
         i init(systemItem:primaryAction:menu:)
         i init(title:image:primaryAction:menu:)
         i init(title:style:target:action:)
         v action: Selector?
         v customView: UIView?
         v isHidden: Bool
         v isSelected: Bool
         v menu: UIMenu?
         v possibleTitles: Set<String>?
         v primaryAction: UIAction?
         v style: Style
         v target: AnyObject?
         v tintColor: UIColor?
         v width: CGFloat
        enum UIBarButtonItem.Style: Int, Sendable
        enum UIBarButtonItem.SystemItem: Int, Sendable
        class UIBarButtonItemAppearance: NSObject
         f configureWithDefault(for:)
         i init(style:)
         v disabled: UIBarButtonItemStateAppearance
         v focused: UIBarButtonItemStateAppearance
         v highlighted: UIBarButtonItemStateAppearance
         v normal: UIBarButtonItemStateAppearance
        class UIBarButtonItemStateAppearance: NSObject
         v backgroundImage: UIImage?
         v backgroundImagePositionAdjustment: UIOffset
         v titlePositionAdjustment: UIOffset
         v titleTextAttributes: [NSAttributedString.Key: Any]
        class UIBarItem: NSObject, UIAppearance
         F appearance() -> Self
         F appearance(whenContainedInInstancesOf:) -> Self
         f setTitleTextAttributes(_:for:)
         f titleTextAttributes(for:) -> [NSAttributedString.Key: Any]?
         i init()
         i init(coder:)
         v image: UIImage?
         v imageInsets: UIEdgeInsets
         v isEnabled: Bool
         v landscapeImagePhone: UIImage?
         v tag: Int
         v title: String?
        enum UIBarMetrics: Int, Sendable
        enum UIBarPosition: Int, Sendable
        protocol UIBarPositioning: NSObjectProtocol
         v barPosition: UIBarPosition
        protocol UIBarPositioningDelegate: NSObjectProtocol
         f position(for:) -> UIBarPosition
        enum UIBarStyle: Int, Sendable
         V blackOpaque: ?
         V blackTranslucent: ?
        class UIBezierPath: NSObject
         f addArc(withCenter:radius:startAngle:endAngle:clockwise:)
         f addClip()
         f addCurve(to:controlPoint1:controlPoint2:)
         f addLine(to:)
         f addQuadCurve(to:controlPoint:)
         f append(_:)
         f apply(_:)
         f close()
         f contains(_:) -> Bool
         f fill()
         f fill(with:alpha:)
         f move(to:)
         f removeAllPoints()
         f reversing() -> UIBezierPath
         f stroke()
         f stroke(with:alpha:)
         i init()
         i init(arcCenter:radius:startAngle:endAngle:clockwise:)
         i init(cgPath:)
         i init(ovalIn:)
         i init(rect:)
         i init(roundedRect:byRoundingCorners:cornerRadii:)
         i init(roundedRect:cornerRadius:)
         v bounds: CGRect
         v cgPath: CGPath
         v currentPoint: CGPoint
         v flatness: CGFloat
         v isEmpty: Bool
         v lineCapStyle: CGLineCap
         v lineJoinStyle: CGLineJoin
         v lineWidth: CGFloat
         v miterLimit: CGFloat
         v usesEvenOddFillRule: Bool
        class UIBlurEffect: UIVisualEffect, @unchecked Sendable
         f isEqual(_:) -> Bool
         i init(style:)
         v hash: Int
        enum UIBlurEffect.Style: Int, Sendable, Hashable
        class UIButton: UIControl
         f attributedTitle(for:) -> NSAttributedString?
         f backgroundImage(for:) -> UIImage?
         f contextMenuInteraction(_:configurationForMenuAtLocation:) -> UIContextMenuConfiguration?
         f image(for:) -> UIImage?
         f layoutSubviews()
         f preferredSymbolConfigurationForImage(in:) -> UIImage.SymbolConfiguration?
         f setAttributedTitle(_:for:)
         f setBackgroundImage(_:for:)
         f setImage(_:for:)
         f setNeedsUpdateConfiguration()
         f setPreferredSymbolConfiguration(_:forImageIn:)
         f setTitle(_:for:)
         f setTitleColor(_:for:)
         f sizeThatFits(_:) -> CGSize
         f tintColorDidChange()
         f title(for:) -> String?
         f titleColor(for:) -> UIColor?
         f updateConfiguration()
         i init(coder:)
         i init(configuration:primaryAction:)
         i init(frame:)
         i init(type:)
         i init(type:primaryAction:)
         v adjustsImageWhenHighlighted: Bool
         v automaticallyUpdatesConfiguration: Bool
         v buttonType: ButtonType
         v changesSelectionAsPrimaryAction: Bool
         v configuration: UIButton.Configuration?
         v configurationUpdateHandler: ConfigurationUpdateHandler?
         v contentEdgeInsets: UIEdgeInsets
         v currentAttributedTitle: NSAttributedString?
         v currentBackgroundImage: UIImage?
         v currentImage: UIImage?
         v currentTitle: String?
         v currentTitleColor: UIColor
         v imageEdgeInsets: UIEdgeInsets
         v imageView: UIImageView?
         v intrinsicContentSize: CGSize
         v menu: UIMenu?
         v preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder
         v subtitleLabel: UILabel?
         v titleEdgeInsets: UIEdgeInsets
         v titleLabel: UILabel?
        enum UIButton.ButtonType: Int, Sendable
         V roundedRect: ?
        struct UIButton.Configuration
         F bordered() -> Configuration
         F borderedProminent() -> Configuration
         F borderedTinted() -> Configuration
         F borderless() -> Configuration
         F filled() -> Configuration
         F gray() -> Configuration
         F plain() -> Configuration
         F tinted() -> Configuration
         f setDefaultContentInsets()
         f updated(for:) -> Configuration
         v activityIndicatorColorTransformer: UIConfigurationColorTransformer?
         v attributedSubtitle: AttributedString?
         v attributedTitle: AttributedString?
         v automaticallyUpdateForSelection: Bool
         v background: UIBackgroundConfiguration.unstyled
         v baseBackgroundColor: UIColor?
         v baseForegroundColor: UIColor?
         v buttonSize: Size
         v contentInsets: NSDirectionalEdgeInsets
         v cornerStyle: CornerStyle
         v image: UIImage?
         v imageColorTransformer: UIConfigurationColorTransformer?
         v imagePadding: CGFloat
         v imagePlacement: NSDirectionalRectEdge
         v macIdiomStyle: MacIdiomStyle
         v preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
         v showsActivityIndicator: Bool
         v subtitle: String?
         v subtitleLineBreakMode: NSLineBreakMode
         v subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
         v title: String?
         v titleAlignment: TitleAlignment
         v titleLineBreakMode: NSLineBreakMode
         v titlePadding: CGFloat
         v titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        enum UIButton.Configuration.CornerStyle: Int, Sendable
        enum UIButton.Configuration.MacIdiomStyle: Int, Sendable
        enum UIButton.Configuration.Size: Int, Sendable
        enum UIButton.Configuration.TitleAlignment: Int, Sendable
        struct UICellConfigurationState: UIConfigurationState, Hashable
         i init(traitCollection:)
         v cellDragState: DragState
         v cellDropState: DropState
         v isDisabled: Bool
         v isEditing: Bool
         v isExpanded: Bool
         v isFocused: Bool
         v isHighlighted: Bool
         v isPinned: Bool
         v isReordering: Bool
         v isSelected: Bool
         v isSwiped: Bool
         v traitCollection: UITraitCollection
        enum UICellConfigurationState.DragState: Int, Sendable, Hashable
        enum UICellConfigurationState.DropState: Int, Sendable, Hashable
        struct UICollectionLayoutListConfiguration
         i init(appearance:)
         v appearance: Appearance
         v backgroundColor: UIColor?
         v footerMode: FooterMode
         v headerMode: HeaderMode
         v headerTopPadding: CGFloat?
         v leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
         v showsSeparators: Bool
         v trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
        enum UICollectionLayoutListConfiguration.Appearance: Int, Sendable
        enum UICollectionLayoutListConfiguration.FooterMode: Int, Sendable
        enum UICollectionLayoutListConfiguration.HeaderMode: Int, Sendable
        enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable
        class UICollectionReusableView: UIView
         f apply(_:)
         f prepareForReuse()
         i init(coder:)
         i init(frame:)
         v reuseIdentifier: String?
        class UICollectionView: UIScrollView
         V elementKindSectionFooter: String
         V elementKindSectionHeader: String
         f beginInteractiveMovementForItem(at:) -> Bool
         f cancelInteractiveMovement()
         f cancelInteractiveTransition()
         f cellForItem(at:) -> UICollectionViewCell?
         f deleteItems(at:)
         f deleteSections(_:)
         f dequeueConfiguredReusableCell(using:for:item:) -> Cell
         f dequeueReusableCell(withReuseIdentifier:for:) -> UICollectionViewCell
         f dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) -> UICollectionReusableView
         f deselectItem(at:animated:)
         f endInteractiveMovement()
         f finishInteractiveTransition()
         f indexPath(for:) -> IndexPath?
         f indexPathForItem(at:) -> IndexPath?
         f indexPathsForVisibleSupplementaryElements(ofKind:) -> [IndexPath]
         f insertItems(at:)
         f insertSections(_:)
         f layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForSupplementaryElement(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f layoutSubviews()
         f moveItem(at:to:)
         f moveSection(_:toSection:)
         f numberOfItems(inSection:) -> Int
         f performBatchUpdates(_:completion:)
         f register(_:forCellWithReuseIdentifier:)
         f register(_:forCellWithReuseIdentifier:initializer:)
         f register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
         f register(_:forSupplementaryViewOfKind:withReuseIdentifier:initializer:)
         f reloadData()
         f reloadItems(at:)
         f reloadSections(_:)
         f scrollToItem(at:at:animated:)
         f selectItem(at:animated:scrollPosition:)
         f setCollectionViewLayout(_:animated:)
         f setCollectionViewLayout(_:animated:completion:)
         f startInteractiveTransition(to:completion:) -> UICollectionViewTransitionLayout
         f supplementaryView(forElementKind:at:) -> UICollectionReusableView?
         f updateInteractiveMovementTargetPosition(_:)
         f visibleSupplementaryViews(ofKind:) -> [UICollectionReusableView]
         i init(coder:)
         i init(frame:collectionViewLayout:)
         v allowsMultipleSelection: Bool
         v allowsSelection: Bool
         v backgroundView: UIView?
         v collectionViewLayout: UICollectionViewLayout
         v dataSource: (UICollectionViewDataSource)?
         v dragInteractionEnabled: Bool
         v indexPathsForSelectedItems: [IndexPath]?
         v indexPathsForVisibleItems: [IndexPath]
         v isPrefetchingEnabled: Bool
         v numberOfSections: Int
         v visibleCells: [UICollectionViewCell]
        struct UICollectionView.CellRegistration
         i init(handler:)
         i init(initializer:handler:)
        enum UICollectionView.ElementCategory: UInt, Sendable
        enum UICollectionView.ScrollDirection: Int, Sendable
        struct UICollectionView.ScrollPosition: OptionSet, Sendable, Hashable
         V bottom: ScrollPosition
         V centeredHorizontally: ScrollPosition
         V centeredVertically: ScrollPosition
         V left: ScrollPosition
         V right: ScrollPosition
         V top: ScrollPosition
         i init(rawValue:)
         v rawValue: UInt
        class UICollectionViewCell: UICollectionReusableView
         f layoutSubviews()
         f prepareForReuse()
         f setNeedsUpdateConfiguration()
         f updateConfiguration(using:)
         i init(coder:)
         i init(frame:)
         v automaticallyUpdatesBackgroundConfiguration: Bool
         v automaticallyUpdatesContentConfiguration: Bool
         v backgroundConfiguration: UIBackgroundConfiguration?
         v backgroundView: UIView?
         v configurationState: UICellConfigurationState
         v configurationUpdateHandler: ConfigurationUpdateHandler?
         v contentConfiguration: UIContentConfiguration?
         v contentView: UIView
         v isHighlighted: Bool
         v isSelected: Bool
         v selectedBackgroundView: UIView?
        class UICollectionViewCompositionalLayout: UICollectionViewLayout
         F list(using:) -> UICollectionViewCompositionalLayout
         f layoutAttributesForElements(in:) -> [UICollectionViewLayoutAttributes]?
         f layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForSupplementaryView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f prepare()
         f shouldInvalidateLayout(forBoundsChange:) -> Bool
         i init(coder:)
         i init(section:)
         i init(section:configuration:)
         i init(sectionProvider:)
         i init(sectionProvider:configuration:)
         v collectionViewContentSize: CGSize
         v configuration: UICollectionViewCompositionalLayoutConfiguration
        class UICollectionViewCompositionalLayoutConfiguration: NSObject
         i init()
         v boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
         v interSectionSpacing: CGFloat
         v scrollDirection: UICollectionView.ScrollDirection
        class UICollectionViewController: UIViewController, UICollectionViewDataSource
         f collectionView(_:canMoveItemAt:) -> Bool
         f collectionView(_:cellForItemAt:) -> UICollectionViewCell
         f collectionView(_:didDeselectItemAt:)
         f collectionView(_:didEndDisplaying:forItemAt:)
         f collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
         f collectionView(_:didHighlightItemAt:)
         f collectionView(_:didSelectItemAt:)
         f collectionView(_:didUnhighlightItemAt:)
         f collectionView(_:moveItemAt:to:)
         f collectionView(_:numberOfItemsInSection:) -> Int
         f collectionView(_:shouldHighlightItemAt:) -> Bool
         f collectionView(_:shouldSelectItemAt:) -> Bool
         f collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) -> IndexPath
         f collectionView(_:transitionLayoutForOldLayout:newLayout:) -> UICollectionViewTransitionLayout
         f collectionView(_:viewForSupplementaryElementOfKind:at:) -> UICollectionReusableView
         f collectionView(_:willDisplay:forItemAt:)
         f collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
         f loadView()
         f numberOfSections(in:) -> Int
         f scrollViewDidChangeAdjustedContentInset(_:)
         f scrollViewDidEndDecelerating(_:)
         f scrollViewDidEndDragging(_:willDecelerate:)
         f scrollViewDidEndScrollingAnimation(_:)
         f scrollViewDidEndZooming(_:with:atScale:)
         f scrollViewDidScroll(_:)
         f scrollViewDidScrollToTop(_:)
         f scrollViewDidZoom(_:)
         f scrollViewShouldScrollToTop(_:) -> Bool
         f scrollViewWillBeginDecelerating(_:)
         f scrollViewWillBeginDragging(_:)
         f scrollViewWillBeginZooming(_:with:)
         f scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
         f viewForZooming(in:) -> UIView?
         f viewWillAppear(_:)
         i init(coder:)
         i init(collectionViewLayout:)
         i init(nibName:bundle:)
         v clearsSelectionOnViewWillAppear: Bool
         v collectionView: UICollectionView!
         v collectionViewLayout: UICollectionViewLayout
         v installsStandardGestureForInteractiveMovement: Bool
        protocol UICollectionViewDataSource: NSObjectProtocol
         f collectionView(_:canMoveItemAt:) -> Bool
         f collectionView(_:cellForItemAt:) -> UICollectionViewCell
         f collectionView(_:moveItemAt:to:)
         f collectionView(_:numberOfItemsInSection:) -> Int
         f collectionView(_:viewForSupplementaryElementOfKind:at:) -> UICollectionReusableView
         f numberOfSections(in:) -> Int
        protocol UICollectionViewDelegate: UIScrollViewDelegate
         f collectionView(_:didDeselectItemAt:)
         f collectionView(_:didEndDisplaying:forItemAt:)
         f collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
         f collectionView(_:didHighlightItemAt:)
         f collectionView(_:didSelectItemAt:)
         f collectionView(_:didUnhighlightItemAt:)
         f collectionView(_:shouldHighlightItemAt:) -> Bool
         f collectionView(_:shouldSelectItemAt:) -> Bool
         f collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) -> IndexPath
         f collectionView(_:transitionLayoutForOldLayout:newLayout:) -> UICollectionViewTransitionLayout
         f collectionView(_:willDisplay:forItemAt:)
         f collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
        protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate
         f collectionView(_:layout:insetForSectionAt:) -> UIEdgeInsets
         f collectionView(_:layout:minimumInteritemSpacingForSectionAt:) -> CGFloat
         f collectionView(_:layout:minimumLineSpacingForSectionAt:) -> CGFloat
         f collectionView(_:layout:referenceSizeForFooterInSection:) -> CGSize
         f collectionView(_:layout:referenceSizeForHeaderInSection:) -> CGSize
         f collectionView(_:layout:sizeForItemAt:) -> CGSize
        class UICollectionViewDiffableDataSource: NSObject, UICollectionViewDataSource
         f apply(_:animatingDifferences:)
         f apply(_:animatingDifferences:completion:)
         f applySnapshotUsingReloadData(_:)
         f applySnapshotUsingReloadData(_:completion:)
         f collectionView(_:cellForItemAt:) -> UICollectionViewCell
         f collectionView(_:numberOfItemsInSection:) -> Int
         f collectionView(_:viewForSupplementaryElementOfKind:at:) -> UICollectionReusableView
         f index(for:) -> Int?
         f indexPath(for:) -> IndexPath?
         f itemIdentifier(for:) -> ItemIdentifierType?
         f numberOfSections(in:) -> Int
         f sectionIdentifier(for:) -> SectionIdentifierType?
         f snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
         i init(collectionView:cellProvider:)
         v supplementaryViewProvider: SupplementaryViewProvider?
        class UICollectionViewFlowLayout: UICollectionViewLayout
         V automaticSize: CGSize
         V invalidationContextClass: AnyClass
         f layoutAttributesForElements(in:) -> [UICollectionViewLayoutAttributes]?
         f layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForSupplementaryView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f prepare()
         f shouldInvalidateLayout(forBoundsChange:) -> Bool
         i init()
         i init(coder:)
         v collectionViewContentSize: CGSize
         v estimatedItemSize: CGSize
         v footerReferenceSize: CGSize
         v headerReferenceSize: CGSize
         v itemSize: CGSize
         v minimumInteritemSpacing: CGFloat
         v minimumLineSpacing: CGFloat
         v scrollDirection: ScrollDirection
         v sectionFootersPinToVisibleBounds: Bool
         v sectionHeadersPinToVisibleBounds: Bool
         v sectionInset: UIEdgeInsets
        class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
         v invalidateFlowLayoutAttributes: Bool
         v invalidateFlowLayoutDelegateMetrics: Bool
        class UICollectionViewLayout: NSObject
         V invalidationContextClass: AnyClass
         f finalLayoutAttributesForDisappearingItem(at:) -> UICollectionViewLayoutAttributes?
         f finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f finalizeCollectionViewUpdates()
         f initialLayoutAttributesForAppearingItem(at:) -> UICollectionViewLayoutAttributes?
         f initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f invalidateLayout()
         f invalidateLayout(with:)
         f invalidationContext(forBoundsChange:) -> UICollectionViewLayoutInvalidationContext
         f invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:) -> UICollectionViewLayoutInvalidationContext
         f layoutAttributesForDecorationView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForElements(in:) -> [UICollectionViewLayoutAttributes]?
         f layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForSupplementaryView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f prepare()
         f prepare(forCollectionViewUpdates:)
         f register(_:forDecorationViewOfKind:)
         f shouldInvalidateLayout(forBoundsChange:) -> Bool
         f shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) -> Bool
         f targetContentOffset(forProposedContentOffset:) -> CGPoint
         f targetContentOffset(forProposedContentOffset:withScrollingVelocity:) -> CGPoint
         i init()
         i init(coder:)
         v collectionView: UICollectionView?
         v collectionViewContentSize: CGSize
         v flipsHorizontallyInOppositeLayoutDirection: Bool
        class UICollectionViewLayoutAttributes: NSObject, UIDynamicItem
         i init(forCellWith:)
         i init(forDecorationViewOfKind:with:)
         i init(forSupplementaryViewOfKind:with:)
         v alpha: CGFloat
         v bounds: CGRect
         v center: CGPoint
         v frame: CGRect
         v indexPath: IndexPath
         v isHidden: Bool
         v representedElementCategory: UICollectionView.ElementCategory
         v representedElementKind: String?
         v size: CGSize
         v transform: CGAffineTransform
         v zIndex: Int
        class UICollectionViewLayoutInvalidationContext: NSObject
         f invalidateDecorationElements(ofKind:at:)
         f invalidateItems(at:)
         f invalidateSupplementaryElements(ofKind:at:)
         i init()
         v contentOffsetAdjustment: CGPoint
         v contentSizeAdjustment: CGSize
         v invalidateDataSourceCounts: Bool
         v invalidateEverything: Bool
         v invalidatedDecorationIndexPaths: [String: [IndexPath]]?
         v invalidatedItemIndexPaths: [IndexPath]?
         v invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
        class UICollectionViewListCell: UICollectionViewCell
         f defaultContentConfiguration() -> UIListContentConfiguration
        class UICollectionViewTransitionLayout: UICollectionViewLayout
         f layoutAttributesForElements(in:) -> [UICollectionViewLayoutAttributes]?
         f layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?
         f prepare()
         f updateValue(_:forAnimatedKey:)
         f value(forAnimatedKey:) -> CGFloat
         i init(coder:)
         i init(currentLayout:nextLayout:)
         v collectionViewContentSize: CGSize
         v currentLayout: UICollectionViewLayout
         v nextLayout: UICollectionViewLayout
         v transitionProgress: CGFloat
        class UICollectionViewUpdateItem: NSObject
         v indexPathAfterUpdate: IndexPath?
         v indexPathBeforeUpdate: IndexPath?
         v updateAction: Action
        enum UICollectionViewUpdateItem.Action: Int, Sendable
        class UICollisionBehavior: UIDynamicBehavior
         f addBoundary(withIdentifier:for:)
         f addBoundary(withIdentifier:from:to:)
         f addItem(_:)
         f boundary(withIdentifier:) -> UIBezierPath?
         f removeAllBoundaries()
         f removeBoundary(withIdentifier:)
         f removeItem(_:)
         f setTranslatesReferenceBoundsIntoBoundary(with:)
         i init()
         i init(items:)
         v boundaryIdentifiers: [NSCopying]?
         v collisionDelegate: (UICollisionBehaviorDelegate)?
         v collisionMode: Mode
         v items: [UIDynamicItem]
         v translatesReferenceBoundsIntoBoundary: Bool
        struct UICollisionBehavior.Mode: OptionSet, Sendable, Hashable
         V boundaries: Mode
         V everything: Mode
         V items: Mode
         i init(rawValue:)
         v rawValue: UInt
        protocol UICollisionBehaviorDelegate: NSObjectProtocol
         f collisionBehavior(_:beganContactFor:with:at:)
         f collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)
         f collisionBehavior(_:endedContactFor:with:)
         f collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)
        class UIColor: NSObject, @unchecked Sendable
         V black: UIColor
         V blue: UIColor
         V brown: UIColor
         V clear: UIColor
         V cyan: UIColor
         V darkGray: UIColor
         V darkText: UIColor
         V gray: UIColor
         V green: UIColor
         V groupTableViewBackground: UIColor
         V label: UIColor
         V lightGray: UIColor
         V lightText: UIColor
         V link: UIColor
         V magenta: UIColor
         V opaqueSeparator: UIColor
         V orange: UIColor
         V placeholderText: UIColor
         V purple: UIColor
         V quaternaryLabel: UIColor
         V quaternarySystemFill: UIColor
         V red: UIColor
         V secondaryLabel: UIColor
         V secondarySystemBackground: UIColor
         V secondarySystemFill: UIColor
         V secondarySystemGroupedBackground: UIColor
         V separator: UIColor
         V systemBackground: UIColor
         V systemBlue: UIColor
         V systemBrown: UIColor
         V systemCyan: UIColor
         V systemFill: UIColor
         V systemGray2: UIColor
         V systemGray3: UIColor
         V systemGray4: UIColor
         V systemGray5: UIColor
         V systemGray6: UIColor
         V systemGray: UIColor
         V systemGreen: UIColor
         V systemGroupedBackground: UIColor
         V systemIndigo: UIColor
         V systemMint: UIColor
         V systemOrange: UIColor
         V systemPink: UIColor
         V systemPurple: UIColor
         V systemRed: UIColor
         V systemTeal: UIColor
         V systemYellow: UIColor
         V tertiaryLabel: UIColor
         V tertiarySystemBackground: UIColor
         V tertiarySystemFill: UIColor
         V tertiarySystemGroupedBackground: UIColor
         V tintColor: ?
         V white: UIColor
         V yellow: UIColor
         f getHue(_:saturation:brightness:alpha:) -> Bool
         f getRed(_:green:blue:alpha:) -> Bool
         f getWhite(_:alpha:) -> Bool
         f isEqual(_:) -> Bool
         f resolvedColor(with:) -> UIColor
         f set()
         f setFill()
         f setStroke()
         f withAlphaComponent(_:) -> UIColor
         i init()
         i init(cgColor:)
         i init(displayP3Red:green:blue:alpha:)
         i init(dynamicProvider:)
         i init(hue:saturation:brightness:alpha:)
         i init(named:)
         i init(named:in:compatibleWith:)
         i init(patternImage:)
         i init(red:green:blue:alpha:)
         i init(white:alpha:)
         v cgColor: CGColor
         v description: String
         v hash: Int
        class UICommand: UIMenuElement
         i init(title:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)
         v action: Selector
         v alternates: [UICommandAlternate]
         v attributes: UIMenuElement.Attributes
         v discoverabilityTitle: String?
         v propertyList: Any?
         v state: UIMenuElement.State
        class UICommandAlternate: NSObject
         i init(title:action:modifierFlags:)
         v action: Selector
         v modifierFlags: UIKeyModifierFlags
         v title: String
        struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable
         F ==(a:b:) -> Bool
         V grayscale: UIConfigurationColorTransformer
         V monochromeTint: UIConfigurationColorTransformer
         V preferredTint: UIConfigurationColorTransformer
         f callAsFunction(_:) -> UIColor
         f hash(into:)
         i init(_:)
         v transform: (UIColor) -> UIColor
        protocol UIConfigurationState
         i init(traitCollection:)
         v traitCollection: UITraitCollection
        struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct UIConfigurationTextAttributesTransformer
         f callAsFunction(_:) -> AttributeContainer
         i init(_:)
        protocol UIContentConfiguration
         f makeContentView() -> UIView & UIContentView
         f updated(for:) -> Self
        protocol UIContentContainer: NSObjectProtocol
         f preferredContentSizeDidChange(forChildContentContainer:)
         f size(forChildContentContainer:withParentContainerSize:) -> CGSize
         f systemLayoutFittingSizeDidChange(forChildContentContainer:)
         f viewWillTransition(to:with:)
         f willTransition(to:with:)
         v preferredContentSize: CGSize
        struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable
         F <(a:b:) -> Bool
         V accessibilityExtraExtraExtraLarge: UIContentSizeCategory
         V accessibilityExtraExtraLarge: UIContentSizeCategory
         V accessibilityExtraLarge: UIContentSizeCategory
         V accessibilityLarge: UIContentSizeCategory
         V accessibilityMedium: UIContentSizeCategory
         V didChangeNotification: Notification.Name
         V extraExtraExtraLarge: UIContentSizeCategory
         V extraExtraLarge: UIContentSizeCategory
         V extraLarge: UIContentSizeCategory
         V extraSmall: UIContentSizeCategory
         V large: UIContentSizeCategory
         V medium: UIContentSizeCategory
         V newValueUserInfoKey: String
         V small: UIContentSizeCategory
         V unspecified: UIContentSizeCategory
         i init(rawValue:)
         v isAccessibilityCategory: Bool
         v rawValue: String
        protocol UIContentView: NSObjectProtocol
         f supports(_:) -> Bool
         v configuration: UIContentConfiguration
        class UIContextMenuConfiguration: NSObject
         i init(identifier:previewProvider:actionProvider:)
         v actionProvider: UIContextMenuActionProvider?
         v identifier: NSCopying
         v preferredMenuElementOrder: ElementOrder
         v previewProvider: UIContextMenuContentPreviewProvider?
        enum UIContextMenuConfiguration.ElementOrder: Int, Sendable
        class UIContextMenuInteraction: NSObject, UIInteraction
         f commitPreview()
         f didMove(to:)
         f dismissMenu()
         f location(in:) -> CGPoint
         f performMenuElement(_:)
         f presentMenu(at:)
         f updateVisibleMenu(_:)
         f willMove(to:)
         i init(delegate:)
         v delegate: UIContextMenuInteractionDelegate?
         v menuAppearance: Appearance
         v view: UIView?
         v visibleConfiguration: UIContextMenuConfiguration?
         v visibleMenu: UIMenu?
        enum UIContextMenuInteraction.Appearance: Int, Sendable
        protocol UIContextMenuInteractionAnimating: AnyObject
         f addAnimations(_:)
         f addCompletion(_:)
         v previewViewController: UIViewController?
        protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating
         v preferredCommitStyle: UIContextMenuInteractionCommitStyle
        enum UIContextMenuInteractionCommitStyle: Int, Sendable
        protocol UIContextMenuInteractionDelegate: GlideObjectProtocol
         f contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:) -> UITargetedPreview?
         f contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:) -> UITargetedPreview?
         f contextMenuInteraction(_:configurationForMenuAtLocation:) -> UIContextMenuConfiguration?
         f contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:) -> UITargetedPreview?
         f contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:) -> UITargetedPreview?
         f contextMenuInteraction(_:willDisplayMenuFor:animator:)
         f contextMenuInteraction(_:willEndFor:animator:)
         f contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)
        class UIContextualAction: NSObject
         f glidePerform(in:) -> Bool
         i init(style:title:handler:)
         v backgroundColor: UIColor!
         v handler: Handler
         v image: UIImage?
         v style: Style
         v title: String?
        enum UIContextualAction.Style: Int, Sendable
        class UIControl: UIView, UIContextMenuInteractionDelegate
         f actions(forTarget:forControlEvent:) -> [String]?
         f addAction(_:for:)
         f addTarget(_:action:for:)
         f contextMenuInteraction(_:configurationForMenuAtLocation:) -> UIContextMenuConfiguration?
         f menuAttachmentPoint(for:) -> CGPoint
         f removeAction(_:for:)
         f removeAction(identifiedBy:for:)
         f removeTarget(_:action:for:)
         f sendAction(_:to:for:)
         f sendActions(for:)
         i init(frame:primaryAction:)
         v allControlEvents: Event
         v allTargets: Set<AnyHashable>
         v contentHorizontalAlignment: ContentHorizontalAlignment
         v contentVerticalAlignment: ContentVerticalAlignment
         v contextMenuInteraction: UIContextMenuInteraction?
         v isContextMenuInteractionEnabled: Bool
         v isEnabled: Bool
         v isHighlighted: Bool
         v isSelected: Bool
         v isTouchInside: Bool
         v isTracking: Bool
         v showsMenuAsPrimaryAction: Bool
         v state: State
        enum UIControl.ContentHorizontalAlignment: Int, Sendable
        enum UIControl.ContentVerticalAlignment: Int, Sendable
        struct UIControl.Event: OptionSet, Sendable, Hashable
         V allEditingEvents: Event
         V allEvents: Event
         V allTouchEvents: Event
         V applicationReserved: Event
         V editingChanged: Event
         V editingDidBegin: Event
         V editingDidEnd: Event
         V editingDidEndOnExit: Event
         V menuActionTriggered: Event
         V primaryActionTriggered: Event
         V systemReserved: Event
         V touchCancel: Event
         V touchDown: Event
         V touchDownRepeat: Event
         V touchDragEnter: Event
         V touchDragExit: Event
         V touchDragInside: Event
         V touchDragOutside: Event
         V touchUpInside: Event
         V touchUpOutside: Event
         V valueChanged: Event
         i init(rawValue:)
         v rawValue: UInt
        struct UIControl.State: OptionSet, Sendable, Hashable
         V application: State
         V disabled: State
         V focused: State
         V highlighted: State
         V normal: State
         V reserved: State
         V selected: State
         i init(rawValue:)
         v rawValue: UInt
        protocol UICoordinateSpace: AnyObject
         f convert(_:from:) -> CGPoint
         f convert(_:from:) -> CGRect
         f convert(_:to:) -> CGPoint
         f convert(_:to:) -> CGRect
         v bounds: CGRect
        struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible
         F capsule(maximumRadius:) -> UICornerConfiguration
         F corners(radius:) -> UICornerConfiguration
         F corners(topLeftRadius:topRightRadius:bottomLeftRadius:bottomRightRadius:) -> UICornerConfiguration
         F uniformCorners(radius:) -> UICornerConfiguration
         F uniformEdges(leftRadius:rightRadius:) -> UICornerConfiguration
         F uniformEdges(topRadius:bottomRadius:) -> UICornerConfiguration
         v description: String
        struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
         F containerConcentric(minimum:) -> UICornerRadius
         F fixed(_:) -> UICornerRadius
         i init(floatLiteral:)
         i init(integerLiteral:)
        class UICubicTimingParameters: UITimingCurveProvider
         f progress(atTimeFraction:) -> Double
         i init()
         i init(animationCurve:)
         i init(controlPoint1:controlPoint2:)
         v animationCurve: UIView.AnimationCurve
         v controlPoint1: CGPoint
         v controlPoint2: CGPoint
         v cubicTimingParameters: UICubicTimingParameters?
         v springTimingParameters: UISpringTimingParameters?
         v timingCurveType: UITimingCurveType
        class UIDatePicker: UIControl
         f layoutSubviews()
         f setDate(_:animated:)
         f sizeThatFits(_:) -> CGSize
         i init(coder:)
         i init(frame:)
         v calendar: Calendar!
         v countDownDuration: TimeInterval
         v date: Date
         v datePickerMode: Mode
         v datePickerStyle: UIDatePickerStyle
         v intrinsicContentSize: CGSize
         v locale: Locale?
         v maximumDate: Date?
         v minimumDate: Date?
         v minuteInterval: Int
         v preferredDatePickerStyle: UIDatePickerStyle
         v roundsToMinuteInterval: Bool
         v timeZone: TimeZone?
        enum UIDatePicker.Mode: Int, Sendable
        enum UIDatePickerStyle: Int, Sendable
        class UIDevice: NSObject
         V current: UIDevice
         V orientationDidChangeNotification: Notification.Name
         f beginGeneratingDeviceOrientationNotifications()
         f endGeneratingDeviceOrientationNotifications()
         i init()
         v isGeneratingDeviceOrientationNotifications: Bool
         v localizedModel: String
         v model: String
         v name: String
         v orientation: UIDeviceOrientation
         v systemName: String
         v systemVersion: String
         v userInterfaceIdiom: UIUserInterfaceIdiom
        enum UIDeviceOrientation: Int, Sendable, Hashable
         v isFlat: Bool
         v isLandscape: Bool
         v isPortrait: Bool
         v isValidInterfaceOrientation: Bool
        class UIDynamicAnimator: NSObject
         f addBehavior(_:)
         f items(in:) -> [UIDynamicItem]
         f layoutAttributesForCell(at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForDecorationView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f layoutAttributesForSupplementaryView(ofKind:at:) -> UICollectionViewLayoutAttributes?
         f removeAllBehaviors()
         f removeBehavior(_:)
         f updateItem(usingCurrentState:)
         i init()
         i init(collectionViewLayout:)
         i init(referenceView:)
         v behaviors: [UIDynamicBehavior]
         v delegate: (UIDynamicAnimatorDelegate)?
         v elapsedTime: TimeInterval
         v isRunning: Bool
         v referenceView: UIView?
        protocol UIDynamicAnimatorDelegate: NSObjectProtocol
         f dynamicAnimatorDidPause(_:)
         f dynamicAnimatorWillResume(_:)
        class UIDynamicBehavior: NSObject
         f addChildBehavior(_:)
         f removeChildBehavior(_:)
         f willMove(to:)
         i init()
         v action: (() -> Void)?
         v childBehaviors: [UIDynamicBehavior]
         v dynamicAnimator: UIDynamicAnimator?
        protocol UIDynamicItem: NSObjectProtocol
         v bounds: CGRect
         v center: CGPoint
         v collisionBoundingPath: UIBezierPath
         v collisionBoundsType: UIDynamicItemCollisionBoundsType
         v transform: CGAffineTransform
        class UIDynamicItemBehavior: UIDynamicBehavior
         f addAngularVelocity(_:for:)
         f addItem(_:)
         f addLinearVelocity(_:for:)
         f angularVelocity(for:) -> CGFloat
         f linearVelocity(for:) -> CGPoint
         f removeItem(_:)
         i init()
         i init(items:)
         v allowsRotation: Bool
         v angularResistance: CGFloat
         v charge: CGFloat
         v density: CGFloat
         v elasticity: CGFloat
         v friction: CGFloat
         v isAnchored: Bool
         v items: [UIDynamicItem]
         v resistance: CGFloat
        enum UIDynamicItemCollisionBoundsType: UInt, Sendable, Hashable
        class UIDynamicItemGroup: NSObject, UIDynamicItem
         i init(items:)
         v bounds: CGRect
         v center: CGPoint
         v items: [UIDynamicItem]
         v transform: CGAffineTransform
        struct UIEdgeInsets: Hashable, Sendable, _ObjectiveCBridgeable
         V zero: UIEdgeInsets
         i init()
         i init(top:left:bottom:right:)
         v bottom: CGFloat
         v left: CGFloat
         v right: CGFloat
         v top: CGFloat
        class UIEvent: NSObject
         f touches(for:) -> Set<UITouch>?
         v allTouches: Set<UITouch>?
         v subtype: EventSubtype
         v timestamp: TimeInterval
         v type: EventType
        enum UIEvent.EventSubtype: Int, Sendable
        enum UIEvent.EventType: Int, Sendable
        class UIFeedbackGenerator: NSObject
         f prepare()
         i init()
        class UIFieldBehavior: UIDynamicBehavior
         F dragField() -> Self
         F electricField() -> Self
         F field(evaluationBlock:) -> Self
         F linearGravityField(direction:) -> Self
         F magneticField() -> Self
         F noiseField(smoothness:animationSpeed:) -> Self
         F radialGravityField(position:) -> Self
         F springField() -> Self
         F turbulenceField(smoothness:animationSpeed:) -> Self
         F velocityField(direction:) -> Self
         F vortexField() -> Self
         f addItem(_:)
         f removeItem(_:)
         v animationSpeed: CGFloat
         v direction: CGVector
         v falloff: CGFloat
         v items: [UIDynamicItem]
         v minimumRadius: CGFloat
         v position: CGPoint
         v region: UIRegion
         v smoothness: CGFloat
         v strength: CGFloat
        struct UIFloatRange: Hashable, Sendable
         V infinite: UIFloatRange
         V zero: UIFloatRange
         f isEqual(to:) -> Bool
         i init()
         i init(minimum:maximum:)
         v isInfinite: Bool
         v maximum: CGFloat
         v minimum: CGFloat
        class UIFont: NSObject, @unchecked Sendable
         F boldSystemFont(ofSize:) -> UIFont
         F italicSystemFont(ofSize:) -> UIFont
         F monospacedDigitSystemFont(ofSize:weight:) -> UIFont
         F preferredFont(forTextStyle:) -> UIFont
         F preferredFont(forTextStyle:compatibleWith:) -> UIFont
         F systemFont(ofSize:) -> UIFont
         F systemFont(ofSize:weight:) -> UIFont
         V buttonFontSize: CGFloat
         V labelFontSize: CGFloat
         V smallSystemFontSize: CGFloat
         V systemFontSize: CGFloat
         f isEqual(_:) -> Bool
         f withSize(_:) -> UIFont
         i init(descriptor:size:)
         i init(name:size:)
         v ascender: CGFloat
         v capHeight: CGFloat
         v descender: CGFloat
         v description: String
         v familyName: String
         v fontDescriptor: UIFontDescriptor
         v fontName: String
         v hash: Int
         v leading: CGFloat
         v lineHeight: CGFloat
         v pointSize: CGFloat
         v xHeight: CGFloat
        struct UIFont.TextStyle: RawRepresentable, Hashable, Sendable
         V body: TextStyle
         V callout: TextStyle
         V caption1: TextStyle
         V caption2: TextStyle
         V footnote: TextStyle
         V headline: TextStyle
         V largeTitle: TextStyle
         V subheadline: TextStyle
         V title1: TextStyle
         V title2: TextStyle
         V title3: TextStyle
         i init(rawValue:)
         v rawValue: String
        struct UIFont.Weight: RawRepresentable, Hashable, Sendable, Comparable
         F <(a:b:) -> Bool
         V black: Weight
         V bold: Weight
         V heavy: Weight
         V light: Weight
         V medium: Weight
         V regular: Weight
         V semibold: Weight
         V thin: Weight
         V ultraLight: Weight
         i init(_:)
         i init(rawValue:)
         v rawValue: CGFloat
        class UIFontDescriptor: NSObject, @unchecked Sendable
         F preferredFontDescriptor(withTextStyle:) -> UIFontDescriptor
         f addingAttributes(_:) -> UIFontDescriptor
         f withSize(_:) -> UIFontDescriptor
         f withSymbolicTraits(_:) -> UIFontDescriptor?
         i init(fontAttributes:)
         i init(name:size:)
         v familyName: String?
         v fontAttributes: [AttributeName: Any]
         v pointSize: CGFloat
         v postscriptName: String
         v symbolicTraits: SymbolicTraits
        struct UIFontDescriptor.AttributeName: RawRepresentable, Hashable, Sendable
         V family: AttributeName
         V name: AttributeName
         V size: AttributeName
         V textStyle: AttributeName
         V traits: AttributeName
         i init(rawValue:)
         v rawValue: String
        struct UIFontDescriptor.SymbolicTraits: OptionSet, Sendable, Hashable
         V traitBold: SymbolicTraits
         V traitCondensed: SymbolicTraits
         V traitExpanded: SymbolicTraits
         V traitItalic: SymbolicTraits
         V traitLooseLeading: SymbolicTraits
         V traitMonoSpace: SymbolicTraits
         V traitTightLeading: SymbolicTraits
         V traitUIOptimized: SymbolicTraits
         V traitVertical: SymbolicTraits
         i init(rawValue:)
         v rawValue: UInt32
        class UIFontMetrics: NSObject
         V `default`: UIFontMetrics
         f scaledFont(for:) -> UIFont
         f scaledFont(for:compatibleWith:) -> UIFont
         f scaledFont(for:maximumPointSize:) -> UIFont
         f scaledFont(for:maximumPointSize:compatibleWith:) -> UIFont
         f scaledValue(for:) -> CGFloat
         f scaledValue(for:compatibleWith:) -> CGFloat
         i init(forTextStyle:)
         v textStyle: UIFont.TextStyle
        class UIGestureRecognizer: NSObject
         f addTarget(_:action:)
         f canBePrevented(by:) -> Bool
         f canPrevent(_:) -> Bool
         f ignore(_:for:)
         f location(in:) -> CGPoint
         f location(ofTouch:in:) -> CGPoint
         f removeTarget(_:action:)
         f require(toFail:)
         f reset()
         f shouldBeRequiredToFail(by:) -> Bool
         f shouldRequireFailure(of:) -> Bool
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         i init()
         i init(target:action:)
         v allowedTouchTypes: [NSNumber]
         v cancelsTouchesInView: Bool
         v delaysTouchesBegan: Bool
         v delaysTouchesEnded: Bool
         v delegate: (UIGestureRecognizerDelegate)?
         v description: String
         v isEnabled: Bool
         v name: String?
         v numberOfTouches: Int
         v requiresExclusiveTouchType: Bool
         v state: State
         v view: UIView?
        enum UIGestureRecognizer.State: Int, Sendable, CustomStringConvertible
         V recognized: ?
         v description: String
        protocol UIGestureRecognizerDelegate: GlideObjectProtocol
         f gestureRecognizer(_:shouldBeRequiredToFailBy:) -> Bool
         f gestureRecognizer(_:shouldReceive:) -> Bool
         f gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) -> Bool
         f gestureRecognizer(_:shouldRequireFailureOf:) -> Bool
         f gestureRecognizerShouldBegin(_:) -> Bool
        class UIGraphicsImageRenderer: UIGraphicsRenderer
         f image(actions:) -> UIImage
         f jpegData(withCompressionQuality:actions:) -> Data
         f pngData(actions:) -> Data
         i init(bounds:)
         i init(bounds:format:)
         i init(size:)
         i init(size:format:)
         v allowsImageOutput: Bool
         v format: UIGraphicsImageRendererFormat
        class UIGraphicsImageRendererContext: UIGraphicsRendererContext
         v currentImage: UIImage
         v format: UIGraphicsImageRendererFormat
        class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat
         i init()
         i init(for:)
         v opaque: Bool
         v preferredRange: Range
         v prefersExtendedRange: Bool
         v scale: CGFloat
        enum UIGraphicsImageRendererFormat.Range: Int, Sendable, Hashable
        class UIGraphicsRenderer: NSObject
         i init(bounds:)
         i init(bounds:format:)
         v allowsImageOutput: Bool
         v format: UIGraphicsRendererFormat
        class UIGraphicsRendererContext: NSObject
         f clip(to:)
         f fill(_:)
         f fill(_:blendMode:)
         f stroke(_:)
         f stroke(_:blendMode:)
         v cgContext: CGContext
         v format: UIGraphicsRendererFormat
        class UIGraphicsRendererFormat: NSObject
         F `default`() -> Self
         F preferred() -> Self
         i init()
         v bounds: CGRect
        class UIGravityBehavior: UIDynamicBehavior
         f addItem(_:)
         f removeItem(_:)
         f setAngle(_:magnitude:)
         i init()
         i init(items:)
         v angle: CGFloat
         v gravityDirection: CGVector
         v items: [UIDynamicItem]
         v magnitude: CGFloat
        class UIHoverGestureRecognizer: UIGestureRecognizer
         v zOffset: CGFloat
        class UIImage: NSObject, @unchecked Sendable, NSItemProviderWriting
         F animatedImage(with:duration:) -> UIImage?
         F animatedImageNamed(_:duration:) -> UIImage?
         F animatedResizableImageNamed(_:capInsets:duration:) -> UIImage?
         V writableTypeIdentifiersForItemProvider: [String]
         f applyingSymbolConfiguration(_:) -> UIImage?
         f byPreparingThumbnail(ofSize:) -> UIImage?
         f draw(at:)
         f draw(at:blendMode:alpha:)
         f draw(in:)
         f draw(in:blendMode:alpha:)
         f isEqual(_:) -> Bool
         f jpegData(compressionQuality:) -> Data?
         f loadData(withTypeIdentifier:forItemProviderCompletionHandler:) -> Progress?
         f pngData() -> Data?
         f prepareThumbnail(of:completionHandler:)
         f preparingThumbnail(of:) -> UIImage?
         f resizableImage(withCapInsets:) -> UIImage
         f resizableImage(withCapInsets:resizingMode:) -> UIImage
         f withConfiguration(_:) -> UIImage
         f withRenderingMode(_:) -> UIImage
         f withTintColor(_:) -> UIImage
         f withTintColor(_:renderingMode:) -> UIImage
         i init()
         i init(cgImage:)
         i init(cgImage:scale:orientation:)
         i init(ciImage:)
         i init(ciImage:scale:orientation:)
         i init(contentsOfFile:)
         i init(data:)
         i init(data:scale:)
         i init(imageLiteralResourceName:)
         i init(named:)
         i init(named:in:compatibleWith:)
         i init(systemName:)
         i init(systemName:withConfiguration:)
         v accessibilityLabel: String?
         v accessibilityTraits: UIAccessibilityTraits
         v capInsets: UIEdgeInsets
         v cgImage: CGImage?
         v ciImage: CIImage?
         v description: String
         v duration: TimeInterval
         v hash: Int
         v imageOrientation: Orientation
         v images: [UIImage]?
         v isAccessibilityElement: Bool
         v isSymbolImage: Bool
         v renderingMode: RenderingMode
         v resizingMode: ResizingMode
         v scale: CGFloat
         v size: CGSize
         v symbolConfiguration: SymbolConfiguration?
        class UIImage.Configuration: NSObject, @unchecked Sendable
         v traitCollection: UITraitCollection?
        enum UIImage.Orientation: Int, Sendable, Hashable
        enum UIImage.RenderingMode: Int, Sendable
        enum UIImage.ResizingMode: Int, Sendable
        class UIImage.SymbolConfiguration: Configuration, @unchecked Sendable
         F preferringMulticolor() -> SymbolConfiguration
         V unspecified: SymbolConfiguration
         f applying(_:) -> SymbolConfiguration
         f configurationWithoutPointSizeAndWeight() -> SymbolConfiguration
         f configurationWithoutWeight() -> SymbolConfiguration
         f isEqual(_:) -> Bool
         i init(font:)
         i init(font:scale:)
         i init(hierarchicalColor:)
         i init(paletteColors:)
         i init(pointSize:)
         i init(pointSize:weight:)
         i init(pointSize:weight:scale:)
         i init(scale:)
         i init(textStyle:)
         i init(textStyle:scale:)
         i init(weight:)
         v colors: [UIColor]
         v font: UIFont?
         v hash: Int
         v pointSize: CGFloat
         v prefersMulticolor: Bool
         v scale: SymbolScale
         v textStyle: UIFont.TextStyle?
         v weight: SymbolWeight
        enum UIImage.SymbolScale: Int, Sendable
        enum UIImage.SymbolWeight: Int, Sendable
        class UIImagePickerController: UINavigationController
         F availableMediaTypes(for:) -> [String]?
         F isCameraDeviceAvailable(_:) -> Bool
         F isFlashAvailable(for:) -> Bool
         F isSourceTypeAvailable(_:) -> Bool
         f glideCancel()
         f glidePick(_:)
         f startVideoCapture() -> Bool
         f stopVideoCapture()
         f takePicture()
         i init()
         i init(coder:)
         i init(nibName:bundle:)
         v allowsEditing: Bool
         v cameraCaptureMode: CameraCaptureMode
         v cameraDevice: CameraDevice
         v cameraFlashMode: CameraFlashMode
         v cameraOverlayView: UIView?
         v cameraViewTransform: CGAffineTransform
         v imageExportPreset: ImageURLExportPreset
         v mediaTypes: [String]
         v showsCameraControls: Bool
         v sourceType: SourceType
         v videoMaximumDuration: TimeInterval
         v videoQuality: QualityType
        enum UIImagePickerController.CameraCaptureMode: Int, Sendable
        enum UIImagePickerController.CameraDevice: Int, Sendable
        enum UIImagePickerController.CameraFlashMode: Int, Sendable
        enum UIImagePickerController.ImageURLExportPreset: Int, Sendable
        struct UIImagePickerController.InfoKey: RawRepresentable, Hashable, Sendable
         V cropRect: InfoKey
         V editedImage: InfoKey
         V imageURL: InfoKey
         V livePhoto: InfoKey
         V mediaMetadata: InfoKey
         V mediaType: InfoKey
         V mediaURL: InfoKey
         V originalImage: InfoKey
         V phAsset: InfoKey
         V referenceURL: InfoKey
         i init(rawValue:)
         v rawValue: String
        enum UIImagePickerController.QualityType: Int, Sendable
        enum UIImagePickerController.SourceType: Int, Sendable
        protocol UIImagePickerControllerDelegate: GlideObjectProtocol
         f imagePickerController(_:didFinishPickingMediaWithInfo:)
         f imagePickerControllerDidCancel(_:)
        class UIImageView: UIView
         f sizeThatFits(_:) -> CGSize
         f startAnimating()
         f stopAnimating()
         i init(coder:)
         i init(frame:)
         i init(image:)
         i init(image:highlightedImage:)
         v animationDuration: TimeInterval
         v animationImages: [UIImage]?
         v animationRepeatCount: Int
         v highlightedImage: UIImage?
         v image: UIImage?
         v intrinsicContentSize: CGSize
         v isAnimating: Bool
         v isHighlighted: Bool
         v preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        class UIImpactFeedbackGenerator: UIFeedbackGenerator
         f impactOccurred()
         f impactOccurred(intensity:)
         i init()
         i init(style:)
        enum UIImpactFeedbackGenerator.FeedbackStyle: Int, Sendable
        protocol UIInteraction: NSObjectProtocol
         f didMove(to:)
         f willMove(to:)
         v view: UIView?
        enum UIInterfaceOrientation: Int, Sendable, Hashable
         v isLandscape: Bool
         v isPortrait: Bool
        struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable
         V all: UIInterfaceOrientationMask
         V allButUpsideDown: UIInterfaceOrientationMask
         V landscape: UIInterfaceOrientationMask
         V landscapeLeft: UIInterfaceOrientationMask
         V landscapeRight: UIInterfaceOrientationMask
         V portrait: UIInterfaceOrientationMask
         V portraitUpsideDown: UIInterfaceOrientationMask
         i init(rawValue:)
         v rawValue: UInt
        class UIInterpolatingMotionEffect: UIMotionEffect
         f keyPathsAndRelativeValues(forViewerOffset:) -> [String: Any]?
         i init(coder:)
         i init(keyPath:type:)
         v keyPath: String
         v maximumRelativeValue: Any?
         v minimumRelativeValue: Any?
         v type: EffectType
        enum UIInterpolatingMotionEffect.EffectType: Int, Sendable
        class UIKey: NSObject
         i init(characters:charactersIgnoringModifiers:modifierFlags:)
         v characters: String
         v charactersIgnoringModifiers: String
         v modifierFlags: UIKeyModifierFlags
        class UIKeyCommand: UICommand
         V inputDelete: String
         V inputDownArrow: String
         V inputEnd: String
         V inputEscape: String
         V inputF1: String
         V inputHome: String
         V inputLeftArrow: String
         V inputPageDown: String
         V inputPageUp: String
         V inputRightArrow: String
         V inputUpArrow: String
         i init(input:modifierFlags:action:)
         i init(input:modifierFlags:action:discoverabilityTitle:)
         i init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)
         v input: String?
         v modifierFlags: UIKeyModifierFlags
         v wantsPriorityOverSystemBehavior: Bool
        protocol UIKeyInput: AnyObject
         f deleteBackward()
         f insertText(_:)
         v hasText: Bool
        struct UIKeyModifierFlags: OptionSet, Sendable, Hashable
         V alphaShift: UIKeyModifierFlags
         V alternate: UIKeyModifierFlags
         V command: UIKeyModifierFlags
         V control: UIKeyModifierFlags
         V numericPad: UIKeyModifierFlags
         V shift: UIKeyModifierFlags
         i init(rawValue:)
         v rawValue: Int
        enum UIKeyboardAppearance: Int, Sendable
         V alert: ?
        enum UIKeyboardType: Int, Sendable
         V alphabet: ?
        class UILabel: UIView
         f drawText(in:)
         f sizeThatFits(_:) -> CGSize
         f textRect(forBounds:limitedToNumberOfLines:) -> CGRect
         i init(coder:)
         i init(frame:)
         v adjustsFontForContentSizeCategory: Bool
         v adjustsFontSizeToFitWidth: Bool
         v attributedText: NSAttributedString?
         v font: UIFont!
         v highlightedTextColor: UIColor?
         v intrinsicContentSize: CGSize
         v isEnabled: Bool
         v isHighlighted: Bool
         v lineBreakMode: NSLineBreakMode
         v minimumScaleFactor: CGFloat
         v numberOfLines: Int
         v preferredMaxLayoutWidth: CGFloat
         v shadowColor: UIColor?
         v shadowOffset: CGSize
         v text: String?
         v textAlignment: NSTextAlignment
         v textColor: UIColor!
        class UILayoutGuide: NSObject
         i init()
         v bottomAnchor: NSLayoutYAxisAnchor
         v centerXAnchor: NSLayoutXAxisAnchor
         v centerYAnchor: NSLayoutYAxisAnchor
         v description: String
         v heightAnchor: NSLayoutDimension
         v identifier: String
         v layoutFrame: CGRect
         v leadingAnchor: NSLayoutXAxisAnchor
         v leftAnchor: NSLayoutXAxisAnchor
         v owningView: UIView?
         v rightAnchor: NSLayoutXAxisAnchor
         v topAnchor: NSLayoutYAxisAnchor
         v trailingAnchor: NSLayoutXAxisAnchor
         v widthAnchor: NSLayoutDimension
        struct UILayoutPriority: RawRepresentable, Hashable, Sendable
         F +(lhs:rhs:) -> UILayoutPriority
         F -(lhs:rhs:) -> UILayoutPriority
         V defaultHigh: UILayoutPriority
         V defaultLow: UILayoutPriority
         V dragThatCanResizeScene: UILayoutPriority
         V dragThatCannotResizeScene: UILayoutPriority
         V fittingSizeLevel: UILayoutPriority
         V required: UILayoutPriority
         V sceneSizeStayPut: UILayoutPriority
         i init(_:)
         i init(rawValue:)
         v rawValue: Float
        protocol UILayoutSupport: AnyObject
         v length: CGFloat
        struct UIListContentConfiguration: UIContentConfiguration, Hashable
         F accompaniedSidebarCell() -> UIListContentConfiguration
         F accompaniedSidebarSubtitleCell() -> UIListContentConfiguration
         F cell() -> UIListContentConfiguration
         F extraProminentInsetGroupedHeader() -> UIListContentConfiguration
         F footer() -> UIListContentConfiguration
         F groupedFooter() -> UIListContentConfiguration
         F groupedHeader() -> UIListContentConfiguration
         F header() -> UIListContentConfiguration
         F plainFooter() -> UIListContentConfiguration
         F plainHeader() -> UIListContentConfiguration
         F prominentInsetGroupedHeader() -> UIListContentConfiguration
         F sidebarCell() -> UIListContentConfiguration
         F sidebarHeader() -> UIListContentConfiguration
         F sidebarSubtitleCell() -> UIListContentConfiguration
         F subtitleCell() -> UIListContentConfiguration
         F valueCell() -> UIListContentConfiguration
         f makeContentView() -> UIView & UIContentView
         f updated(for:) -> UIListContentConfiguration
         v alpha: CGFloat
         v attributedText: NSAttributedString?
         v axesPreservingSuperviewLayoutMargins: UIAxis
         v directionalLayoutMargins: NSDirectionalEdgeInsets
         v image: UIImage?
         v imageProperties: ImageProperties
         v imageToTextPadding: CGFloat
         v prefersSideBySideTextAndSecondaryText: Bool
         v secondaryAttributedText: NSAttributedString?
         v secondaryText: String?
         v secondaryTextProperties: TextProperties
         v text: String?
         v textProperties: TextProperties
         v textToSecondaryTextHorizontalPadding: CGFloat
         v textToSecondaryTextVerticalPadding: CGFloat
        struct UIListContentConfiguration.ImageProperties: Hashable
         V standardDimension: CGFloat
         f resolvedTintColor(for:) -> UIColor
         v accessibilityIgnoresInvertColors: Bool
         v cornerRadius: CGFloat
         v maximumSize: CGSize
         v reservedLayoutSize: CGSize
         v tintColor: UIColor?
         v tintColorTransformer: UIConfigurationColorTransformer?
        struct UIListContentConfiguration.TextProperties: Hashable
         f resolvedColor() -> UIColor
         v adjustsFontForContentSizeCategory: Bool
         v adjustsFontSizeToFitWidth: Bool
         v alignment: TextAlignment
         v allowsDefaultTighteningForTruncation: Bool
         v color: UIColor
         v colorTransformer: UIConfigurationColorTransformer?
         v font: UIFont
         v lineBreakMode: NSLineBreakMode
         v minimumScaleFactor: CGFloat
         v numberOfLines: Int
         v showsExpansionTextWhenTruncated: Bool
         v transform: TextTransform
        enum UIListContentConfiguration.TextProperties.TextAlignment: Int, Hashable, Sendable
        enum UIListContentConfiguration.TextProperties.TextTransform: Int, Hashable, Sendable
        class UIListContentView: UIView, UIContentView
         f layoutSubviews()
         f sizeThatFits(_:) -> CGSize
         f tintColorDidChange()
         i init(coder:)
         i init(configuration:)
         v configuration: UIContentConfiguration
         v intrinsicContentSize: CGSize
        class UILongPressGestureRecognizer: UIGestureRecognizer
         f reset()
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         v allowableMovement: CGFloat
         v minimumPressDuration: TimeInterval
         v numberOfTapsRequired: Int
         v numberOfTouchesRequired: Int
        class UIMenu: UIMenuElement
         i init(title:image:identifier:options:children:)
         v children: [UIMenuElement]
         v identifier: Identifier
         v options: Options
        struct UIMenu.Identifier: RawRepresentable, Hashable, Sendable
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct UIMenu.Options: OptionSet, Sendable, Hashable
         V destructive: Options
         V displayAsPalette: Options
         V displayInline: Options
         V singleSelection: Options
         i init(rawValue:)
         v rawValue: UInt
        class UIMenuElement: NSObject
         v image: UIImage?
         v subtitle: String?
         v title: String
        struct UIMenuElement.Attributes: OptionSet, Sendable, Hashable
         V destructive: Attributes
         V disabled: Attributes
         V hidden: Attributes
         V keepsMenuPresented: Attributes
         i init(rawValue:)
         v rawValue: UInt
        enum UIMenuElement.State: Int, Sendable
        enum UIModalPresentationStyle: Int, Sendable, Hashable
         v keepsPresenterView: Bool
        enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable
        class UIMotionEffect: NSObject
         f keyPathsAndRelativeValues(forViewerOffset:) -> [String: Any]?
         i init()
         i init(coder:)
        class UIMotionEffectGroup: UIMotionEffect
         f keyPathsAndRelativeValues(forViewerOffset:) -> [String: Any]?
         v motionEffects: [UIMotionEffect]?
        class UINavigationBar: UIView, UIBarPositioning
         f backgroundImage(for:) -> UIImage?
         f backgroundImage(for:barMetrics:) -> UIImage?
         f layoutSubviews()
         f popItem(animated:) -> UINavigationItem?
         f pushItem(_:animated:)
         f setBackgroundImage(_:for:)
         f setBackgroundImage(_:for:barMetrics:)
         f setItems(_:animated:)
         f sizeThatFits(_:) -> CGSize
         i init()
         i init(coder:)
         i init(frame:)
         v backIndicatorImage: UIImage?
         v backIndicatorTransitionMaskImage: UIImage?
         v backItem: UINavigationItem?
         v backgroundColor: UIColor?
         v barPosition: UIBarPosition
         v barStyle: UIBarStyle
         v barTintColor: UIColor?
         v compactAppearance: UINavigationBarAppearance?
         v compactScrollEdgeAppearance: UINavigationBarAppearance?
         v delegate: (UINavigationBarDelegate)?
         v intrinsicContentSize: CGSize
         v isTranslucent: Bool
         v items: [UINavigationItem]?
         v largeTitleTextAttributes: [NSAttributedString.Key: Any]?
         v prefersLargeTitles: Bool
         v scrollEdgeAppearance: UINavigationBarAppearance?
         v shadowImage: UIImage?
         v standardAppearance: UINavigationBarAppearance
         v titleTextAttributes: [NSAttributedString.Key: Any]?
         v topItem: UINavigationItem?
        class UINavigationBarAppearance: UIBarAppearance
         f setBackIndicatorImage(_:transitionMaskImage:)
         v backButtonAppearance: UIBarButtonItemAppearance
         v backIndicatorImage: UIImage?
         v backIndicatorTransitionMaskImage: UIImage?
         v buttonAppearance: UIBarButtonItemAppearance
         v doneButtonAppearance: UIBarButtonItemAppearance
         v largeTitleTextAttributes: [NSAttributedString.Key: Any]
         v titlePositionAdjustment: UIOffset
         v titleTextAttributes: [NSAttributedString.Key: Any]
        protocol UINavigationBarDelegate: UIBarPositioningDelegate
         f navigationBar(_:didPop:)
         f navigationBar(_:didPush:)
         f navigationBar(_:shouldPop:) -> Bool
         f navigationBar(_:shouldPush:) -> Bool
        class UINavigationController: UIViewController
         V hideShowBarDuration: CGFloat
         f loadView()
         f popToRootViewController(animated:) -> [UIViewController]?
         f popToViewController(_:animated:) -> [UIViewController]?
         f popViewController(animated:) -> UIViewController?
         f pushViewController(_:animated:)
         f setNavigationBarHidden(_:animated:)
         f setToolbarHidden(_:animated:)
         f setViewControllers(_:animated:)
         f unwind(for:towards:)
         i init(coder:)
         i init(navigationBarClass:toolbarClass:)
         i init(nibName:bundle:)
         i init(rootViewController:)
         v barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer
         v barHideOnTapGestureRecognizer: UITapGestureRecognizer
         v delegate: (UINavigationControllerDelegate)?
         v hidesBarsOnSwipe: Bool
         v hidesBarsOnTap: Bool
         v hidesBarsWhenKeyboardAppears: Bool
         v hidesBarsWhenVerticallyCompact: Bool
         v interactivePopGestureRecognizer: UIGestureRecognizer?
         v isNavigationBarHidden: Bool
         v isToolbarHidden: Bool
         v isTransitioning: Bool
         v navigationBar: UINavigationBar
         v preferredStatusBarStyle: UIStatusBarStyle
         v toolbar: UIToolbar!
         v topViewController: UIViewController?
         v transitionCoordinator: TransitionCoordinator?
         v transitionView: UIView
         v viewControllers: [UIViewController]
         v visibleViewController: UIViewController?
        enum UINavigationController.Operation: Int, Sendable, Hashable
        protocol UINavigationControllerDelegate: GlideObjectProtocol
         f navigationController(_:animationControllerFor:from:to:) -> (UIViewControllerAnimatedTransitioning)?
         f navigationController(_:didShow:animated:)
         f navigationController(_:interactionControllerFor:) -> (UIViewControllerInteractiveTransitioning)?
         f navigationController(_:willShow:animated:)
         v glideImplementsTransitionMethods: Bool?
        class UINavigationItem: NSObject
         f setHidesBackButton(_:animated:)
         f setLeftBarButton(_:animated:)
         f setLeftBarButtonItems(_:animated:)
         f setRightBarButton(_:animated:)
         f setRightBarButtonItems(_:animated:)
         i init()
         i init(coder:)
         i init(title:)
         v backBarButtonItem: UIBarButtonItem?
         v backButtonDisplayMode: BackButtonDisplayMode
         v backButtonTitle: String?
         v compactAppearance: UINavigationBarAppearance?
         v hidesBackButton: Bool
         v hidesSearchBarWhenScrolling: Bool
         v largeTitleDisplayMode: LargeTitleDisplayMode
         v leftBarButtonItem: UIBarButtonItem?
         v leftBarButtonItems: [UIBarButtonItem]?
         v leftItemsSupplementBackButton: Bool
         v prompt: String?
         v rightBarButtonItem: UIBarButtonItem?
         v rightBarButtonItems: [UIBarButtonItem]?
         v scrollEdgeAppearance: UINavigationBarAppearance?
         v searchController: UISearchController?
         v standardAppearance: UINavigationBarAppearance?
         v title: String?
         v titleView: UIView?
        enum UINavigationItem.BackButtonDisplayMode: Int, Sendable
        enum UINavigationItem.LargeTitleDisplayMode: Int, Sendable
        class UINib: NSObject
         F register(_:make:)
         F removeAllRegistrations()
         f instantiate(withOwner:options:) -> [Any]
         i init(nibName:bundle:)
         v name: String
        struct UINib.OptionsKey: RawRepresentable, Hashable, Sendable
         V externalObjects: OptionsKey
         i init(rawValue:)
         v rawValue: String
        class UINotificationFeedbackGenerator: UIFeedbackGenerator
         f notificationOccurred(_:)
         i init()
        enum UINotificationFeedbackGenerator.FeedbackType: Int, Sendable
        struct UIOffset: Hashable, Sendable
         V zero: UIOffset
         i init()
         i init(horizontal:vertical:)
         v horizontal: CGFloat
         v vertical: CGFloat
        class UIOpenURLContext: NSObject
         i init(url:)
         v url: URL
        class UIPageControl: UIControl
         f size(forNumberOfPages:) -> CGSize
         f sizeThatFits(_:) -> CGSize
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f updateCurrentPageDisplay()
         v allowsContinuousInteraction: Bool
         v backgroundStyle: BackgroundStyle
         v currentPage: Int
         v currentPageIndicatorTintColor: UIColor?
         v defersCurrentPageDisplay: Bool
         v hidesForSinglePage: Bool
         v intrinsicContentSize: CGSize
         v numberOfPages: Int
         v pageIndicatorTintColor: UIColor?
        enum UIPageControl.BackgroundStyle: Int, Sendable
        class UIPageViewController: UIViewController
         f loadView()
         f setViewControllers(_:direction:animated:completion:)
         i init(coder:)
         i init(transitionStyle:navigationOrientation:options:)
         v dataSource: (UIPageViewControllerDataSource)?
         v delegate: (UIPageViewControllerDelegate)?
         v gestureRecognizers: [UIGestureRecognizer]
         v isDoubleSided: Bool
         v navigationOrientation: NavigationOrientation
         v spineLocation: SpineLocation
         v transitionStyle: TransitionStyle
         v viewControllers: [UIViewController]?
        enum UIPageViewController.NavigationDirection: Int, Sendable
        enum UIPageViewController.NavigationOrientation: Int, Sendable
        struct UIPageViewController.OptionsKey: RawRepresentable, Hashable, Sendable
         V interPageSpacing: OptionsKey
         V spineLocation: OptionsKey
         i init(rawValue:)
         v rawValue: String
        enum UIPageViewController.SpineLocation: Int, Sendable
        enum UIPageViewController.TransitionStyle: Int, Sendable
        protocol UIPageViewControllerDataSource: NSObjectProtocol
         f pageViewController(_:viewControllerAfter:) -> UIViewController?
         f pageViewController(_:viewControllerBefore:) -> UIViewController?
         f presentationCount(for:) -> Int
         f presentationIndex(for:) -> Int
        protocol UIPageViewControllerDelegate: NSObjectProtocol
         f pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)
         f pageViewController(_:spineLocationFor:) -> UIPageViewController.SpineLocation
         f pageViewController(_:willTransitionTo:)
         f pageViewControllerPreferredInterfaceOrientationForPresentation(_:) -> UIInterfaceOrientation
         f pageViewControllerSupportedInterfaceOrientations(_:) -> UIInterfaceOrientationMask
        class UIPanGestureRecognizer: UIGestureRecognizer
         f location(in:) -> CGPoint
         f reset()
         f setTranslation(_:in:)
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         f translation(in:) -> CGPoint
         f velocity(in:) -> CGPoint
         v allowedScrollTypesMask: UIScrollTypeMask
         v maximumNumberOfTouches: ?
         v minimumNumberOfTouches: Int
        class UIPasteboard: NSObject
         F remove(withName:)
         F withName(_:create:) -> UIPasteboard?
         F withUniqueName() -> UIPasteboard
         V changedNotification: Notification.Name
         V general: UIPasteboard
         V removedNotification: Notification.Name
         f addItems(_:)
         f setItems(_:options:)
         f setValue(_:forPasteboardType:)
         f value(forPasteboardType:) -> Any?
         v changeCount: Int
         v color: UIColor?
         v colors: [UIColor]?
         v hasColors: Bool
         v hasImages: Bool
         v hasStrings: Bool
         v hasURLs: Bool
         v image: UIImage?
         v images: [UIImage]?
         v isPersistent: Bool
         v items: [[String: Any]]
         v name: Name
         v numberOfItems: Int
         v string: String?
         v strings: [String]?
         v types: [String]
         v url: URL?
         v urls: [URL]?
        struct UIPasteboard.Name: RawRepresentable, Hashable, Sendable
         V general: Name
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        struct UIPasteboard.OptionsKey: RawRepresentable, Hashable, Sendable
         V expirationDate: OptionsKey
         V localOnly: OptionsKey
         i init(rawValue:)
         v rawValue: String
        class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
         f cancel()
         f finish()
         f pause()
         f startInteractiveTransition(_:)
         f update(_:)
         i init()
         v completionCurve: UIView.AnimationCurve
         v completionSpeed: CGFloat
         v duration: CGFloat
         v percentComplete: CGFloat
         v timingCurve: (UITimingCurveProvider)?
         v wantsInteractiveStart: Bool
        class UIPickerView: UIView
         f numberOfRows(inComponent:) -> Int
         f reloadAllComponents()
         f reloadComponent(_:)
         f rowSize(forComponent:) -> CGSize
         f selectRow(_:inComponent:animated:)
         f selectedRow(inComponent:) -> Int
         f spin(toRow:inComponent:)
         v dataSource: (UIPickerViewDataSource)?
         v delegate: (UIPickerViewDelegate)?
         v numberOfComponents: Int
         v showsSelectionIndicator: Bool
        protocol UIPickerViewDataSource: GlideObjectProtocol
         f numberOfComponents(in:) -> Int
         f pickerView(_:numberOfRowsInComponent:) -> Int
        protocol UIPickerViewDelegate: GlideObjectProtocol
         f pickerView(_:didSelectRow:inComponent:)
         f pickerView(_:rowHeightForComponent:) -> CGFloat
         f pickerView(_:titleForRow:forComponent:) -> String?
         f pickerView(_:widthForComponent:) -> CGFloat
        class UIPinchGestureRecognizer: UIGestureRecognizer
         f reset()
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         v scale: CGFloat
         v velocity: CGFloat
        struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable
         V any: UIPopoverArrowDirection
         V down: UIPopoverArrowDirection
         V left: UIPopoverArrowDirection
         V right: UIPopoverArrowDirection
         V unknown: UIPopoverArrowDirection
         V up: UIPopoverArrowDirection
         i init(rawValue:)
         v rawValue: UInt
        class UIPopoverPresentationController: UIPresentationController
         f dismissalTransitionDidEnd(_:)
         f presentationTransitionDidEnd(_:)
         f presentationTransitionWillBegin()
         v arrowDirection: UIPopoverArrowDirection
         v backgroundColor: UIColor?
         v barButtonItem: UIBarButtonItem?
         v canOverlapSourceViewRect: Bool
         v frameOfPresentedViewInContainerView: CGRect
         v passthroughViews: [UIView]?
         v permittedArrowDirections: UIPopoverArrowDirection
         v popoverLayoutMargins: UIEdgeInsets
         v shouldRemovePresentersView: Bool
         v sourceItem: (UIPopoverPresentationControllerSourceItem)?
         v sourceRect: CGRect
         v sourceView: UIView?
        protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate
         f popoverPresentationControllerDidDismissPopover(_:)
         f popoverPresentationControllerShouldDismissPopover(_:) -> Bool
         f prepareForPopoverPresentation(_:)
        protocol UIPopoverPresentationControllerSourceItem: AnyObject
        class UIPresentationController: NSObject, UIContentContainer
         f adaptivePresentationStyle(for:) -> UIModalPresentationStyle
         f containerViewDidLayoutSubviews()
         f containerViewWillLayoutSubviews()
         f dismissalTransitionDidEnd(_:)
         f dismissalTransitionWillBegin()
         f preferredContentSizeDidChange(forChildContentContainer:)
         f presentationTransitionDidEnd(_:)
         f presentationTransitionWillBegin()
         f size(forChildContentContainer:withParentContainerSize:) -> CGSize
         f systemLayoutFittingSizeDidChange(forChildContentContainer:)
         f traitCollectionDidChange(_:)
         f viewWillTransition(to:with:)
         f willTransition(to:with:)
         i init(presentedViewController:presenting:)
         v adaptivePresentationStyle: UIModalPresentationStyle
         v containerView: UIView?
         v delegate: (UIAdaptivePresentationControllerDelegate)?
         v frameOfPresentedViewInContainerView: CGRect
         v overrideTraitCollection: UITraitCollection?
         v preferredContentSize: CGSize
         v presentationStyle: UIModalPresentationStyle
         v presentedView: UIView?
         v presentedViewController: UIViewController
         v presentingViewController: UIViewController
         v shouldPresentInFullscreen: Bool
         v shouldRemovePresentersView: Bool
         v traitCollection: UITraitCollection
        class UIPress: NSObject
         v force: CGFloat
         v gestureRecognizers: [UIGestureRecognizer]?
         v key: UIKey?
         v phase: Phase
         v responder: UIResponder?
         v timestamp: TimeInterval
         v type: PressType
         v window: UIWindow?
        enum UIPress.Phase: Int, Sendable
        enum UIPress.PressType: Int, Sendable
        class UIPressesEvent: UIEvent
         f presses(for:) -> Set<UIPress>
         v allPresses: Set<UIPress>
        class UIPreviewAction: NSObject, UIPreviewActionItem
         i init(title:style:handler:)
         v handler: (UIPreviewActionItem, UIViewController) -> Void
         v style: Style
         v title: String
        enum UIPreviewAction.Style: Int, Sendable
        class UIPreviewActionGroup: NSObject, UIPreviewActionItem
         i init(title:style:actions:)
         v actions: [UIPreviewAction]
         v style: UIPreviewAction.Style
         v title: String
        protocol UIPreviewActionItem: AnyObject
         v title: String
        class UIPreviewParameters: NSObject
         i init()
         i init(textLineRects:)
         v backgroundColor: UIColor!
         v shadowPath: UIBezierPath?
         v visiblePath: UIBezierPath?
        class UIPreviewTarget: NSObject
         i init(container:center:)
         i init(container:center:transform:)
         v center: CGPoint
         v container: UIView
         v transform: CGAffineTransform
        class UIProgressView: UIView
         f layoutSubviews()
         f setProgress(_:animated:)
         f sizeThatFits(_:) -> CGSize
         f tintColorDidChange()
         i init(coder:)
         i init(frame:)
         i init(progressViewStyle:)
         v intrinsicContentSize: CGSize
         v observedProgress: Progress?
         v progress: Float
         v progressImage: UIImage?
         v progressTintColor: UIColor?
         v progressViewStyle: Style
         v trackImage: UIImage?
         v trackTintColor: UIColor?
        enum UIProgressView.Style: Int, Sendable
        class UIPushBehavior: UIDynamicBehavior
         f addItem(_:)
         f removeItem(_:)
         f setAngle(_:magnitude:)
         f setTargetOffsetFromCenter(_:for:)
         f targetOffsetFromCenter(for:) -> UIOffset
         i init(items:mode:)
         v active: Bool
         v angle: CGFloat
         v items: [UIDynamicItem]
         v magnitude: CGFloat
         v mode: Mode
         v pushDirection: CGVector
        enum UIPushBehavior.Mode: Int, Sendable, Hashable
        struct UIRectCorner: OptionSet, Sendable, Hashable
         V allCorners: UIRectCorner
         V bottomLeft: UIRectCorner
         V bottomRight: UIRectCorner
         V topLeft: UIRectCorner
         V topRight: UIRectCorner
         i init(rawValue:)
         v rawValue: UInt
        struct UIRectEdge: OptionSet, Sendable, Hashable
         V all: UIRectEdge
         V bottom: UIRectEdge
         V left: UIRectEdge
         V right: UIRectEdge
         V top: UIRectEdge
         i init(rawValue:)
         v rawValue: UInt
        class UIRefreshControl: UIControl
         V pullDistance: CGFloat
         f beginRefreshing()
         f endRefreshing()
         i init()
         i init(coder:)
         i init(frame:)
         v attributedTitle: NSAttributedString?
         v isRefreshing: Bool
        class UIRegion: NSObject, NSCopying
         V infinite: UIRegion
         f contains(_:) -> Bool
         f copy(with:) -> Any
         f difference(from:) -> Self
         f intersection(with:) -> Self
         f inverse() -> Self
         f union(with:) -> Self
         i init(radius:)
         i init(size:)
        class UIResponder: NSObject, NSKeyValueObserving
         V keyboardAnimationCurveUserInfoKey: String
         V keyboardAnimationDurationUserInfoKey: String
         V keyboardDidChangeFrameNotification: Notification.Name
         V keyboardDidHideNotification: Notification.Name
         V keyboardDidShowNotification: Notification.Name
         V keyboardFrameBeginUserInfoKey: String
         V keyboardFrameEndUserInfoKey: String
         V keyboardIsLocalUserInfoKey: String
         V keyboardWillChangeFrameNotification: Notification.Name
         V keyboardWillHideNotification: Notification.Name
         V keyboardWillShowNotification: Notification.Name
         f accessibilityPerformEscape() -> Bool
         f awakeAfter(using:) -> Any?
         f becomeFirstResponder() -> Bool
         f glidePressKey(_:modifierFlags:) -> Bool
         f observeValue(forKeyPath:of:change:context:)
         f pressesBegan(_:with:)
         f pressesCancelled(_:with:)
         f pressesChanged(_:with:)
         f pressesEnded(_:with:)
         f remoteControlReceived(with:)
         f resignFirstResponder() -> Bool
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         i init()
         v accessibilityViewIsModal: Bool
         v canBecomeFirstResponder: Bool
         v canResignFirstResponder: Bool
         v isFirstResponder: Bool
         v keyCommands: [UIKeyCommand]?
         v next: UIResponder?
        enum UIReturnKeyType: Int, Sendable
        class UIRotationGestureRecognizer: UIGestureRecognizer
         f reset()
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         v rotation: CGFloat
         v velocity: CGFloat
        class UIScene: UIResponder
         v activationState: ActivationState
         v title: String?
        enum UIScene.ActivationState: Int, Sendable
        class UIScene.ConnectionOptions: NSObject
         i init()
         v sourceApplication: String?
         v urlContexts: Set<UIOpenURLContext>
        class UISceneConfiguration: NSObject
         i init(name:sessionRole:)
         v delegateClass: AnyClass?
         v name: String?
         v role: UISceneSession.Role
         v sceneClass: AnyClass?
         v storyboard: UIStoryboard?
        protocol UISceneDelegate: GlideObjectProtocol
         f scene(_:openURLContexts:)
         f scene(_:willConnectTo:options:)
         f sceneDidBecomeActive(_:)
         f sceneDidDisconnect(_:)
         f sceneDidEnterBackground(_:)
         f sceneWillEnterForeground(_:)
         f sceneWillResignActive(_:)
        class UISceneSession: NSObject
         i init(role:configuration:)
         v configuration: UISceneConfiguration
         v persistentIdentifier: String
         v role: Role
         v scene: UIScene?
         v userInfo: [String: Any]?
        struct UISceneSession.Role: RawRepresentable, Hashable, Sendable
         V windowApplication: Role
         V windowExternalDisplayNonInteractive: Role
         i init(rawValue:)
         v rawValue: String
        class UIScreen: NSObject
         V defaultSceneSize: CGSize
         V main: UIScreen
         V screens: [UIScreen]
         f displayLink(withTarget:selector:) -> CADisplayLink?
         f snapshotView(afterScreenUpdates:) -> UIView
         i init()
         v bounds: CGRect
         v coordinateSpace: UICoordinateSpace
         v fixedCoordinateSpace: UICoordinateSpace
         v maximumFramesPerSecond: Int
         v nativeBounds: CGRect
         v nativeScale: CGFloat
         v scale: CGFloat
         v traitCollection: UITraitCollection
        class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer
         f reset()
         f touchesBegan(_:with:)
         v edges: UIRectEdge
        enum UIScrollType: Int, Sendable
        struct UIScrollTypeMask: OptionSet, Sendable, Hashable
         V all: UIScrollTypeMask
         V continuous: UIScrollTypeMask
         V discrete: UIScrollTypeMask
         i init(rawValue:)
         v rawValue: Int
        class UIScrollView: UIView
         f flashScrollIndicators()
         f layoutSubviews()
         f scrollRectToVisible(_:animated:)
         f setContentOffset(_:animated:)
         f setZoomScale(_:animated:)
         f zoom(to:animated:)
         i init(coder:)
         i init(frame:)
         v adjustedContentInset: UIEdgeInsets
         v alwaysBounceHorizontal: Bool
         v alwaysBounceVertical: Bool
         v bounces: Bool
         v bouncesZoom: Bool
         v bounds: CGRect
         v canCancelContentTouches: Bool
         v contentInset: UIEdgeInsets
         v contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
         v contentLayoutGuide: UILayoutGuide
         v contentOffset: CGPoint
         v contentSize: CGSize
         v decelerationRate: DecelerationRate
         v delaysContentTouches: Bool
         v delegate: (UIScrollViewDelegate)?
         v frameLayoutGuide: UILayoutGuide
         v horizontalScrollIndicatorInsets: UIEdgeInsets
         v indicatorStyle: IndicatorStyle
         v isDecelerating: Bool
         v isDirectionalLockEnabled: Bool
         v isDragging: Bool
         v isPagingEnabled: Bool
         v isScrollEnabled: Bool
         v isTracking: Bool
         v isZoomBouncing: Bool
         v isZooming: Bool
         v keyboardDismissMode: KeyboardDismissMode
         v maximumZoomScale: CGFloat
         v minimumZoomScale: CGFloat
         v panGestureRecognizer: UIPanGestureRecognizer
         v pinchGestureRecognizer: UIPinchGestureRecognizer?
         v refreshControl: UIRefreshControl?
         v scrollIndicatorInsets: UIEdgeInsets
         v scrollsToTop: Bool
         v showsHorizontalScrollIndicator: Bool
         v showsVerticalScrollIndicator: Bool
         v verticalScrollIndicatorInsets: UIEdgeInsets
         v zoomScale: CGFloat
        enum UIScrollView.ContentInsetAdjustmentBehavior: Int, Sendable
        struct UIScrollView.DecelerationRate: RawRepresentable, Hashable, Sendable
         V fast: DecelerationRate
         V normal: DecelerationRate
         i init(rawValue:)
         v rawValue: CGFloat
        enum UIScrollView.IndicatorStyle: Int, Sendable
        enum UIScrollView.KeyboardDismissMode: Int, Sendable
        protocol UIScrollViewDelegate: NSObjectProtocol
         f scrollViewDidChangeAdjustedContentInset(_:)
         f scrollViewDidEndDecelerating(_:)
         f scrollViewDidEndDragging(_:willDecelerate:)
         f scrollViewDidEndScrollingAnimation(_:)
         f scrollViewDidEndZooming(_:with:atScale:)
         f scrollViewDidScroll(_:)
         f scrollViewDidScrollToTop(_:)
         f scrollViewDidZoom(_:)
         f scrollViewShouldScrollToTop(_:) -> Bool
         f scrollViewWillBeginDecelerating(_:)
         f scrollViewWillBeginDragging(_:)
         f scrollViewWillBeginZooming(_:with:)
         f scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
         f viewForZooming(in:) -> UIView?
        class UISearchBar: UIView, UIBarPositioning, UITextInputTraits
         V barHeight: CGFloat
         f becomeFirstResponder() -> Bool
         f layoutSubviews()
         f resignFirstResponder() -> Bool
         f setBackgroundImage(_:for:barMetrics:)
         f setImage(_:for:state:)
         f setPositionAdjustment(_:for:)
         f setSearchFieldBackgroundImage(_:for:)
         f setShowsCancelButton(_:animated:)
         f setShowsScope(_:animated:)
         f sizeThatFits(_:) -> CGSize
         i init(coder:)
         i init(frame:)
         v autocapitalizationType: UITextAutocapitalizationType
         v autocorrectionType: UITextAutocorrectionType
         v backgroundImage: UIImage?
         v barPosition: UIBarPosition
         v barStyle: UIBarStyle
         v barTintColor: UIColor?
         v canBecomeFirstResponder: Bool
         v delegate: (UISearchBarDelegate)?
         v enablesReturnKeyAutomatically: Bool
         v inputAccessoryView: UIView?
         v intrinsicContentSize: CGSize
         v isFirstResponder: Bool
         v isSearchResultsButtonSelected: Bool
         v isSecureTextEntry: Bool
         v isTranslucent: Bool
         v keyboardAppearance: UIKeyboardAppearance
         v keyboardType: UIKeyboardType
         v placeholder: String?
         v prompt: String?
         v returnKeyType: UIReturnKeyType
         v scopeBarBackgroundImage: UIImage?
         v scopeButtonTitles: [String]?
         v searchBarStyle: Style
         v searchFieldBackgroundPositionAdjustment: UIOffset
         v searchTextField: UISearchTextField
         v searchTextPositionAdjustment: UIOffset
         v selectedScopeButtonIndex: Int
         v showsBookmarkButton: Bool
         v showsCancelButton: Bool
         v showsScopeBar: Bool
         v showsSearchResultsButton: Bool
         v smartDashesType: UITextSmartDashesType
         v smartInsertDeleteType: UITextSmartInsertDeleteType
         v smartQuotesType: UITextSmartQuotesType
         v spellCheckingType: UITextSpellCheckingType
         v text: String?
         v textContentType: UITextContentType!
        struct UISearchBar.Icon: RawRepresentable, Hashable, Sendable
         V bookmark: Icon
         V clear: Icon
         V resultsList: Icon
         V search: Icon
         i init(rawValue:)
         v rawValue: Int
        enum UISearchBar.Style: UInt, Sendable
        protocol UISearchBarDelegate: UIBarPositioningDelegate
         f searchBar(_:selectedScopeButtonIndexDidChange:)
         f searchBar(_:shouldChangeTextIn:replacementText:) -> Bool
         f searchBar(_:textDidChange:)
         f searchBarBookmarkButtonClicked(_:)
         f searchBarCancelButtonClicked(_:)
         f searchBarResultsListButtonClicked(_:)
         f searchBarSearchButtonClicked(_:)
         f searchBarShouldBeginEditing(_:) -> Bool
         f searchBarShouldEndEditing(_:) -> Bool
         f searchBarTextDidBeginEditing(_:)
         f searchBarTextDidEndEditing(_:)
        class UISearchController: UIViewController
         f dismiss(animated:completion:)
         f loadView()
         f viewDidLayoutSubviews()
         i init(coder:)
         i init(nibName:bundle:)
         i init(searchResultsController:)
         v automaticallyShowsCancelButton: Bool
         v automaticallyShowsScopeBar: Bool
         v automaticallyShowsSearchResultsController: Bool
         v delegate: (UISearchControllerDelegate)?
         v dimsBackgroundDuringPresentation: Bool
         v hidesNavigationBarDuringPresentation: Bool
         v isActive: Bool
         v obscuresBackgroundDuringPresentation: Bool
         v searchBar: UISearchBar
         v searchResultsController: UIViewController?
         v searchResultsUpdater: (UISearchResultsUpdating)?
         v showsSearchResultsController: Bool
        protocol UISearchControllerDelegate: GlideObjectProtocol
         f didDismissSearchController(_:)
         f didPresentSearchController(_:)
         f presentSearchController(_:)
         f willDismissSearchController(_:)
         f willPresentSearchController(_:)
        protocol UISearchResultsUpdating: GlideObjectProtocol
         f updateSearchResults(for:)
        class UISearchTextField: UITextField
        class UISegmentedControl: UIControl
         V noSegment: ?
         f imageForSegment(at:) -> UIImage?
         f insertSegment(with:at:animated:)
         f insertSegment(withTitle:at:animated:)
         f isEnabledForSegment(at:) -> Bool
         f removeAllSegments()
         f removeSegment(at:animated:)
         f setEnabled(_:forSegmentAt:)
         f setImage(_:forSegmentAt:)
         f setTitle(_:forSegmentAt:)
         f setTitleTextAttributes(_:for:)
         f setWidth(_:forSegmentAt:)
         f sizeThatFits(_:) -> CGSize
         f titleForSegment(at:) -> String?
         f titleTextAttributes(for:) -> [NSAttributedString.Key: Any]?
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         f widthForSegment(at:) -> CGFloat
         i init(coder:)
         i init(frame:)
         i init(items:)
         v apportionsSegmentWidthsByContent: Bool
         v intrinsicContentSize: CGSize
         v isMomentary: Bool
         v numberOfSegments: Int
         v selectedSegmentIndex: Int
         v selectedSegmentTintColor: UIColor?
        class UISelectionFeedbackGenerator: UIFeedbackGenerator
         f selectionChanged()
         i init()
        enum UISemanticContentAttribute: Int, Sendable, Hashable
        class UISheetPresentationController: UIPresentationController
         f animateChanges(_:)
         f containerViewWillLayoutSubviews()
         f dismissalTransitionDidEnd(_:)
         f dismissalTransitionWillBegin()
         f invalidateDetents()
         f presentationTransitionDidEnd(_:)
         f presentationTransitionWillBegin()
         i init(presentedViewController:presenting:)
         v detents: [Detent]
         v frameOfPresentedViewInContainerView: CGRect
         v largestUndimmedDetentIdentifier: Detent.Identifier?
         v preferredCornerRadius: CGFloat?
         v prefersEdgeAttachedInCompactHeight: Bool
         v prefersGrabberVisible: Bool
         v prefersScrollingExpandsWhenScrolledToEdge: Bool
         v selectedDetentIdentifier: Detent.Identifier?
         v shouldPresentInFullscreen: Bool
         v shouldRemovePresentersView: Bool
         v sourceView: UIView?
         v widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
        class UISheetPresentationController.Detent: NSObject
         F custom(identifier:resolver:) -> Detent
         F large() -> Detent
         F medium() -> Detent
         f resolvedValue(in:) -> CGFloat?
         v description: String
         v identifier: Identifier
        struct UISheetPresentationController.Detent.Identifier: RawRepresentable, Hashable, Sendable
         V large: Identifier
         V medium: Identifier
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate
         f sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)
        protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol
         v containerTraitCollection: UITraitCollection
         v maximumDetentValue: CGFloat
        class UISlider: UIControl
         f maximumTrackImage(for:) -> UIImage?
         f minimumTrackImage(for:) -> UIImage?
         f setMaximumTrackImage(_:for:)
         f setMinimumTrackImage(_:for:)
         f setThumbImage(_:for:)
         f setValue(_:animated:)
         f thumbImage(for:) -> UIImage?
         f thumbRect(forBounds:trackRect:value:) -> CGRect
         f trackRect(forBounds:) -> CGRect
         v currentMaximumTrackImage: UIImage?
         v currentMinimumTrackImage: UIImage?
         v currentThumbImage: UIImage?
         v intrinsicContentSize: CGSize
         v isContinuous: Bool
         v maximumTrackTintColor: UIColor?
         v maximumValue: Float
         v maximumValueImage: UIImage?
         v minimumTrackTintColor: UIColor?
         v minimumValue: Float
         v minimumValueImage: UIImage?
         v thumbTintColor: UIColor?
         v value: Float
        class UISnapBehavior: UIDynamicBehavior
         i init(item:snapTo:)
         v damping: CGFloat
         v snapPoint: CGPoint
        class UISplitViewController: UIViewController
         V automaticDimension: CGFloat
         f hide(_:)
         f loadView()
         f setViewController(_:for:)
         f show(_:)
         f show(_:sender:)
         f showDetailViewController(_:sender:)
         f viewController(for:) -> UIViewController?
         i init(coder:)
         i init(nibName:bundle:)
         i init(style:)
         v delegate: (UISplitViewControllerDelegate)?
         v displayMode: DisplayMode
         v isCollapsed: Bool
         v maximumPrimaryColumnWidth: CGFloat
         v minimumPrimaryColumnWidth: CGFloat
         v preferredDisplayMode: DisplayMode
         v preferredPrimaryColumnWidthFraction: CGFloat
         v preferredSplitBehavior: SplitBehavior
         v presentsWithGesture: Bool
         v primaryColumnWidth: CGFloat
         v primaryEdge: PrimaryEdge
         v showsSecondaryOnlyButton: Bool
         v style: Style
         v viewControllers: [UIViewController]
        enum UISplitViewController.Column: Int, Sendable
        enum UISplitViewController.DisplayMode: Int, Sendable
         V allVisible: ?
         V primaryHidden: ?
         V primaryOverlay: ?
        enum UISplitViewController.PrimaryEdge: Int, Sendable
        enum UISplitViewController.SplitBehavior: Int, Sendable
        enum UISplitViewController.Style: Int, Sendable
        protocol UISplitViewControllerDelegate: GlideObjectProtocol
         f splitViewController(_:collapseSecondary:onto:) -> Bool
         f splitViewController(_:show:sender:) -> Bool
         f splitViewController(_:showDetail:sender:) -> Bool
         f splitViewController(_:willChangeTo:)
        class UISpringTimingParameters: UITimingCurveProvider
         f curve(forDuration:) -> SpringCurve
         i init()
         i init(dampingRatio:initialVelocity:)
         i init(duration:bounce:initialVelocity:)
         i init(mass:stiffness:damping:initialVelocity:)
         v cubicTimingParameters: UICubicTimingParameters?
         v damping: Double
         v dampingRatio: Double
         v implicitDuration: Bool
         v initialVelocity: CGVector
         v mass: Double
         v settlingDuration: Double
         v springTimingParameters: UISpringTimingParameters?
         v stiffness: Double
         v timingCurveType: UITimingCurveType
        class UIStackView: UIView
         V spacingUseDefault: CGFloat
         V spacingUseSystem: CGFloat
         f addArrangedSubview(_:)
         f customSpacing(after:) -> CGFloat
         f insertArrangedSubview(_:at:)
         f layoutMarginsDidChange()
         f removeArrangedSubview(_:)
         f setCustomSpacing(_:after:)
         f willRemoveSubview(_:)
         i init(arrangedSubviews:)
         i init(coder:)
         i init(frame:)
         v alignment: Alignment
         v arrangedSubviews: [UIView]
         v axis: NSLayoutConstraint.Axis
         v distribution: Distribution
         v isBaselineRelativeArrangement: Bool
         v isLayoutMarginsRelativeArrangement: Bool
         v spacing: CGFloat
        enum UIStackView.Alignment: Int, Sendable
         V bottom: ?
         V top: ?
        enum UIStackView.Distribution: Int, Sendable
        enum UIStatusBarAnimation: Int, Sendable, Hashable
        class UIStatusBarManager: NSObject
         v isStatusBarHidden: Bool
         v statusBarFrame: CGRect
         v statusBarStyle: UIStatusBarStyle
        enum UIStatusBarStyle: Int, Sendable, Hashable
        class UIStepper: UIControl
         f backgroundImage(for:) -> UIImage?
         f decrementImage(for:) -> UIImage?
         f dividerImage(forLeftSegmentState:rightSegmentState:) -> UIImage?
         f incrementImage(for:) -> UIImage?
         f layoutSubviews()
         f setBackgroundImage(_:for:)
         f setDecrementImage(_:for:)
         f setDividerImage(_:forLeftSegmentState:rightSegmentState:)
         f setIncrementImage(_:for:)
         f sizeThatFits(_:) -> CGSize
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         i init(coder:)
         i init(frame:)
         v autorepeat: Bool
         v intrinsicContentSize: CGSize
         v isContinuous: Bool
         v maximumValue: Double
         v minimumValue: Double
         v stepValue: Double
         v value: Double
         v wraps: Bool
        class UIStoryboard: NSObject
         F register(_:identifier:isInitial:make:)
         F registerScene(for:loadView:)
         F removeAllRegistrations()
         f instantiateInitialViewController() -> UIViewController?
         f instantiateInitialViewController(creator:) -> ViewController?
         f instantiateViewController(identifier:creator:) -> ViewController
         f instantiateViewController(withIdentifier:) -> UIViewController
         i init(name:bundle:)
         v name: String
        class UIStoryboardSegue: NSObject
         f perform()
         i init(identifier:source:destination:)
         i init(identifier:source:destination:performHandler:)
         v destination: UIViewController
         v identifier: String?
         v source: UIViewController
        class UIStoryboardUnwindSegueSource: NSObject
         v sender: Any?
         v source: UIViewController
         v unwindAction: Selector
        class UISwipeActionsConfiguration: NSObject
         i init(actions:)
         v actions: [UIContextualAction]
         v performsFirstActionWithFullSwipe: Bool
        class UISwipeGestureRecognizer: UIGestureRecognizer
         f location(in:) -> CGPoint
         f location(ofTouch:in:) -> CGPoint
         f reset()
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         v direction: Direction
         v numberOfTouches: Int
         v numberOfTouchesRequired: Int
        struct UISwipeGestureRecognizer.Direction: OptionSet, Sendable, Hashable
         V down: Direction
         V left: Direction
         V right: Direction
         V up: Direction
         i init(rawValue:)
         v rawValue: UInt
        class UISwitch: UIControl
         f setOn(_:animated:)
         f sizeThatFits(_:) -> CGSize
         i init(coder:)
         i init(frame:)
         v intrinsicContentSize: CGSize
         v isOn: Bool
         v onTintColor: UIColor?
         v thumbTintColor: UIColor?
        class UITabBar: UIView
         f layoutSubviews()
         f setItems(_:animated:)
         i init(coder:)
         i init(frame:)
         v backgroundImage: UIImage?
         v barStyle: UIBarStyle
         v barTintColor: UIColor?
         v delegate: (UITabBarDelegate)?
         v intrinsicContentSize: CGSize
         v isTranslucent: Bool
         v items: [UITabBarItem]?
         v scrollEdgeAppearance: UITabBarAppearance?
         v selectedItem: UITabBarItem?
         v selectionIndicatorImage: UIImage?
         v shadowImage: UIImage?
         v standardAppearance: UITabBarAppearance
         v unselectedItemTintColor: UIColor?
        class UITabBarAppearance: UIBarAppearance
         v compactInlineLayoutAppearance: UITabBarItemAppearance
         v inlineLayoutAppearance: UITabBarItemAppearance
         v selectionIndicatorImage: UIImage?
         v selectionIndicatorTintColor: UIColor?
         v stackedLayoutAppearance: UITabBarItemAppearance
        class UITabBarController: UIViewController, UITabBarDelegate
         V tabBarHeight: Double
         f loadView()
         f setViewControllers(_:)
         f setViewControllers(_:animated:)
         f tabBar(_:didSelect:)
         f viewDidLoad()
         i init(coder:)
         i init(nibName:bundle:)
         i init(viewControllers:name:)
         v childForStatusBarHidden: UIViewController?
         v childForStatusBarStyle: UIViewController?
         v delegate: (UITabBarControllerDelegate)?
         v selectedIndex: Int
         v selectedViewController: UIViewController?
         v tabBar: UITabBar
         v transitionCoordinator: TransitionCoordinator?
         v viewControllers: [UIViewController]?
        protocol UITabBarControllerDelegate: GlideObjectProtocol
         f tabBarController(_:animationControllerForTransitionFrom:to:) -> (UIViewControllerAnimatedTransitioning)?
         f tabBarController(_:didSelect:)
         f tabBarController(_:interactionControllerFor:) -> (UIViewControllerInteractiveTransitioning)?
         f tabBarController(_:shouldSelect:) -> Bool
        protocol UITabBarDelegate: NSObjectProtocol
         f tabBar(_:didSelect:)
        class UITabBarItem: UIBarItem
         i init()
         i init(coder:)
         i init(tabBarSystemItem:tag:)
         i init(title:image:selectedImage:)
         i init(title:image:tag:)
         v badgeColor: UIColor?
         v badgeValue: String?
         v scrollEdgeAppearance: UITabBarAppearance?
         v selectedImage: UIImage?
         v standardAppearance: UITabBarAppearance?
         v titlePositionAdjustment: UIOffset
        enum UITabBarItem.SystemItem: Int, Sendable
        class UITabBarItemAppearance: NSObject
         v disabled: UITabBarItemStateAppearance
         v focused: UITabBarItemStateAppearance
         v normal: UITabBarItemStateAppearance
         v selected: UITabBarItemStateAppearance
        class UITabBarItemStateAppearance: NSObject
         v badgeBackgroundColor: UIColor?
         v badgeTextAttributes: [NSAttributedString.Key: Any]
         v iconColor: UIColor?
         v titlePositionAdjustment: UIOffset
         v titleTextAttributes: [NSAttributedString.Key: Any]
        class UITableView: UIScrollView
         V automaticDimension: CGFloat
         f beginUpdates()
         f cellForRow(at:) -> UITableViewCell?
         f deleteRows(at:with:)
         f deleteSections(_:with:)
         f dequeueReusableCell(withIdentifier:) -> UITableViewCell?
         f dequeueReusableCell(withIdentifier:for:) -> UITableViewCell
         f dequeueReusableHeaderFooterView(withIdentifier:) -> UITableViewHeaderFooterView?
         f deselectRow(at:animated:)
         f endUpdates()
         f footerView(forSection:) -> UITableViewHeaderFooterView?
         f headerView(forSection:) -> UITableViewHeaderFooterView?
         f indexPath(for:) -> IndexPath?
         f indexPathForRow(at:) -> IndexPath?
         f insertRows(at:with:)
         f insertSections(_:with:)
         f layoutSubviews()
         f moveRow(at:to:)
         f moveSection(_:toSection:)
         f numberOfRows(inSection:) -> Int
         f performBatchUpdates(_:completion:)
         f rect(forSection:) -> CGRect
         f rectForFooter(inSection:) -> CGRect
         f rectForHeader(inSection:) -> CGRect
         f rectForRow(at:) -> CGRect
         f register(_:forCellReuseIdentifier:)
         f register(_:forCellReuseIdentifier:initializer:)
         f register(_:forHeaderFooterViewReuseIdentifier:)
         f register(_:forHeaderFooterViewReuseIdentifier:initializer:)
         f reloadData()
         f reloadRows(at:with:)
         f reloadSections(_:with:)
         f scrollToRow(at:at:animated:)
         f selectRow(at:animated:scrollPosition:)
         i init(coder:)
         i init(frame:)
         i init(frame:style:)
         v allowsMultipleSelection: Bool
         v allowsSelection: Bool
         v backgroundView: UIView?
         v dataSource: (UITableViewDataSource)?
         v estimatedRowHeight: CGFloat
         v indexPathForSelectedRow: IndexPath?
         v indexPathsForSelectedRows: [IndexPath]?
         v indexPathsForVisibleRows: [IndexPath]?
         v numberOfSections: Int
         v resolvedRowHeight: CGFloat
         v rowHeight: CGFloat
         v sectionFooterHeight: CGFloat
         v sectionHeaderHeight: CGFloat
         v separatorColor: UIColor?
         v separatorEffect: UIVisualEffect?
         v separatorInset: UIEdgeInsets
         v separatorStyle: UITableViewCell.SeparatorStyle
         v style: Style
         v tableFooterView: UIView?
         v tableHeaderView: UIView?
         v visibleCells: [UITableViewCell]
        enum UITableView.RowAnimation: Int, Sendable
        enum UITableView.ScrollPosition: Int, Sendable
        enum UITableView.Style: Int, Sendable
        class UITableViewCell: UIView
         f defaultContentConfiguration() -> UIListContentConfiguration
         f layoutSubviews()
         f prepareForReuse()
         f setHighlighted(_:animated:)
         f setNeedsUpdateConfiguration()
         f setSelected(_:animated:)
         f updateConfiguration(using:)
         i init(coder:)
         i init(frame:)
         i init(style:reuseIdentifier:)
         v accessoryType: AccessoryType
         v accessoryView: UIView?
         v automaticallyUpdatesBackgroundConfiguration: Bool
         v automaticallyUpdatesContentConfiguration: Bool
         v backgroundConfiguration: UIBackgroundConfiguration?
         v backgroundView: UIView?
         v configurationState: UICellConfigurationState
         v configurationUpdateHandler: ConfigurationUpdateHandler?
         v contentConfiguration: UIContentConfiguration?
         v contentView: UIView
         v detailTextLabel: UILabel?
         v imageView: UIImageView?
         v isHighlighted: Bool
         v isSelected: Bool
         v reuseIdentifier: String?
         v selectedBackgroundView: UIView?
         v selectionStyle: SelectionStyle
         v separatorInset: UIEdgeInsets
         v style: CellStyle
         v textLabel: UILabel?
        enum UITableViewCell.AccessoryType: Int, Sendable
        enum UITableViewCell.CellStyle: Int, Sendable
        enum UITableViewCell.EditingStyle: Int, Sendable
        enum UITableViewCell.SelectionStyle: Int, Sendable
        enum UITableViewCell.SeparatorStyle: Int, Sendable, Hashable
        class UITableViewController: UIViewController
         f loadView()
         f numberOfSections(in:) -> Int
         f scrollViewDidChangeAdjustedContentInset(_:)
         f scrollViewDidEndDecelerating(_:)
         f scrollViewDidEndDragging(_:willDecelerate:)
         f scrollViewDidEndScrollingAnimation(_:)
         f scrollViewDidEndZooming(_:with:atScale:)
         f scrollViewDidScroll(_:)
         f scrollViewDidScrollToTop(_:)
         f scrollViewDidZoom(_:)
         f scrollViewShouldScrollToTop(_:) -> Bool
         f scrollViewWillBeginDecelerating(_:)
         f scrollViewWillBeginDragging(_:)
         f scrollViewWillBeginZooming(_:with:)
         f scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
         f tableView(_:canEditRowAt:) -> Bool
         f tableView(_:cellForRowAt:) -> UITableViewCell
         f tableView(_:commit:forRowAt:)
         f tableView(_:didDeselectRowAt:)
         f tableView(_:didEndDisplaying:forRowAt:)
         f tableView(_:didHighlightRowAt:)
         f tableView(_:didSelectRowAt:)
         f tableView(_:didUnhighlightRowAt:)
         f tableView(_:editActionsForRowAt:) -> [UITableViewRowAction]?
         f tableView(_:editingStyleForRowAt:) -> UITableViewCell.EditingStyle
         f tableView(_:heightForFooterInSection:) -> CGFloat
         f tableView(_:heightForHeaderInSection:) -> CGFloat
         f tableView(_:heightForRowAt:) -> CGFloat
         f tableView(_:leadingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?
         f tableView(_:numberOfRowsInSection:) -> Int
         f tableView(_:shouldHighlightRowAt:) -> Bool
         f tableView(_:titleForFooterInSection:) -> String?
         f tableView(_:titleForHeaderInSection:) -> String?
         f tableView(_:trailingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?
         f tableView(_:viewForFooterInSection:) -> UIView?
         f tableView(_:viewForHeaderInSection:) -> UIView?
         f tableView(_:willDisplay:forRowAt:)
         f tableView(_:willDisplayFooterView:forSection:)
         f tableView(_:willDisplayHeaderView:forSection:)
         f tableView(_:willSelectRowAt:) -> IndexPath?
         f viewForZooming(in:) -> UIView?
         f viewWillAppear(_:)
         i init(coder:)
         i init(nibName:bundle:)
         i init(style:)
         v clearsSelectionOnViewWillAppear: Bool
         v refreshControl: UIRefreshControl?
         v tableView: UITableView!
        protocol UITableViewDataSource: NSObjectProtocol
         f numberOfSections(in:) -> Int
         f tableView(_:canEditRowAt:) -> Bool
         f tableView(_:cellForRowAt:) -> UITableViewCell
         f tableView(_:commit:forRowAt:)
         f tableView(_:numberOfRowsInSection:) -> Int
         f tableView(_:titleForFooterInSection:) -> String?
         f tableView(_:titleForHeaderInSection:) -> String?
        protocol UITableViewDelegate: UIScrollViewDelegate
         f tableView(_:didDeselectRowAt:)
         f tableView(_:didEndDisplaying:forRowAt:)
         f tableView(_:didHighlightRowAt:)
         f tableView(_:didSelectRowAt:)
         f tableView(_:didUnhighlightRowAt:)
         f tableView(_:editActionsForRowAt:) -> [UITableViewRowAction]?
         f tableView(_:editingStyleForRowAt:) -> UITableViewCell.EditingStyle
         f tableView(_:heightForFooterInSection:) -> CGFloat
         f tableView(_:heightForHeaderInSection:) -> CGFloat
         f tableView(_:heightForRowAt:) -> CGFloat
         f tableView(_:leadingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?
         f tableView(_:shouldHighlightRowAt:) -> Bool
         f tableView(_:trailingSwipeActionsConfigurationForRowAt:) -> UISwipeActionsConfiguration?
         f tableView(_:viewForFooterInSection:) -> UIView?
         f tableView(_:viewForHeaderInSection:) -> UIView?
         f tableView(_:willDisplay:forRowAt:)
         f tableView(_:willDisplayFooterView:forSection:)
         f tableView(_:willDisplayHeaderView:forSection:)
         f tableView(_:willSelectRowAt:) -> IndexPath?
        class UITableViewDiffableDataSource: NSObject, UITableViewDataSource
         f apply(_:animatingDifferences:)
         f apply(_:animatingDifferences:completion:)
         f applySnapshotUsingReloadData(_:)
         f applySnapshotUsingReloadData(_:completion:)
         f index(for:) -> Int?
         f indexPath(for:) -> IndexPath?
         f itemIdentifier(for:) -> ItemIdentifierType?
         f numberOfSections(in:) -> Int
         f sectionIdentifier(for:) -> SectionIdentifierType?
         f snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
         f tableView(_:cellForRowAt:) -> UITableViewCell
         f tableView(_:numberOfRowsInSection:) -> Int
         f tableView(_:titleForHeaderInSection:) -> String?
         i init(tableView:cellProvider:)
         v defaultRowAnimation: UITableView.RowAnimation
        class UITableViewHeaderFooterView: UIView
         f defaultContentConfiguration() -> UIListContentConfiguration
         f layoutSubviews()
         f prepareForReuse()
         f setNeedsUpdateConfiguration()
         f updateConfiguration(using:)
         i init(coder:)
         i init(frame:)
         i init(reuseIdentifier:)
         v automaticallyUpdatesBackgroundConfiguration: Bool
         v automaticallyUpdatesContentConfiguration: Bool
         v backgroundConfiguration: UIBackgroundConfiguration?
         v backgroundView: UIView?
         v configurationState: UIViewConfigurationState
         v configurationUpdateHandler: ConfigurationUpdateHandler?
         v contentConfiguration: UIContentConfiguration?
         v contentView: UIView
         v reuseIdentifier: String?
         v textLabel: UILabel?
        class UITableViewRowAction: NSObject
         f glidePerform(at:)
         i init(style:title:handler:)
         v backgroundColor: UIColor?
         v backgroundEffect: UIVisualEffect?
         v style: Style
         v title: String?
        enum UITableViewRowAction.Style: Int, Sendable
         V destructive: ?
        class UITapGestureRecognizer: UIGestureRecognizer
         f location(in:) -> CGPoint
         f reset()
         f touchesBegan(_:with:)
         f touchesCancelled(_:with:)
         f touchesEnded(_:with:)
         f touchesMoved(_:with:)
         v numberOfTapsRequired: Int
         v numberOfTouchesRequired: Int
        class UITargetedPreview: NSObject
         f retargetedPreview(with:) -> UITargetedPreview
         i init(view:)
         i init(view:parameters:)
         i init(view:parameters:target:)
         v parameters: UIPreviewParameters
         v size: CGSize
         v target: UIPreviewTarget
         v view: UIView
        enum UITextAutocapitalizationType: Int, Sendable
        enum UITextAutocorrectionType: Int, Sendable
        struct UITextContentType: RawRepresentable, Hashable, Sendable
         V URL: UITextContentType
         V addressCity: UITextContentType
         V countryName: UITextContentType
         V creditCardNumber: UITextContentType
         V emailAddress: UITextContentType
         V familyName: UITextContentType
         V fullStreetAddress: UITextContentType
         V givenName: UITextContentType
         V name: UITextContentType
         V newPassword: UITextContentType
         V nickname: UITextContentType
         V oneTimeCode: UITextContentType
         V organizationName: UITextContentType
         V password: UITextContentType
         V postalCode: UITextContentType
         V telephoneNumber: UITextContentType
         V username: UITextContentType
         i init(_:)
         i init(rawValue:)
         v rawValue: String
        class UITextField: UIControl, UIKeyInput, UITextInputTraits
         V textDidBeginEditingNotification: Notification.Name
         V textDidChangeNotification: Notification.Name
         V textDidEndEditingNotification: Notification.Name
         f becomeFirstResponder() -> Bool
         f borderRect(forBounds:) -> CGRect
         f clearButtonRect(forBounds:) -> CGRect
         f deleteBackward()
         f editingRect(forBounds:) -> CGRect
         f insertText(_:)
         f leftViewRect(forBounds:) -> CGRect
         f offset(from:to:) -> Int
         f placeholderRect(forBounds:) -> CGRect
         f position(from:offset:) -> UITextPosition?
         f resignFirstResponder() -> Bool
         f rightViewRect(forBounds:) -> CGRect
         f sizeThatFits(_:) -> CGSize
         f text(in:) -> String?
         f textRange(from:to:) -> UITextRange?
         f textRect(forBounds:) -> CGRect
         i init(coder:)
         i init(frame:)
         v adjustsFontSizeToFitWidth: Bool
         v attributedPlaceholder: NSAttributedString?
         v attributedText: NSAttributedString?
         v autocapitalizationType: UITextAutocapitalizationType
         v autocorrectionType: UITextAutocorrectionType
         v background: UIImage?
         v beginningOfDocument: UITextPosition
         v borderStyle: BorderStyle
         v canBecomeFirstResponder: Bool
         v clearButtonMode: ViewMode
         v clearsOnBeginEditing: Bool
         v defaultTextAttributes: [NSAttributedString.Key: Any]
         v delegate: (UITextFieldDelegate)?
         v enablesReturnKeyAutomatically: Bool
         v endOfDocument: UITextPosition
         v font: UIFont?
         v hasText: Bool
         v inputAccessoryView: UIView?
         v inputView: UIView?
         v intrinsicContentSize: CGSize
         v isEditing: Bool
         v isSecureTextEntry: Bool
         v keyboardAppearance: UIKeyboardAppearance
         v keyboardType: UIKeyboardType
         v leftView: UIView?
         v leftViewMode: ViewMode
         v minimumFontSize: CGFloat
         v placeholder: String?
         v returnKeyType: UIReturnKeyType
         v rightView: UIView?
         v rightViewMode: ViewMode
         v selectedTextRange: UITextRange?
         v smartDashesType: UITextSmartDashesType
         v smartInsertDeleteType: UITextSmartInsertDeleteType
         v smartQuotesType: UITextSmartQuotesType
         v spellCheckingType: UITextSpellCheckingType
         v text: String?
         v textAlignment: NSTextAlignment
         v textColor: UIColor?
         v textContentType: UITextContentType!
        enum UITextField.BorderStyle: Int, Sendable
        enum UITextField.DidEndEditingReason: Int, Sendable
        enum UITextField.ViewMode: Int, Sendable
        protocol UITextFieldDelegate: NSObjectProtocol
         f textField(_:shouldChangeCharactersIn:replacementString:) -> Bool
         f textFieldDidBeginEditing(_:)
         f textFieldDidChangeSelection(_:)
         f textFieldDidEndEditing(_:)
         f textFieldDidEndEditing(_:reason:)
         f textFieldShouldBeginEditing(_:) -> Bool
         f textFieldShouldClear(_:) -> Bool
         f textFieldShouldEndEditing(_:) -> Bool
         f textFieldShouldReturn(_:) -> Bool
        protocol UITextInputTraits: AnyObject
         v autocapitalizationType: UITextAutocapitalizationType
         v autocorrectionType: UITextAutocorrectionType
         v enablesReturnKeyAutomatically: Bool
         v isSecureTextEntry: Bool
         v keyboardAppearance: UIKeyboardAppearance
         v keyboardType: UIKeyboardType
         v returnKeyType: UIReturnKeyType
         v smartDashesType: UITextSmartDashesType
         v smartInsertDeleteType: UITextSmartInsertDeleteType
         v smartQuotesType: UITextSmartQuotesType
         v spellCheckingType: UITextSpellCheckingType
         v textContentType: UITextContentType!
        class UITextPosition: NSObject
         f isEqual(_:) -> Bool
         i init()
         v hash: Int
         v offset: Int
        class UITextRange: NSObject
         i init()
         v end: UITextPosition
         v isEmpty: Bool
         v start: UITextPosition
        enum UITextSmartDashesType: Int, Sendable
        enum UITextSmartInsertDeleteType: Int, Sendable
        enum UITextSmartQuotesType: Int, Sendable
        enum UITextSpellCheckingType: Int, Sendable
        class UITextView: UIScrollView, UITextInputTraits
         V textDidBeginEditingNotification: Notification.Name
         V textDidChangeNotification: Notification.Name
         V textDidEndEditingNotification: Notification.Name
         f scrollRangeToVisible(_:)
         i init(coder:)
         i init(frame:)
         i init(frame:textContainer:)
         v attributedText: NSAttributedString!
         v autocapitalizationType: UITextAutocapitalizationType
         v autocorrectionType: UITextAutocorrectionType
         v bounds: CGRect
         v enablesReturnKeyAutomatically: Bool
         v font: UIFont?
         v hasText: Bool
         v inputAccessoryView: UIView?
         v inputView: UIView?
         v isEditable: Bool
         v isSecureTextEntry: Bool
         v isSelectable: Bool
         v keyboardAppearance: UIKeyboardAppearance
         v keyboardType: UIKeyboardType
         v layoutManager: NSLayoutManager
         v returnKeyType: UIReturnKeyType
         v selectedRange: NSRange
         v smartDashesType: UITextSmartDashesType
         v smartInsertDeleteType: UITextSmartInsertDeleteType
         v smartQuotesType: UITextSmartQuotesType
         v spellCheckingType: UITextSpellCheckingType
         v text: String!
         v textAlignment: NSTextAlignment
         v textColor: UIColor?
         v textContainer: NSTextContainer
         v textContainerInset: UIEdgeInsets
         v textContentType: UITextContentType!
         v textStorage: NSTextStorage
        protocol UITextViewDelegate: UIScrollViewDelegate
         f textViewDidBeginEditing(_:)
         f textViewDidChange(_:)
         f textViewDidEndEditing(_:)
         f textViewShouldBeginEditing(_:) -> Bool
        protocol UITimingCurveProvider: AnyObject, Sendable
         v cubicTimingParameters: UICubicTimingParameters?
         v springTimingParameters: UISpringTimingParameters?
         v timingCurveType: UITimingCurveType
        enum UITimingCurveType: Sendable, Hashable
        class UIToolbar: UIView, UIBarPositioning
         f backgroundImage(forToolbarPosition:barMetrics:) -> UIImage?
         f layoutSubviews()
         f setBackgroundImage(_:forToolbarPosition:barMetrics:)
         f setItems(_:animated:)
         f setShadowImage(_:forToolbarPosition:)
         f shadowImage(forToolbarPosition:) -> UIImage?
         f sizeThatFits(_:) -> CGSize
         i init()
         i init(coder:)
         i init(frame:)
         v barPosition: UIBarPosition
         v barStyle: UIBarStyle
         v barTintColor: UIColor?
         v compactAppearance: UIToolbarAppearance?
         v compactScrollEdgeAppearance: UIToolbarAppearance?
         v delegate: (UIToolbarDelegate)?
         v intrinsicContentSize: CGSize
         v isTranslucent: Bool
         v items: [UIBarButtonItem]?
         v scrollEdgeAppearance: UIToolbarAppearance?
         v standardAppearance: UIToolbarAppearance
        class UIToolbarAppearance: UIBarAppearance
         v buttonAppearance: UIBarButtonItemAppearance
         v doneButtonAppearance: UIBarButtonItemAppearance
        protocol UIToolbarDelegate: UIBarPositioningDelegate
        class UITouch: NSObject
         f location(in:) -> CGPoint
         f previousLocation(in:) -> CGPoint
         v force: CGFloat
         v gestureRecognizers: [UIGestureRecognizer]?
         v majorRadius: CGFloat
         v majorRadiusTolerance: CGFloat
         v maximumPossibleForce: CGFloat
         v phase: Phase
         v tapCount: Int
         v timestamp: TimeInterval
         v type: TouchType
         v view: UIView?
         v window: UIWindow?
        enum UITouch.Phase: Int, Sendable
        enum UITouch.Routing: Int, Sendable
        enum UITouch.TouchType: Int, Sendable
        class UITraitCollection: NSObject, @unchecked Sendable
         V current: UITraitCollection
         f containsTraits(in:) -> Bool
         f hasDifferentColorAppearance(comparedTo:) -> Bool
         f isEqual(_:) -> Bool
         i init()
         i init(horizontalSizeClass:)
         i init(userInterfaceLevel:)
         i init(userInterfaceStyle:)
         i init(verticalSizeClass:)
         v displayScale: CGFloat
         v hash: Int
         v horizontalSizeClass: UIUserInterfaceSizeClass
         v layoutDirection: UITraitEnvironmentLayoutDirection
         v preferredContentSizeCategory: UIContentSizeCategory
         v userInterfaceIdiom: UIUserInterfaceIdiom
         v userInterfaceLevel: UIUserInterfaceLevel
         v userInterfaceStyle: UIUserInterfaceStyle
         v verticalSizeClass: UIUserInterfaceSizeClass
        enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable
        struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable
         V from: UITransitionContextViewControllerKey
         V to: UITransitionContextViewControllerKey
         i init(rawValue:)
         v rawValue: String
        struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable
         V from: UITransitionContextViewKey
         V to: UITransitionContextViewKey
         i init(rawValue:)
         v rawValue: String
        enum UIUserInterfaceIdiom: Int, Sendable, Hashable
        enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable
        enum UIUserInterfaceLevel: Int, Sendable, Hashable
        enum UIUserInterfaceSizeClass: Int, Sendable, Hashable
        enum UIUserInterfaceStyle: Int, Sendable, Hashable
        class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable
         f isEqual(_:) -> Bool
         i init(blurEffect:)
         i init(blurEffect:style:)
         v hash: Int
        enum UIVibrancyEffectStyle: Int, Sendable, Hashable
        class UIView: UIResponder, UIAppearanceContainer, UIPopoverPresentationControllerSourceItem, UIDynamicItem, UICoordinateSpace, UIAppearance, CALayerDelegate
         F addKeyframe(withRelativeStartTime:relativeDuration:animations:)
         F animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
         F animate(withDuration:delay:options:animations:completion:)
         F animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
         F animateKeyframes(withDuration:delay:options:animations:completion:)
         F appearance() -> Self
         F appearance(whenContainedInInstancesOf:) -> Self
         F beginAnimations(_:context:)
         F commitAnimations()
         F glideMakeWithInit() -> UIView
         F modifyAnimations(withRepeatCount:autoreverses:animations:)
         F performWithoutAnimation(_:)
         F setAnimationBeginsFromCurrentState(_:)
         F setAnimationCurve(_:)
         F setAnimationDelay(_:)
         F setAnimationDelegate(_:)
         F setAnimationDidStop(_:)
         F setAnimationDuration(_:)
         F setAnimationRepeatAutoreverses(_:)
         F setAnimationRepeatCount(_:)
         F setAnimationStart(_:)
         F setAnimationTransition(_:for:cache:)
         F setAnimationWillStart(_:)
         F setAnimationsEnabled(_:)
         F transition(from:to:duration:options:completion:)
         F transition(with:duration:options:animations:completion:)
         F userInterfaceLayoutDirection(for:) -> UIUserInterfaceLayoutDirection
         V areAnimationsEnabled: Bool
         V areAnimationsEnabledInCurrentBlock: Bool
         V inheritedAnimationDuration: TimeInterval
         V layerClass: AnyClass
         V layoutFittingCompressedSize: CGSize
         V layoutFittingExpandedSize: CGSize
         V noIntrinsicMetric: CGFloat
         V requiresConstraintBasedLayout: Bool
         f accessibilityDecrement()
         f accessibilityIncrement()
         f action(for:forKey:) -> (CAAction)?
         f addConstraint(_:)
         f addConstraints(_:)
         f addGestureRecognizer(_:)
         f addInteraction(_:)
         f addLayoutGuide(_:)
         f addMotionEffect(_:)
         f addSubview(_:)
         f alignmentRect(forFrame:) -> CGRect
         f awakeFromNib()
         f bringSubviewToFront(_:)
         f contentCompressionResistancePriority(for:) -> UILayoutPriority
         f contentHuggingPriority(for:) -> UILayoutPriority
         f convert(_:from:) -> CGPoint
         f convert(_:from:) -> CGRect
         f convert(_:to:) -> CGPoint
         f convert(_:to:) -> CGRect
         f didAddSubview(_:)
         f didMoveToSuperview()
         f didMoveToWindow()
         f display(_:)
         f draw(_:)
         f draw(_:in:)
         f drawHierarchy(in:afterScreenUpdates:) -> Bool
         f endEditing(_:) -> Bool
         f exchangeSubview(at:withSubviewAt:)
         f frame(forAlignmentRect:) -> CGRect
         f gestureRecognizerShouldBegin(_:) -> Bool
         f hitTest(_:with:) -> UIView?
         f insertSubview(_:aboveSubview:)
         f insertSubview(_:at:)
         f insertSubview(_:belowSubview:)
         f invalidateIntrinsicContentSize()
         f isDescendant(of:) -> Bool
         f layerWillDraw(_:)
         f layoutIfNeeded()
         f layoutMarginsDidChange()
         f layoutSublayers(of:)
         f layoutSubviews()
         f needsUpdateConstraints() -> Bool
         f point(inside:with:) -> Bool
         f prepareForInterfaceBuilder()
         f removeConstraint(_:)
         f removeConstraints(_:)
         f removeFromSuperview()
         f removeGestureRecognizer(_:)
         f removeInteraction(_:)
         f removeLayoutGuide(_:)
         f removeMotionEffect(_:)
         f resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) -> UIView?
         f safeAreaInsetsDidChange()
         f sendSubviewToBack(_:)
         f setContentCompressionResistancePriority(_:for:)
         f setContentHuggingPriority(_:for:)
         f setNeedsDisplay()
         f setNeedsDisplay(_:)
         f setNeedsLayout()
         f setNeedsUpdateConstraints()
         f sizeThatFits(_:) -> CGSize
         f sizeToFit()
         f snapshotView(afterScreenUpdates:) -> UIView?
         f systemLayoutSizeFitting(_:) -> CGSize
         f systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:) -> CGSize
         f tintColorDidChange()
         f traitCollectionDidChange(_:)
         f updateConstraints()
         f updateConstraintsIfNeeded()
         f viewWithTag(_:) -> UIView?
         f willMove(toSuperview:)
         f willMove(toWindow:)
         f willRemoveSubview(_:)
         i init()
         i init(coder:)
         i init(frame:)
         v accessibilityHint: String?
         v accessibilityIdentifier: String?
         v accessibilityIgnoresInvertColors: Bool
         v accessibilityLabel: String?
         v accessibilityTraits: UIAccessibilityTraits
         v accessibilityValue: String?
         v alignmentRectInsets: UIEdgeInsets
         v alpha: CGFloat
         v anchorPoint: CGPoint
         v autoresizesSubviews: Bool
         v autoresizingMask: UIView.AutoresizingMask
         v backgroundColor: UIColor?
         v bottomAnchor: NSLayoutYAxisAnchor
         v bounds: CGRect
         v center: CGPoint
         v centerXAnchor: NSLayoutXAxisAnchor
         v centerYAnchor: NSLayoutYAxisAnchor
         v clipsToBounds: Bool
         v collisionBoundingPath: UIBezierPath
         v collisionBoundsType: UIDynamicItemCollisionBoundsType
         v constraints: [NSLayoutConstraint]
         v contentMode: UIView.ContentMode
         v cornerConfiguration: UICornerConfiguration
         v description: String
         v directionalLayoutMargins: NSDirectionalEdgeInsets
         v effectiveTintAdjustmentMode: TintAdjustmentMode
         v effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
         v firstBaselineAnchor: NSLayoutYAxisAnchor
         v frame: CGRect
         v gestureRecognizers: [UIGestureRecognizer]?
         v heightAnchor: NSLayoutDimension
         v insetsLayoutMarginsFromSafeArea: Bool
         v interactions: [UIInteraction]
         v intrinsicContentSize: CGSize
         v isAccessibilityElement: Bool
         v isExclusiveTouch: Bool
         v isHidden: Bool
         v isMultipleTouchEnabled: Bool
         v isOpaque: Bool
         v isUserInteractionEnabled: Bool
         v lastBaselineAnchor: NSLayoutYAxisAnchor
         v layer: CALayer
         v layoutGuides: [UILayoutGuide]
         v layoutMargins: UIEdgeInsets
         v layoutMarginsGuide: UILayoutGuide
         v leadingAnchor: NSLayoutXAxisAnchor
         v leftAnchor: NSLayoutXAxisAnchor
         v mask: UIView?
         v motionEffects: [UIMotionEffect]
         v next: UIResponder?
         v preservesSuperviewLayoutMargins: Bool
         v restorationIdentifier: String?
         v rightAnchor: NSLayoutXAxisAnchor
         v safeAreaInsets: UIEdgeInsets
         v safeAreaLayoutGuide: UILayoutGuide
         v semanticContentAttribute: UISemanticContentAttribute
         v subviews: [UIView]
         v superview: UIView?
         v tag: Int
         v tintAdjustmentMode: TintAdjustmentMode
         v tintColor: UIColor!
         v topAnchor: NSLayoutYAxisAnchor
         v trailingAnchor: NSLayoutXAxisAnchor
         v traitCollection: UITraitCollection
         v transform3D: CATransform3D
         v transform: CGAffineTransform
         v translatesAutoresizingMaskIntoConstraints: Bool
         v widthAnchor: NSLayoutDimension
         v window: UIWindow?
        enum UIView.AnimationCurve: Int, Sendable, Hashable, CaseIterable
         v controlPoints: (CGPoint, CGPoint)
        struct UIView.AnimationOptions: OptionSet, Sendable, Hashable
         V `repeat`: UIView.AnimationOptions
         V allowAnimatedContent: UIView.AnimationOptions
         V allowUserInteraction: UIView.AnimationOptions
         V autoreverse: UIView.AnimationOptions
         V beginFromCurrentState: UIView.AnimationOptions
         V curveEaseIn: UIView.AnimationOptions
         V curveEaseInOut: UIView.AnimationOptions
         V curveEaseOut: UIView.AnimationOptions
         V curveLinear: UIView.AnimationOptions
         V layoutSubviews: UIView.AnimationOptions
         V overrideInheritedCurve: UIView.AnimationOptions
         V overrideInheritedDuration: UIView.AnimationOptions
         V overrideInheritedOptions: UIView.AnimationOptions
         V preferredFramesPerSecond30: UIView.AnimationOptions
         V preferredFramesPerSecond60: UIView.AnimationOptions
         V preferredFramesPerSecondDefault: UIView.AnimationOptions
         V showHideTransitionViews: UIView.AnimationOptions
         V transitionCrossDissolve: UIView.AnimationOptions
         V transitionCurlDown: UIView.AnimationOptions
         V transitionCurlUp: UIView.AnimationOptions
         V transitionFlipFromBottom: UIView.AnimationOptions
         V transitionFlipFromLeft: UIView.AnimationOptions
         V transitionFlipFromRight: UIView.AnimationOptions
         V transitionFlipFromTop: UIView.AnimationOptions
         V transitionNone: UIView.AnimationOptions
         i init(rawValue:)
         v curve: UIView.AnimationCurve
         v rawValue: UInt
        enum UIView.AnimationTransition: Int, Sendable
        struct UIView.AutoresizingMask: OptionSet, Sendable, Hashable
         V flexibleBottomMargin: AutoresizingMask
         V flexibleHeight: AutoresizingMask
         V flexibleLeftMargin: AutoresizingMask
         V flexibleRightMargin: AutoresizingMask
         V flexibleTopMargin: AutoresizingMask
         V flexibleWidth: AutoresizingMask
         i init(rawValue:)
         v rawValue: UInt
        enum UIView.ContentMode: Int, Sendable, Hashable, CaseIterable
        struct UIView.KeyframeAnimationOptions: OptionSet, Sendable, Hashable
         V `repeat`: UIView.KeyframeAnimationOptions
         V allowUserInteraction: UIView.KeyframeAnimationOptions
         V autoreverse: UIView.KeyframeAnimationOptions
         V beginFromCurrentState: UIView.KeyframeAnimationOptions
         V calculationModeCubic: UIView.KeyframeAnimationOptions
         V calculationModeCubicPaced: UIView.KeyframeAnimationOptions
         V calculationModeDiscrete: UIView.KeyframeAnimationOptions
         V calculationModeLinear: UIView.KeyframeAnimationOptions
         V calculationModePaced: UIView.KeyframeAnimationOptions
         V curveEaseIn: UIView.KeyframeAnimationOptions
         V curveEaseInOut: UIView.KeyframeAnimationOptions
         V curveEaseOut: UIView.KeyframeAnimationOptions
         V curveLinear: UIView.KeyframeAnimationOptions
         V layoutSubviews: UIView.KeyframeAnimationOptions
         V overrideInheritedDuration: UIView.KeyframeAnimationOptions
         V overrideInheritedOptions: UIView.KeyframeAnimationOptions
         i init(rawValue:)
         v curve: UIView.AnimationCurve
         v rawValue: UInt
        enum UIView.TintAdjustmentMode: Int, Sendable, Hashable
        protocol UIViewAnimating: AnyObject
         f finishAnimation(at:)
         f pauseAnimation()
         f startAnimation()
         f startAnimation(afterDelay:)
         f stopAnimation(_:)
         v fractionComplete: CGFloat
         v isReversed: Bool
         v isRunning: Bool
         v state: UIViewAnimatingState
        enum UIViewAnimatingPosition: Sendable, Hashable
        enum UIViewAnimatingState: Int, Sendable, Hashable
        struct UIViewConfigurationState: UIConfigurationState, Hashable
         i init(traitCollection:)
         v isDisabled: Bool
         v isFocused: Bool
         v isHighlighted: Bool
         v isPinned: Bool
         v isSelected: Bool
         v traitCollection: UITraitCollection
        class UIViewController: UIResponder, UIAppearanceContainer, UIContentContainer
         F glideMakeWithInit() -> UIViewController
         f addChild(_:)
         f allowedChildrenForUnwinding(from:) -> [UIViewController]
         f awakeFromNib()
         f beginAppearanceTransition(_:animated:)
         f canPerformUnwindSegueAction(_:from:sender:) -> Bool
         f canPerformUnwindSegueAction(_:from:withSender:) -> Bool
         f childContaining(_:) -> UIViewController?
         f didMove(toParent:)
         f didReceiveMemoryWarning()
         f didRotate(from:)
         f dismiss(animated:completion:)
         f endAppearanceTransition()
         f loadView()
         f loadViewIfNeeded()
         f performSegue(withIdentifier:sender:)
         f preferredContentSizeDidChange(forChildContentContainer:)
         f prepare(for:sender:)
         f present(_:animated:completion:)
         f registerForPreviewing(with:sourceView:) -> UIViewControllerPreviewing
         f removeFromParent()
         f setNeedsStatusBarAppearanceUpdate()
         f setNeedsUpdateOfHomeIndicatorAutoHidden()
         f setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
         f setToolbarItems(_:animated:)
         f shouldPerformSegue(withIdentifier:sender:) -> Bool
         f show(_:sender:)
         f showDetailViewController(_:sender:)
         f size(forChildContentContainer:withParentContainerSize:) -> CGSize
         f systemLayoutFittingSizeDidChange(forChildContentContainer:)
         f traitCollectionDidChange(_:)
         f transition(from:to:duration:options:animations:completion:)
         f unregisterForPreviewing(withContext:)
         f unwind(for:towards:)
         f updateViewConstraints()
         f viewDidAppear(_:)
         f viewDidDisappear(_:)
         f viewDidLayoutSubviews()
         f viewDidLoad()
         f viewIsAppearing(_:)
         f viewSafeAreaInsetsDidChange()
         f viewWillAppear(_:)
         f viewWillDisappear(_:)
         f viewWillLayoutSubviews()
         f viewWillTransition(to:with:)
         f willAnimateRotation(to:duration:)
         f willMove(toParent:)
         f willRotate(to:duration:)
         f willTransition(to:with:)
         i init()
         i init(coder:)
         i init(nibName:bundle:)
         v additionalSafeAreaInsets: UIEdgeInsets
         v automaticallyAdjustsScrollViewInsets: Bool
         v bottomLayoutGuide: UILayoutSupport
         v childForHomeIndicatorAutoHidden: UIViewController?
         v childForScreenEdgesDeferringSystemGestures: UIViewController?
         v childForStatusBarHidden: UIViewController?
         v childForStatusBarStyle: UIViewController?
         v children: [UIViewController]
         v definesPresentationContext: Bool
         v edgesForExtendedLayout: UIRectEdge
         v extendedLayoutIncludesOpaqueBars: Bool
         v hidesBottomBarWhenPushed: Bool
         v isBeingDismissed: Bool
         v isBeingPresented: Bool
         v isModalInPopover: Bool
         v isModalInPresentation: Bool
         v isMovingFromParent: Bool
         v isMovingToParent: Bool
         v isViewLoaded: Bool
         v modalPresentationCapturesStatusBarAppearance: Bool
         v modalPresentationStyle: UIModalPresentationStyle
         v modalTransitionStyle: UIModalTransitionStyle
         v navigationController: UINavigationController?
         v navigationItem: UINavigationItem
         v next: UIResponder?
         v nibBundle: Bundle?
         v nibName: String?
         v overrideUserInterfaceStyle: UIUserInterfaceStyle
         v parent: UIViewController?
         v popoverPresentationController: UIPopoverPresentationController?
         v preferredContentSize: CGSize
         v preferredInterfaceOrientationForPresentation: UIInterfaceOrientation
         v preferredScreenEdgesDeferringSystemGestures: UIRectEdge
         v preferredStatusBarStyle: UIStatusBarStyle
         v preferredStatusBarUpdateAnimation: UIStatusBarAnimation
         v prefersHomeIndicatorAutoHidden: Bool
         v prefersStatusBarHidden: Bool
         v presentationController: UIPresentationController?
         v presentedViewController: UIViewController?
         v presentingViewController: UIViewController?
         v previewActionItems: [UIPreviewActionItem]
         v providesPresentationContextTransitionStyle: Bool
         v restorationIdentifier: String?
         v sheetPresentationController: UISheetPresentationController?
         v shouldAutomaticallyForwardAppearanceMethods: Bool
         v shouldAutomaticallyForwardRotationMethods: Bool
         v shouldAutorotate: Bool
         v splitViewController: UISplitViewController?
         v storyboard: UIStoryboard?
         v supportedInterfaceOrientations: UIInterfaceOrientationMask
         v tabBarController: UITabBarController?
         v tabBarItem: UITabBarItem!
         v title: String?
         v toolbarItems: [UIBarButtonItem]?
         v topLayoutGuide: UILayoutSupport
         v traitCollection: UITraitCollection
         v transitionCoordinator: TransitionCoordinator?
         v transitioningDelegate: (UIViewControllerTransitioningDelegate)?
         v view: UIView!
         v viewIfLoaded: UIView?
        protocol UIViewControllerAnimatedTransitioning: GlideObjectProtocol
         f animateTransition(using:)
         f animationEnded(_:)
         f interruptibleAnimator(using:) -> UIViewImplicitlyAnimating
         f transitionDuration(using:) -> Double
        protocol UIViewControllerContextTransitioning: GlideObjectProtocol
         f cancelInteractiveTransition()
         f completeTransition(_:)
         f finalFrame(for:) -> CGRect
         f finishInteractiveTransition()
         f initialFrame(for:) -> CGRect
         f pauseInteractiveTransition()
         f updateInteractiveTransition(_:)
         f view(forKey:) -> UIView?
         f viewController(forKey:) -> UIViewController?
         v containerView: UIView
         v isAnimated: Bool
         v isInteractive: Bool
         v presentationStyle: UIModalPresentationStyle
         v targetTransform: CGAffineTransform
         v transitionWasCancelled: Bool
        protocol UIViewControllerInteractiveTransitioning: GlideObjectProtocol
         f startInteractiveTransition(_:)
         v completionCurve: UIView.AnimationCurve
         v completionSpeed: CGFloat
         v wantsInteractiveStart: Bool
        protocol UIViewControllerPreviewing: NSObjectProtocol
         v delegate: UIViewControllerPreviewingDelegate
         v previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer
         v sourceRect: CGRect
         v sourceView: UIView
        protocol UIViewControllerPreviewingDelegate: NSObjectProtocol
         f previewingContext(_:commit:)
         f previewingContext(_:viewControllerForLocation:) -> UIViewController?
        protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
         f animate(alongsideTransition:) -> Bool
         f animate(alongsideTransition:completion:) -> Bool
         f animateAlongsideTransition(in:animation:completion:) -> Bool
         f notifyWhenInteractionChanges(_:)
        protocol UIViewControllerTransitionCoordinatorContext: GlideObjectProtocol
         f view(forKey:) -> UIView?
         f viewController(forKey:) -> UIViewController?
         v completionCurve: UIView.AnimationCurve
         v completionVelocity: CGFloat
         v containerView: UIView
         v initiallyInteractive: Bool
         v isAnimated: Bool
         v isCancelled: Bool
         v isInteractive: Bool
         v isInterruptible: Bool
         v percentComplete: CGFloat
         v presentationStyle: UIModalPresentationStyle
         v targetTransform: CGAffineTransform
         v transitionDuration: TimeInterval
        protocol UIViewControllerTransitioningDelegate: GlideObjectProtocol
         f animationController(forDismissed:) -> (UIViewControllerAnimatedTransitioning)?
         f animationController(forPresented:presenting:source:) -> (UIViewControllerAnimatedTransitioning)?
         f interactionControllerForDismissal(using:) -> (UIViewControllerInteractiveTransitioning)?
         f interactionControllerForPresentation(using:) -> (UIViewControllerInteractiveTransitioning)?
         f presentationController(forPresented:presenting:source:) -> UIPresentationController?
        protocol UIViewImplicitlyAnimating: UIViewAnimating
         f addAnimations(_:)
         f addAnimations(_:delayFactor:)
         f addCompletion(_:)
         f continueAnimation(withTimingParameters:durationFactor:)
         v glideImplemented: (UIViewImplicitlyAnimating)?
        class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating
         F runningPropertyAnimator(withDuration:delay:options:animations:completion:) -> UIViewPropertyAnimator
         f addAnimations(_:)
         f addAnimations(_:delayFactor:)
         f addCompletion() -> UIViewAnimatingPosition
         f addCompletion(_:)
         f continueAnimation(withTimingParameters:durationFactor:)
         f finishAnimation(at:)
         f pauseAnimation()
         f startAnimation()
         f startAnimation(afterDelay:)
         f stopAnimation(_:)
         i init()
         i init(duration:controlPoint1:controlPoint2:animations:)
         i init(duration:curve:animations:)
         i init(duration:dampingRatio:animations:)
         i init(duration:timingParameters:)
         v delay: Double
         v duration: Double
         v fractionComplete: CGFloat
         v isInterruptible: Bool
         v isReversed: Bool
         v isRunning: Bool
         v isUserInteractionEnabled: Bool
         v pausesOnCompletion: Bool
         v scrubsLinearly: Bool
         v state: UIViewAnimatingState
         v timingParameters: UITimingCurveProvider
        class UIVisualEffect: NSObject, @unchecked Sendable
         i init()
        class UIVisualEffectView: UIView
         i init(coder:)
         i init(effect:)
         i init(frame:)
         v contentView: UIView
         v effect: UIVisualEffect?
        class UIWindow: UIView
         V didBecomeHiddenNotification: Notification.Name
         V didBecomeKeyNotification: Notification.Name
         V didBecomeVisibleNotification: Notification.Name
         V didResignKeyNotification: Notification.Name
         f becomeKey()
         f makeKey()
         f makeKeyAndVisible()
         f resignKey()
         f sendEvent(_:)
         i init()
         i init(coder:)
         i init(frame:)
         i init(frame:clock:)
         i init(windowScene:)
         v clock: Clock
         v isHidden: Bool
         v isKeyWindow: Bool
         v rootViewController: UIViewController?
         v screen: UIScreen
         v windowLevel: Level
         v windowScene: UIWindowScene?
        struct UIWindow.Level: RawRepresentable, Hashable, Comparable, Sendable
         F +(lhs:rhs:) -> Level
         F -(lhs:rhs:) -> Level
         F <(lhs:rhs:) -> Bool
         V alert: Level
         V normal: Level
         V statusBar: Level
         i init(_:)
         i init(rawValue:)
         v rawValue: CGFloat
        class UIWindowScene: UIScene
         v interfaceOrientation: UIInterfaceOrientation
         v keyWindow: UIWindow?
         v screen: UIScreen
         v statusBarManager: UIStatusBarManager?
         v traitCollection: UITraitCollection
         v windows: [UIWindow]
        protocol UIWindowSceneDelegate: UISceneDelegate
         v window: UIWindow?
        struct mach_timebase_info_data_t: Sendable, Hashable
         i init()
         i init(numer:denom:)
         v denom: UInt32
         v numer: UInt32
        enum objc_AssociationPolicy: UInt, Sendable
        """
}
