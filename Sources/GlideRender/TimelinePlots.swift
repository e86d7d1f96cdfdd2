import Foundation

/// The time axis shared by the timeline plots: seconds from ``start`` to ``end`` across ``width``
/// pixels after a ``left`` margin, so one cursor position (``x(_:)``) is right in every plot.
public struct TimeAxis: Sendable, Hashable {
    /// The first second shown.
    public var start: Double
    /// The last second shown.
    public var end: Double
    /// The whole plot's width, in pixels.
    public var width: Double = 640
    /// The left margin (for the value labels), in pixels.
    public var left: Double = 48
    /// The right margin, in pixels.
    public var right: Double = 14

    /// An axis from `start` to `end` seconds (widened to 0.1 s when shorter).
    public init(start: Double, end: Double, width: Double = 640) {
        self.start = start
        self.end = max(end, start + 0.1)
        self.width = width
    }

    /// The plotting width in pixels.
    public var span: Double { width - left - right }

    /// The x of `t` seconds.
    public func x(_ t: Double) -> Double { left + (t - start) / (end - start) * span }

    /// Tick times: a 1, 2, 5 step giving at most 8 ticks.
    public var ticks: [Double] {
        let length = end - start
        var step = 0.001
        let steps = [1.0, 2, 5]
        var i = 0
        while length / step > 8 {
            step = steps[i % 3] * pow(10, Double(i / 3) - 3)
            i += 1
        }
        // Each tick as a multiple of the step (not a running sum, which drifts: 0.6000000000000001).
        var k = (start / step).rounded(.up)
        var out: [Double] = []
        while k * step <= end + 1e-9 {
            let t = (k * step * 1e9).rounded() / 1e9
            out.append(t == 0 ? 0 : t)
            k += 1
        }
        return out
    }

    /// The attributes the HTML report's script reads to move a cursor: `data-t0`, `data-t1`, `data-left`, `data-span`.
    var dataAttributes: String {
        "data-t0=\"\(start)\" data-t1=\"\(end)\" data-left=\"\(left)\" data-span=\"\(span)\""
    }

