import Foundation
import GlideCoreGraphics

// A layer's geometry as the engine reads it: matrices to the superlayer (anchor point, transform,
// the superlayer's sublayerTransform), points mapped through them, the presented quad on screen.
extension CALayer {
    /// The layer's ``transform`` as an affine transform (its 2D part).
    @discardableResult
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }

    /// Sets the layer's ``transform`` to the 3D equivalent of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// The matrix from this layer's coordinates to its superlayer's (including the superlayer's
    /// ``sublayerTransform``), for points in the plane z = 0.
    package func matrixToSuperlayer(_ parent: CALayer?) -> CATransform3D? {
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        let sub = parent?.sublayerTransform ?? .identity
        let flipped = parent?.isGeometryFlipped ?? false
        if transform.isIdentity, sub.isIdentity, !flipped { return nil }
        var m = CATransform3D(translationX: -ax, y: -ay, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3D(translationX: position.x, y: position.y, z: zPosition))
        if let parent, !sub.isIdentity {
            let b = parent.bounds
            let px = b.minX + parent.anchorPoint.x * b.width, py = b.minY + parent.anchorPoint.y * b.height
            m = m.concatenating(CATransform3D(translationX: -px, y: -py, z: 0)).concatenating(sub)
                .concatenating(CATransform3D(translationX: px, y: py, z: 0))
        }
        if let parent, flipped { m = m.concatenating(Self.flip(parent.bounds)) }
        return m
    }

    /// The matrix that flips y within `bounds` (a superlayer whose geometry is flipped).
    static func flip(_ bounds: CGRect) -> CATransform3D {
        CATransform3D(scaleX: 1, y: -1, z: 1).concatenating(CATransform3D(translationX: 0, y: bounds.minY + bounds.maxY, z: 0))
    }

    /// The corners of the presented bounds (top left, top right, bottom right, bottom left) in the
    /// root layer's coordinates, through every ancestor's presented transform, anchor point and
    /// `sublayerTransform` (perspective included): where the layer shows on screen now.
    package func presentedQuad() -> [CGPoint] {
        let state = presentationState()
        let b = state.bounds
        var points = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        var layer = self
        var current = state
        while let parent = layer.superlayer {
            let parentState = parent.presentationState()
            var m = Self.matrix(current, parent: parentState, zPosition: current.zPosition)
            if parent.isGeometryFlipped { m = m.concatenating(Self.flip(parentState.bounds)) }
            points = points.map { m.project($0) }
            layer = parent
            current = parentState
        }
        return points
    }

    /// The matrix from a layer in `state` to its parent's coordinates.
    static func matrix(_ state: LayerState, parent: LayerState?, zPosition: CGFloat) -> CATransform3D {
        let b = state.bounds
        var m = CATransform3D(translationX: -(b.minX + state.anchorPoint.x * b.width), y: -(b.minY + state.anchorPoint.y * b.height), z: 0)
            .concatenating(state.transform)
            .concatenating(CATransform3D(translationX: state.position.x, y: state.position.y, z: zPosition))
        if let parent, !parent.sublayerTransform.isIdentity {
            let pb = parent.bounds
            let px = pb.minX + parent.anchorPoint.x * pb.width, py = pb.minY + parent.anchorPoint.y * pb.height
            m = m.concatenating(CATransform3D(translationX: -px, y: -py, z: 0)).concatenating(parent.sublayerTransform)
                .concatenating(CATransform3D(translationX: px, y: py, z: 0))
        }
        return m
    }

    /// `p` in this layer's coordinates mapped to `parent`'s (the superlayer by default).
    package func pointToSuperlayer(_ p: CGPoint, parent: CALayer?) -> CGPoint {
        guard let m = matrixToSuperlayer(parent) else {
            return CGPoint(
                x: p.x - bounds.minX - anchorPoint.x * bounds.width + position.x,
                y: p.y - bounds.minY - anchorPoint.y * bounds.height + position.y)
        }
        return m.project(p)
    }

    /// `p` in `parent`'s coordinates mapped to this layer's (the inverse of the plane-to-plane map).
    package func pointFromSuperlayer(_ p: CGPoint, parent: CALayer?) -> CGPoint {
        guard let m = matrixToSuperlayer(parent) else {
            return CGPoint(
                x: p.x - position.x + bounds.minX + anchorPoint.x * bounds.width,
                y: p.y - position.y + bounds.minY + anchorPoint.y * bounds.height)
        }
        // The homography of the plane z = 0: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
        let a = m.m11, b = m.m12, c = m.m14, d = m.m21, e = m.m22, f = m.m24, g = m.m41, h = m.m42, i = m.m44
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return p }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        // Row vector [x y 1] times the inverse (adjugate / det).
        // adj(H) = [[A D G] [B E H] [C F I]] (the transposed cofactors).
        let x = p.x * A + p.y * B + C, y = p.x * D + p.y * E + F, w = p.x * G + p.y * H + I
        return CGPoint(x: x / w, y: y / w)
    }

    var ancestors: [CALayer] {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let current = l { chain.append(current); l = current.superlayer }
        return chain
    }

    func toRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var l = self
        while let parent = l.superlayer {
            point = l.pointToSuperlayer(point, parent: parent)
            l = parent
        }
        return point
    }

    func fromRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        for l in ancestors.dropLast().reversed() { point = l.pointFromSuperlayer(point, parent: l.superlayer) }
        return point
    }

    static func corners(_ rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the presented ``mask`` lets `p` (in this layer's coordinates) show: always without
    /// a mask; with a shape layer, inside its presented filled path; with another layer, inside its
    /// bounds where its presented background colour is not transparent.
    package func presentedMaskAllows(_ p: CGPoint) -> Bool {
        guard let mask else { return true }
        let local = mask.pointFromSuperlayer(p, parent: nil)
        let state = mask.presentationState()
        guard !state.isHidden, state.opacity > 0 else { return false }
        if let shape = mask as? CAShapeLayer { return shape.presentedFillContains(local) }
        return state.bounds.contains(local) && (state.backgroundCGColor?.alpha ?? 0) > 0
    }
}
