import Foundation

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`); both methods are optional.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: GlideObjectProtocol {
    /// The user picked media, described by `info`. Default: the picker is dismissed.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. Default: the picker is dismissed.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.presentingViewController?.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}
