/// `1 scenario`, `38 scenarios`: a count with its noun in the number it needs (reports never say "1 scenarios").
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