    /// "0.25 s" with as many decimals as the tick step needs.
    func label(_ t: Double) -> String {
        var text = String(format: "%.3f", t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}

/// Percent against time: the transition's percent at every display frame, the gestures as bands, and
/// the moments that decide a transition (the release with its percent, the decision and its reason,
/// the completion).
public struct PercentPlot: Sendable {
    /// The percent (0...1) at a time.
    public struct Sample: Sendable, Hashable {
        public var t: Double
        public var percent: Double
        /// The transition's phase (interactive, completing, completed): the curve's colour.
        public var phase: String
        public init(t: Double, percent: Double, phase: String) {
            self.t = t
            self.percent = percent
            self.phase = phase
        }
    }

    /// A gesture from `start` to `end` seconds, labelled.
    public struct Band: Sendable, Hashable {
        public var start: Double
        public var end: Double
        public var label: String
        public init(start: Double, end: Double, label: String) {
            self.start = start
            self.end = end
            self.label = label
        }
    }

    /// A moment: the transition began, the release (with its decision), the completion.
    public struct Marker: Sendable, Hashable {
        /// What the marker is.
        public enum Kind: String, Sendable, Hashable { case began, release, completion, note }
        public var t: Double
        public var kind: Kind
        public var label: String
        public init(t: Double, kind: Kind, label: String) {
            self.t = t
            self.kind = kind
            self.label = label
        }
    }

    public var samples: [Sample]
    public var bands: [Band]
    public var markers: [Marker]
    public var axis: TimeAxis
    /// The plot's height in pixels.
    public var height = 240.0

    public init(samples: [Sample], bands: [Band], markers: [Marker], axis: TimeAxis) {
        self.samples = samples
        self.bands = bands
        self.markers = markers
        self.axis = axis
    }

    static let top = 22.0, bottom = 46.0

    /// The plot as an inline `<svg>` (with a cursor line of class `cursor` at the axis' start).
    public func svg() -> String {
        let n = SVGText.number
        let plotHeight = height - Self.top - Self.bottom
        func y(_ p: Double) -> Double { Self.top + (1 - p) * plotHeight }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot percent-plot\" width=\"\(n(axis.width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(axis.width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\" \(axis.dataAttributes)>\n"
        out += "<rect width=\"\(n(axis.width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        for band in bands {
            let x0 = axis.x(band.start), x1 = axis.x(band.end)
            out += "<g class=\"band\"><title>\(SVGText.escape(band.label)): \(axis.label(band.start)) to \(axis.label(band.end))</title>"
                + "<rect x=\"\(n(x0))\" y=\"\(n(Self.top))\" width=\"\(n(max(1, x1 - x0)))\" height=\"\(n(plotHeight))\" fill=\"#e3f0ff\"/>"
                + "<text x=\"\(n(x0 + 3))\" y=\"\(n(Self.top - 6))\" fill=\"#2f6fb5\">\(SVGText.escape(band.label))</text></g>\n"
        }
        for p in [0.0, 0.5, 1.0] {
            out += "<line x1=\"\(n(axis.left))\" y1=\"\(n(y(p)))\" x2=\"\(n(axis.left + axis.span))\" y2=\"\(n(y(p)))\" stroke=\"#d0d4da\" stroke-width=\"1\"/>"
                + "<text x=\"\(n(axis.left - 6))\" y=\"\(n(y(p) + 4))\" text-anchor=\"end\" fill=\"#555\">\(Int(p * 100)) %</text>\n"
        }
        for t in axis.ticks {
            out += "<line x1=\"\(n(axis.x(t)))\" y1=\"\(n(Self.top + plotHeight))\" x2=\"\(n(axis.x(t)))\" y2=\"\(n(Self.top + plotHeight + 4))\" stroke=\"#888\"/>"
                + "<text x=\"\(n(axis.x(t)))\" y=\"\(n(Self.top + plotHeight + 16))\" text-anchor=\"middle\" fill=\"#555\">\(axis.label(t))</text>\n"
        }
        // The curve, one polyline per run of the same phase.
        var runs: [(phase: String, points: [String])] = []
        var lastTime = -Double.infinity
        for s in samples {
            let point = "\(n(axis.x(s.t))),\(n(y(min(max(s.percent, -0.1), 1.1))))"
            // A gap in the display frames (idle time skipped) breaks the curve.
            let gap = s.t - lastTime > 0.25
            if let last = runs.last, last.phase == s.phase, !gap {
                runs[runs.count - 1].points.append(point)
            } else {
                if let last = runs.last, !gap, let previous = last.points.last {
                    runs.append((s.phase, [previous, point]))
                } else {
                    runs.append((s.phase, [point]))
                }
            }
            lastTime = s.t
        }
        for run in runs {
            let color = switch run.phase {
            case "interactive": "#007aff"
            case "completing": "#ff9500"
            default: "#8e8e93"
            }
            out += "<polyline class=\"curve\" data-phase=\"\(SVGText.escape(run.phase))\" points=\"\(run.points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
        }
        var labelRow = 0
        for marker in markers {
            let x = axis.x(marker.t)
            let color = switch marker.kind {
            case .began: "#34c759"
            case .release: "#ff3b30"
            case .completion: "#5856d6"
            case .note: "#8e8e93"
            }
            let labelY = Self.top + plotHeight + 28 + Double(labelRow % 2) * 12
            labelRow += 1
            let anchor = x > axis.left + axis.span * 0.6 ? "end" : "start"
            out += "<g class=\"marker\" data-kind=\"\(marker.kind.rawValue)\"><title>\(SVGText.escape(marker.label))</title>"
                + "<line x1=\"\(n(x))\" y1=\"\(n(Self.top))\" x2=\"\(n(x))\" y2=\"\(n(Self.top + plotHeight))\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"
                + "<text x=\"\(n(x))\" y=\"\(n(labelY))\" text-anchor=\"\(anchor)\" fill=\"\(color)\">\(SVGText.escape(marker.label))</text></g>\n"
        }
        out += "<line class=\"cursor\" x1=\"\(n(axis.left))\" y1=\"\(n(Self.top - 4))\" x2=\"\(n(axis.left))\" y2=\"\(n(Self.top + plotHeight))\" stroke=\"#000\" stroke-width=\"1.5\"/>\n"
        return out + "</svg>\n"
    }
}

/// The fingers on the device's surface with their trails, as libinput's debug-gui draws them.
public struct TouchSurfacePlot: Sendable {
    /// The contacts of one input frame.
    public struct Frame: Sendable, Hashable {
        public var t: Double
        public var contacts: [Contact]
        public init(t: Double, contacts: [Contact]) {
            self.t = t
            self.contacts = contacts
        }
    }

