import Foundation

/// The system's photo picker and camera (UIKit's `UIImagePickerController`), presented modally; its delegate hears
/// what the user picked or that they cancelled.
///
/// Glide differs from UIKit: there is no photo library or camera. The picker shows an empty screen; the library and
/// the saved photos album are available and the camera is not (as in the iOS Simulator); the simulated user picks
/// with ``glidePick(_:)`` or cancels with ``glideCancel()``. The delegate is the navigation controller's
/// ``UINavigationController/delegate``, asked as a ``UIImagePickerControllerDelegate`` (UIKit redeclares the property
/// with both protocols).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes pictures from (UIKit's `UIImagePickerController.SourceType`).
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }

    /// Which camera is used (UIKit's `UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    /// Whether the camera takes photos or video (UIKit's `UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    /// The flash (UIKit's `UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// The quality of recorded video (UIKit's `UIImagePickerController.QualityType`).
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }
    /// How a picked image is exported (UIKit's `UIImagePickerController.ImageURLExportPreset`).
    public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current }

    /// The keys of the dictionary the delegate is given (UIKit's `UIImagePickerController.InfoKey`).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The image type identifier (`kUTTypeImage`).
    package static let imageType = "public.image"

    /// Whether `sourceType` is available: the library and saved photos album are, the camera is not (Glide has none).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types `sourceType` offers (images only; none for the camera).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }
    /// Whether `cameraDevice` is available (false: Glide has no camera).
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// Whether `cameraDevice` has a flash (false).
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// Where pictures come from. Default `.photoLibrary`.
    open var sourceType: SourceType = .photoLibrary
    /// The media types offered. Default images.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user may crop the picked image.
    open var allowsEditing = false
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var imageExportPreset: ImageURLExportPreset = .compatible
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto

    /// A picker of the photo library.
    public init() {
        super.init(rootViewController: UIViewController())
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(rootViewController: UIViewController())
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes a picture with the camera (nothing: Glide has no camera).
    open func takePicture() {}
    /// Starts recording video (false: Glide has no camera).
    @discardableResult
    open func startVideoCapture() -> Bool { false }
    /// Stops recording video.
    open func stopVideoCapture() {}

    /// The simulated user picks `image` (Glide's): the delegate is told `didFinishPickingMediaWithInfo`; with no
    /// delegate that does, the picker is dismissed, as UIKit does.
    public func glidePick(_ image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }

    /// The simulated user taps Cancel (Glide's): the delegate is told `imagePickerControllerDidCancel`, whose default
    /// dismisses the picker, as UIKit does when the delegate does not implement it.
    public func glideCancel() {
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }
}
