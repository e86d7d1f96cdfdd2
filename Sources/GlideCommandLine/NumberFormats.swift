import Foundation

// One number format for everything the commands print (issue 20, 13): measured values to at most
// three decimals with no trailing zeros (`0.7 s`, `97 × 64.85 mm`, `0–0.567 s`), rates with their sign
// to two decimals. What rounds to zero is `0` or `+0.00`, never `-0` or `-0.00`.

/// A measured value to at most three decimals, no trailing zeros, `0` for what rounds to zero: `0.7`, `64.85`, `12`.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}

/// A rate with its sign to two decimals, `+0.18`, `-1.25`; what rounds to zero is `+0.00`, never `-0.00`.
public func signedRate(_ value: Double) -> String {
    let text = String(format: "%+.2f", value)
    return text == "-0.00" ? "+0.00" : text
}
