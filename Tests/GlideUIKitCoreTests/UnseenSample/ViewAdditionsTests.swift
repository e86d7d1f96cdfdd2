import Foundation
import Testing
@testable import GlideUIKitCore

/// The view-level names units 26–50 of the unseen sample used.
@MainActor @Suite struct ViewAdditionsTests {
    final class Recorder: NSObject, UIInteraction {
        weak var view: UIView?
        var calls: [String] = []
        func willMove(to view: UIView?) { calls.append("will \(view == nil ? "nil" : "view")") }
        func didMove(to view: UIView?) { self.view = view; calls.append("did \(view == nil ? "nil" : "view")") }
    }

    @Test("addInteraction tells the interaction before and after, once; removing and moving tell it too")
    func interactions() {
        let view = UIView(), other = UIView(), interaction = Recorder()
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(interaction.calls == ["will view", "did view"])
        #expect(view.interactions.count == 1 && interaction.view === view)
        other.addInteraction(interaction)
        #expect(view.interactions.isEmpty && other.interactions.count == 1 && interaction.view === other)
        other.interactions = []
        #expect(other.interactions.isEmpty && interaction.view == nil)
        #expect(interaction.calls.suffix(2) == ["will nil", "did nil"])
    }

    @Test("a registered nib makes its objects anew for the owner, each view awoken from the nib")
    func nib() {
        final class Awake: UIView { var awoken = false; override func awakeFromNib() { awoken = true } }
        UINib.register("Card") { owner in [Awake(), owner as Any] }
        defer { UINib.removeAllRegistrations() }
        let objects = UINib(nibName: "Card", bundle: nil).instantiate(withOwner: "owner")
        #expect((objects.first as? Awake)?.awoken == true)
        #expect(objects.last as? String == "owner")
        let again = UINib(nibName: "Card", bundle: .main).instantiate(withOwner: nil)
        #expect((again.first as? Awake) !== (objects.first as? Awake))
    }

    @Test("AVMakeRect fits the aspect ratio inside the rectangle, centred")
    func avMakeRect() {
        let wide = AVMakeRect(aspectRatio: CGSize(width: 200, height: 100), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(wide == CGRect(x: 0, y: 25, width: 100, height: 50))
        let tall = AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(tall == CGRect(x: 35, y: 10, width: 50, height: 100))
        #expect(AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 0, height: 0))
    }

    @Test("a view controller's additionalSafeAreaInsets add to its view's safe area")
    func additionalSafeArea() {
        let controller = UIViewController(name: "c")
        let before = controller.view.safeAreaInsets
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        #expect(controller.view.safeAreaInsets.top == before.top + 30)
        #expect(controller.view.safeAreaInsets.bottom == before.bottom + 10)
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test("a picker keeps a selection per component within the data source's rows and tells the delegate of a spin")
    func picker() {
        final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var rows = 5
            var selected: [(Int, Int)] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? rows : 0 }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append((row, component)) }
        }
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4 && source.selected.isEmpty)
        picker.spin(toRow: 2, inComponent: 0)
        #expect(source.selected.count == 1 && source.selected[0] == (2, 0))
        source.rows = 2
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
    }

    @Test("tintAdjustmentMode is inherited from the nearest ancestor that sets it")
    func tintAdjustment() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintAdjustmentMode == .automatic && child.effectiveTintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.effectiveTintAdjustmentMode == .dimmed)
        child.tintAdjustmentMode = .normal
        #expect(child.effectiveTintAdjustmentMode == .normal)
    }

    @Test("scrollToItem puts the item at the position asked, within the content")
    func scrollToItem() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        collection.dataSource = source
        collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        #expect(collection.contentOffset.x == 300)
        collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredHorizontally, animated: false)
        #expect(collection.contentOffset.x == 900)
    }

    @Test("UIKit's remaining names: NSInteger, string-literal selectors, named colours in a bundle, separator style, collection controllers as data sources")
    func smallNames() {
        let count: NSInteger = 3
        #expect(count == 3)
        let selector: Selector = "handleTap"
        #expect(selector.name == "handleTap" && !selector.isPerformable)
        #expect(UIColor(named: "missing-colour", in: .main, compatibleWith: nil) == UIColor(named: "missing-colour"))
        let table = UITableView()
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none)
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let source: any UICollectionViewDataSource = controller
        #expect(source.numberOfSections(in: controller.collectionView) == 1)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown && controller.shouldAutorotate)
        #expect(controller.childForStatusBarStyle == nil && controller.modalTransitionStyle == .coverVertical)
        #expect(controller.traitCollection == controller.view.traitCollection)
    }
}
