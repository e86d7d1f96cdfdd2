import Foundation

// As in UIKit, a collection view controller is a collection view's data source: an app sets
// `collectionView.dataSource = self` and its overrides answer. (Its delegate methods reach it through the
// controller's own adapter, which also finds a subclass's `UICollectionViewDelegateFlowLayout` methods.)
extension UICollectionViewController: UICollectionViewDataSource {}
