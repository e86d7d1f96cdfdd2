import Foundation

extension CheckReport {
    /// The whole report as JSON (sorted keys, so that the same check gives the same bytes).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Several reports (checks of several subjects) as one JSON array, in their order.
    public static func json(_ reports: [CheckReport]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(reports)
    }
}
