import Foundation

// 3D Touch's peek and pop: registrations kept, never previewed (see `UIViewControllerPreviewing`).
extension UIViewController {
    /// Registers `sourceView` for peek and pop with `delegate`; the registration is returned and kept until
    /// ``unregisterForPreviewing(withContext:)``.
    @discardableResult
    public func registerForPreviewing(
        with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
        let registration = PreviewingRegistration(delegate: delegate, sourceView: sourceView)
        previewingRegistrations.append(registration)
        return registration
    }

    /// Removes a registration ``registerForPreviewing(with:sourceView:)`` returned.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        previewingRegistrations.removeAll { $0 === previewing }
    }

    /// The registrations made and not removed (Glide's record).
    package var registeredPreviewings: [any UIViewControllerPreviewing] { previewingRegistrations }
}
