// The interface's direction: Glide's language is English, so it runs left to right.
extension UIApplication {
    /// The interface's direction: left to right (Glide's language is English).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