    /// One contact, in millimetres from the surface's top left.
    public struct Contact: Sendable, Hashable {
        public var id: Int
        public var x: Double
        public var y: Double
        public var isPalm: Bool
        public init(id: Int, x: Double, y: Double, isPalm: Bool = false) {
            self.id = id
            self.x = x
            self.y = y
            self.isPalm = isPalm
        }
    }

    /// The surface's size in millimetres.
    public var widthMillimetres: Double
    public var heightMillimetres: Double
    public var frames: [Frame]
    /// The picture's width in pixels.
    public var width = 360.0
    /// The drawn radius of a finger, in millimetres.
    public static let fingerRadiusMillimetres = 4.0

    public init(widthMillimetres: Double, heightMillimetres: Double, frames: [Frame], width: Double = 360) {
        self.widthMillimetres = max(widthMillimetres, 1)
        self.heightMillimetres = max(heightMillimetres, 1)
        self.frames = frames
        self.width = width
    }

    /// Pixels per millimetre.
    public var scale: Double { width / widthMillimetres }

    /// Colours of the contacts, by slot order.
    static let colors = ["#007aff", "#ff9500", "#34c759", "#af52de", "#ff2d55", "#5ac8fa", "#ffcc00", "#a2845e"]

    static func color(_ id: Int) -> String { colors[((id % colors.count) + colors.count) % colors.count] }

    /// The surface with every contact's trail and, when `t` is given, the fingers down at `t` (the
    /// last frame at or before it). The `<svg>` carries `data-scale` (pixels per millimetre) for a script.
    public func svg(at t: Double? = nil) -> String {
        let n = SVGText.number
        let height = heightMillimetres * scale
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"surface\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" data-scale=\"\(scale)\">\n"
        out += "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(width - 1))\" height=\"\(n(height - 1))\" rx=\"10\" fill=\"#2c2c2e\" stroke=\"#636366\"/>\n"
        // Trails: one polyline per run of a contact id through consecutive frames.
        var open: [Int: [String]] = [:]
        var trails: [(id: Int, points: [String])] = []
        for frame in frames {
            let ids = Set(frame.contacts.map(\.id))
            // Closed trails in id order: the output must not depend on the dictionary's order.
            for id in open.keys.sorted() where !ids.contains(id) {
                trails.append((id, open[id]!))
                open[id] = nil
            }
            for c in frame.contacts {
                open[c.id, default: []].append("\(n(c.x * scale)),\(n(c.y * scale))")
            }
        }
        for (id, points) in open.sorted(by: { $0.key < $1.key }) { trails.append((id, points)) }
        for trail in trails where trail.points.count > 1 {
            out += "<polyline class=\"trail\" points=\"\(trail.points.joined(separator: " "))\" fill=\"none\" stroke=\"\(Self.color(trail.id))\" stroke-opacity=\"0.6\" stroke-width=\"2\"/>\n"
        }
        out += "<g class=\"fingers\">"
        if let t, let frame = frames.last(where: { $0.t <= t + 1e-9 }) {
            for c in frame.contacts {
                out += "<circle data-contact=\"\(c.id)\" cx=\"\(n(c.x * scale))\" cy=\"\(n(c.y * scale))\" r=\"\(n(Self.fingerRadiusMillimetres * scale))\" "
                    + "fill=\"\(c.isPalm ? "#8e8e93" : Self.color(c.id))\" fill-opacity=\"0.85\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
            }
        }
        out += "</g>\n"
        return out + "</svg>\n"
    }
}

/// Per-view property tracks: each animated property of each view (x, y, width, height, alpha,
/// rotation…) against time, one small plot per property that changes.
public struct PropertyTracks: Sendable {
    /// One property of one view over time.
    public struct Track: Sendable, Hashable {
        public var view: String
        public var property: String
        public var samples: [(t: Double, value: Double)]
        public init(view: String, property: String, samples: [(t: Double, value: Double)]) {
            self.view = view
            self.property = property
            self.samples = samples
        }
        public static func == (a: Track, b: Track) -> Bool {
            a.view == b.view && a.property == b.property && a.samples.map(\.t) == b.samples.map(\.t) && a.samples.map(\.value) == b.samples.map(\.value)
        }
        public func hash(into h: inout Hasher) {
            h.combine(view)
            h.combine(property)
        }
    }

