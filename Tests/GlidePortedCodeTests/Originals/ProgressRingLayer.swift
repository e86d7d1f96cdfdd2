//
//  ProgressRingLayer.swift
//  A ring that animates its own drawing: Core Animation's custom animatable property, with the
//  presentation layer drawing the animated value each frame.
//

import UIKit

class ProgressRingLayer: CALayer {
    @NSManaged var progress: CGFloat
    @NSManaged var ringColor: CGColor?

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
        if key == #keyPath(progress) { return true }
        return super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == #keyPath(progress) {
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
}
