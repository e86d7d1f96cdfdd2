import Foundation

/// A rate with its sign to two decimals, `+0.18`, `-1.25`; what rounds to zero is `+0.00`, never `-0.00`.
public func signedRate(_ value: Double) -> String {
    let text = String(format: "%+.2f", value)
    return text == "-0.00" ? "+0.00" : text
}