    public var tracks: [Track]
    public var axis: TimeAxis
    /// Each track's height in pixels.
    public var rowHeight = 44.0

    /// The tracks that change (a range of more than `threshold`), from all of `tracks`.
    public init(tracks: [Track], axis: TimeAxis, threshold: Double = 1e-3) {
        self.tracks = tracks.filter { track in
            let values = track.samples.map(\.value)
            guard let lo = values.min(), let hi = values.max() else { return false }
            return hi - lo > threshold
        }
        self.axis = axis
    }

    /// The tracks as one inline `<svg>`, a row per track with its name, range and a cursor of class `cursor`.
    public func svg() -> String {
        let n = SVGText.number
        let height = max(1, Double(tracks.count)) * rowHeight + 8
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot tracks\" width=\"\(n(axis.width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(axis.width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"10\" \(axis.dataAttributes)>\n"
        out += "<rect width=\"\(n(axis.width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        if tracks.isEmpty {
            out += "<text x=\"\(n(axis.left))\" y=\"24\" fill=\"#555\">no view property changed</text>\n"
        }
        for (row, track) in tracks.enumerated() {
            let top = Double(row) * rowHeight + 14, plotHeight = rowHeight - 20
            let values = track.samples.map(\.value)
            let lo = values.min() ?? 0, hi = values.max() ?? 1
            func y(_ v: Double) -> Double { top + plotHeight - (v - lo) / max(hi - lo, 1e-9) * plotHeight }
            out += "<g class=\"track\" data-view=\"\(SVGText.escape(track.view))\" data-property=\"\(SVGText.escape(track.property))\">"
                + "<title>\(SVGText.escape(track.view)).\(SVGText.escape(track.property)): \(n(lo)) to \(n(hi))</title>"
                + "<text x=\"\(n(axis.left))\" y=\"\(n(top - 3))\" fill=\"#333\">\(SVGText.escape(track.view)).\(SVGText.escape(track.property))  \(n(lo)) … \(n(hi))</text>"
                + "<line x1=\"\(n(axis.left))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(axis.left + axis.span))\" y2=\"\(n(top + plotHeight))\" stroke=\"#e0e0e0\"/>"
            var segments: [[String]] = []
            var last = -Double.infinity
            for s in track.samples {
                let p = "\(n(axis.x(s.t))),\(n(y(s.value)))"
                if s.t - last > 0.25 || segments.isEmpty { segments.append([p]) } else { segments[segments.count - 1].append(p) }
                last = s.t
            }
            for segment in segments {
                out += "<polyline points=\"\(segment.joined(separator: " "))\" fill=\"none\" stroke=\"#5856d6\" stroke-width=\"1.5\"/>"
            }
            out += "</g>\n"
        }
        out += "<line class=\"cursor\" x1=\"\(n(axis.left))\" y1=\"0\" x2=\"\(n(axis.left))\" y2=\"\(n(height))\" stroke=\"#000\" stroke-width=\"1\"/>\n"
        return out + "</svg>\n"
    }
}
