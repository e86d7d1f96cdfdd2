//
//  ProgressRingLayer.swift
//  A ring that animates its own drawing: Core Animation's custom animatable property, with the
//  presentation layer drawing the animated value each frame.
//

import GlideUIKit

class ProgressRingLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    var ringColor: CGColor? {
        get { value(forKey: "ringColor") as? CGColor }
        set { setValue(newValue, forKey: "ringColor") }
    }

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressRingLayer {
            progress = other.progress
            ringColor = other.ringColor
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" { return true }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 0.4
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        ctx.setStrokeColor(ringColor ?? UIColor.systemBlue.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }

    // Written by glide port: Core Animation makes presentation layers with init(layer:) through the Objective-C runtime.
    override func makePresentationLayer() -> CALayer { ProgressRingLayer(layer: self) }
    // Written by glide port: UIKit makes a view's layer from its layerClass with init() through the Objective-C runtime.
    override class func makeBackingLayer() -> CALayer { ProgressRingLayer() }
}

class ProgressRingView: UIView {
    let ringLayer = ProgressRingLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(ringLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ringLayer.frame = bounds
    }

    func setProgress(_ progress: CGFloat) {
        ringLayer.progress = progress
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIView { ProgressRingView() }
}
