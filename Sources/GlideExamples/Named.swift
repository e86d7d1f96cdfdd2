import GlideUIKit

/// `view`, identified as `identifier` (its `accessibilityIdentifier`, the name tests and Glide's reports use).
@MainActor
func named<View: UIView>(_ view: View, _ identifier: String) -> View {
    view.accessibilityIdentifier = identifier
    return view
}
