// Scaffolding: the ZoomTransitioning demo's storyboard and the two demo files the corpus does not
// include (ImageListCell, ImageOnlyViewController). The navigation controller is decoded from the
// storyboard (init(coder:) sets its zoom delegate); its root is the image list, whose prototype cell
// is ImageListCell; the detail scene holds a large and two small image views (its outlets), aspect fill as the
// storyboard has them.
import GlideUIKit

/// The storyboard's prototype cell, decoded as UIKit decodes it (init(coder:)): an image view filling the content
/// view, connected to the `imageView` outlet.
final class ImageListCell: UICollectionViewCell {
    var imageView: UIImageView!

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        imageView = UIImageView(frame: contentView.bounds)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
    }
}

final class ImageOnlyViewController: UIViewController {
    var image: UIImage?
}

public enum ZoomStoryboard {
    @MainActor static func registerScenes() {
        UIStoryboard.registerScene(for: ImageDetailViewController.self) { controller in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            root.backgroundColor = .white
            let large = UIImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
            let small1 = UIImageView(frame: CGRect(x: 20, y: 300, width: 165, height: 165))
            let small2 = UIImageView(frame: CGRect(x: 205, y: 300, width: 165, height: 165))
            // Main.storyboard's image views are aspect fill and clip (contentMode="scaleAspectFill", clipsSubviews).
            for view in [large, small1, small2] {
                view.contentMode = .scaleAspectFill
                view.clipsToBounds = true
                root.addSubview(view)
            }
            controller.view = root
            controller.largeImageView = large
            controller.smallImageView1 = small1
            controller.smallImageView2 = small2
        }
    }

    /// The storyboard's navigation controller, its root the image list with the first image selected
    /// (the list's didSelectItemAt remembers the image view the zoom starts from).
    @MainActor public static func navigationController() -> UINavigationController {
        registerScenes()
        let navigation = NavigationController(coder: NSCoder())!
        let list = ImageListViewController(collectionViewLayout: UICollectionViewFlowLayout())
        list.collectionView.register(ImageListCell.self, forCellWithReuseIdentifier: String(describing: ImageListCell.self))
        navigation.setViewControllers([list], animated: false)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        navigation.view.layoutIfNeeded()
        list.collectionView.layoutIfNeeded()
        list.collectionView(list.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        return navigation
    }

    /// The detail the selected cell's segue pushes.
    @MainActor public static func detail() -> UIViewController {
        registerScenes()
        return ImageDetailViewController()
    }
}
