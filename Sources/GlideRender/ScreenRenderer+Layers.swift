import Foundation
import GlideUIKitCore

// Sublayers drawn otherwise than one by one in their superlayer's plane: a replicator's copies, a transform layer's
// group in 3D.

extension Drawing {
    /// A layer's sublayers with their presented states, by zPosition then in order.
    static func sortedSublayers(of layer: CALayer) -> [(index: Int, layer: CALayer, state: LayerState)] {
        (layer.sublayers ?? []).enumerated()
            .map { (index: $0.offset, layer: $0.element, state: $0.element.presentationState()) }
            .sorted { $0.state.zPosition != $1.state.zPosition ? $0.state.zPosition < $1.state.zPosition : $0.index < $1.index }
    }

    /// A replicator's sublayers, once per instance, back to front: instance k through the instance transform k times
    /// over (about the replicator's centre), its colours multiplied by the instance colour, its explicit animations
    /// k × `instanceDelay` seconds behind (the sublayers' presented states are read on a clock that far behind).
    mutating func replicatedSublayers(of replicator: CAReplicatorLayer, state: LayerState, map: Mapping, depth: Int) -> String {
        guard !(replicator.sublayers ?? []).isEmpty else { return "" }
        var out = ""
        for instance in replicator.presentedInstances() {
            var copy = ""
            let draw = { (drawing: inout Drawing) in
                for child in Self.sortedSublayers(of: replicator) {
                    let step = layerStep(child.state, parent: state, instance: instance.transform)
                    copy += drawing.layer(child.layer, state: child.state, map: map.appending(innermost: step), depth: depth + 1)
                }
            }
            if instance.delay != 0 {
                DelayedClock(Clocks.current, by: instance.delay).withCurrent { draw(&self) }
            } else {
                draw(&self)
            }
            guard !copy.isEmpty else { continue }
            let c = instance.color
            if c.red == 1, c.green == 1, c.blue == 1, c.alpha == 1 {
                out += copy
            } else if silhouette {
                // In a mask only the alpha counts.
                out += "<g opacity=\"\(SVGText.number(c.alpha))\">\n" + copy + "</g>\n"
            } else {
                out += "<g filter=\"url(#\(tintFilter(c)))\">\n" + copy + "</g>\n"
            }
        }
        return out
    }

    /// The id of a filter that multiplies colours component by component (shared by every copy of that colour).
    mutating func tintFilter(_ c: (red: Double, green: Double, blue: Double, alpha: Double)) -> String {
        let n = SVGText.number
        let values = "\(n(c.red)) 0 0 0 0 0 \(n(c.green)) 0 0 0 0 0 \(n(c.blue)) 0 0 0 0 0 \(n(c.alpha)) 0"
        let key = "tint " + values
        if let id = blurFilters[key] { return id }
        let id = newID("tint")
        blurFilters[key] = id
        defs += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\" "
            + "color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>\n"
        return id
    }

    /// A transform layer's sublayers, not flattened into its plane: each one's step composed in 3D with the transform
    /// layer's (``Mapping/merging(innermost:)``), whether it faces away decided by that composition, drawn back to front
    /// by the depth of its centre (then by zPosition and order).
    mutating func sublayersInDepth(of layer: CALayer, state: LayerState, map: Mapping, depth: Int) -> String {
        var children: [(index: Int, layer: CALayer, state: LayerState, map: Mapping, z: Double, facingAway: Bool)] = []
        for (index, child) in (layer.sublayers ?? []).enumerated() {
            let childState = child.presentationState()
            let childMap = map.merging(innermost: layerStep(childState, parent: state))
            let m = childMap.steps[0]
            let b = childState.bounds
            let center = CGPoint(x: b.midX, y: b.midY)
            let z = Double(center.x * m.m13 + center.y * m.m23 + m.m43)
            children.append((index, child, childState, childMap, z, Self.isFacingAway(m, at: center)))
        }
        children.sort {
            if $0.z != $1.z { return $0.z < $1.z }
            if $0.state.zPosition != $1.state.zPosition { return $0.state.zPosition < $1.state.zPosition }
            return $0.index < $1.index
        }
        var out = ""
        for child in children {
            out += self.layer(child.layer, state: child.state, map: child.map, depth: depth + 1, facingAway: child.facingAway)
        }
        return out
    }

    /// Whether `m` (with its perspective) shows the back of the plane z = 0 near `p`: the projected basis turns over.
    static func isFacingAway(_ m: CATransform3D, at p: CGPoint) -> Bool {
        func project(_ q: CGPoint) -> CGPoint? {
            let w = q.x * m.m14 + q.y * m.m24 + m.m44
            guard w > 1e-9 else { return nil }
            return CGPoint(x: (q.x * m.m11 + q.y * m.m21 + m.m41) / w, y: (q.x * m.m12 + q.y * m.m22 + m.m42) / w)
        }
        guard let o = project(p), let x = project(CGPoint(x: p.x + 1, y: p.y)), let y = project(CGPoint(x: p.x, y: p.y + 1)) else { return false }
        return (x.x - o.x) * (y.y - o.y) - (x.y - o.y) * (y.x - o.x) < 0
    }
}

/// A clock `delay` seconds behind another: what a replicator's later instances are drawn on, so that their explicit
/// animations show as they were that long ago. Work scheduled on it is scheduled on the other clock.
@MainActor
final class DelayedClock: Clock {
    let base: any Clock
    let delay: Int64

    init(_ base: any Clock, by seconds: Double) {
        self.base = base
        delay = nanoseconds(seconds)
    }

    var nowNanoseconds: Int64 { base.nowNanoseconds - delay }

    @discardableResult
    func schedule(atNanoseconds nanoseconds: Int64, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        base.schedule(atNanoseconds: nanoseconds + delay, action)
    }
}
