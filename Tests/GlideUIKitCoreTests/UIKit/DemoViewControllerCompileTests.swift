// Written as a UIKit developer writes a demo view controller (the style of the corpus's demos),
// against the public API only: no @testable import here.
import Foundation
import Testing
import GlideUIKitCore

class PhotoListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let imageView = UIImageView(image: UIImage(named: "hero"))
    let button = UIButton(type: .system)
    let tableView = UITableView(frame: .zero, style: .plain)
    var photos = ["Beach", "Forest", "City"]
    var taps = 0
    var selected: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.addSubview(imageView)

        button.setTitle("Close", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        button.addTarget(self, action: Selector(Self.tapped), for: .touchUpInside)
        button.frame = CGRect(x: 16, y: UIApplication.shared.statusBarFrame.height, width: 80, height: 44)
        view.addSubview(button)

        tableView.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: view.bounds.height - 200)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 60
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tapped() {
        taps += 1
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
            self.imageView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }, completion: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = photos[indexPath.row]
        cell.imageView?.image = UIImage(named: "thumb\(indexPath.row)")
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = photos[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class PhotoCell: UICollectionViewCell {
    let photo = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photo)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(photo)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds
    }
}

final class PhotoGridViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.photo.image = UIImage(named: "image\(indexPath.item)")
        return cell
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let length = (collectionView.frame.width - 8 * 3) / 2
        return CGSize(width: length, height: length)
    }
}

@MainActor @Suite struct DemoViewControllerCompileTests {
    @Test func theDemoBuildsAndBehaves() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let demo = PhotoListViewController()
        window.rootViewController = demo
        window.makeKeyAndVisible()
        demo.view.layoutIfNeeded()
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(demo.button.frame.minY == 47)
        #expect(demo.tableView.visibleCells.map { $0.textLabel?.text } == ["Beach", "Forest", "City"])
        #expect(demo.tableView.visibleCells[1].frame == CGRect(x: 0, y: 60, width: 390, height: 60))
        demo.button.sendActions(for: .touchUpInside)
        #expect(demo.taps == 1)
        clock.advance(by: 1)
        #expect(demo.imageView.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        // The view grows: the autoresizing masks keep the header on top and stretch the table.
        demo.view.frame = CGRect(x: 0, y: 0, width: 390, height: 944)
        // The header is scaled 1.1 by the tap's animation: autoresizing moves its centre and keeps its size.
        #expect(demo.imageView.bounds.size == CGSize(width: 390, height: 200) && demo.imageView.center == CGPoint(x: 195, y: 100))
        #expect(demo.tableView.frame == CGRect(x: 0, y: 200, width: 390, height: 744))
        #expect(demo.view.hitTest(CGPoint(x: 30, y: 60), with: nil) === demo.button)
        #expect(demo.view.hitTest(CGPoint(x: 200, y: 100), with: nil) === demo.view)  // image views ignore touches
    }

    @Test func theGridControllerLaysOutItsSubclassSizes() {
        let grid = PhotoGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        grid.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        grid.collectionView.layoutIfNeeded()
        let cells = grid.collectionView.visibleCells
        #expect(cells.count == 6 && cells.allSatisfy { $0 is PhotoCell })
        #expect(cells[1].frame == CGRect(x: 172, y: 0, width: 148, height: 148))
        #expect((cells[0] as? PhotoCell)?.photo.image == UIImage(named: "image0"))
    }
}
