import Foundation
import GlideClock

/// Ken Perlin's improved gradient noise in three dimensions (2002), with a permutation drawn from a
/// fixed-seed ``SplitMix64``: the same field everywhere and on every run, between about −1 and 1.
enum DynamicsNoise {
    /// The permutation, twice over, so that lookups need no wrapping.
    static let permutation: [Int] = {
        var generator = SplitMix64(seed: 0x6C69_6465_6E6F_6973)
        var p = Array(0..<256)
        for i in stride(from: 255, to: 0, by: -1) {
            let j = Int(generator.next() % UInt64(i + 1))
            p.swapAt(i, j)
        }
        return p + p
    }()

    static func noise(_ x: Double, _ y: Double, _ z: Double) -> Double {
        let p = permutation
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        let X = Int(fx) & 255, Y = Int(fy) & 255, Z = Int(fz) & 255
        let x = x - fx, y = y - fy, z = z - fz
        let u = fade(x), v = fade(y), w = fade(z)
        let a = p[X] + Y, aa = p[a] + Z, ab = p[a + 1] + Z
        let b = p[X + 1] + Y, ba = p[b] + Z, bb = p[b + 1] + Z
        return lerp(w,
            lerp(v, lerp(u, grad(p[aa], x, y, z), grad(p[ba], x - 1, y, z)),
                    lerp(u, grad(p[ab], x, y - 1, z), grad(p[bb], x - 1, y - 1, z))),
            lerp(v, lerp(u, grad(p[aa + 1], x, y, z - 1), grad(p[ba + 1], x - 1, y, z - 1)),
                    lerp(u, grad(p[ab + 1], x, y - 1, z - 1), grad(p[bb + 1], x - 1, y - 1, z - 1))))
    }

    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }
    private static func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
    private static func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let h = hash & 15
        let u = h < 8 ? x : y
        let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
        return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v)
    }

    /// A smooth 2D vector field at `p` and time `t`, each component from an independent slice of the noise.
    static func vector(at p: DynamicsVector, scale: Double, time t: Double) -> DynamicsVector {
        DynamicsVector(
            x: noise(p.x * scale, p.y * scale, t),
            y: noise(p.x * scale + 31.416, p.y * scale + 47.853, t + 12.345))
    }
}
