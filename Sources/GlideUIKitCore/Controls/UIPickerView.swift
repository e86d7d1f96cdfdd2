import Foundation

/// The rows of a picker view (`UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: GlideObjectProtocol {
    /// How many spinning wheels (components) the picker has.
    @discardableResult
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` has.
    @discardableResult
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows and what it reports (`UIPickerViewDelegate`); every method is optional in UIKit and
/// has a default here.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: GlideObjectProtocol {
    /// The title of `row` of `component`.
    @discardableResult
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user selected `row` of `component` (not called for ``UIPickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`.
    @discardableResult
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of `component`.
    @discardableResult
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    @discardableResult
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    @discardableResult
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
    @discardableResult
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}

/// Spinning wheels of rows, one selected row each (`UIPickerView`).
///
/// Glide differs from UIKit here: the wheels are not drawn and have no rows as subviews; the picker keeps the
/// selection, asks its data source and delegate as UIKit does, and a test spins a wheel with
/// ``spin(toRow:inComponent:)``, which reports the selection to the delegate as a user's spin does.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Gives the components and their rows.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Gives the titles and sizes, and is told of the user's selections.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Whether the selection indicator shows (stored; deprecated in UIKit, always shown since iOS 7).
    open var showsSelectionIndicator = true

    private var selection: [Int: Int] = [:]

    /// The number of components, from the data source.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows of `component`, from the data source.
    @discardableResult
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The size of a row of `component`, from the delegate.
    @discardableResult
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else { return CGSize(width: bounds.width / CGFloat(max(numberOfComponents, 1)), height: 32) }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The selected row of `component`, or -1 when the component has no rows.
    @discardableResult
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selection[component] ?? 0, rows - 1)
    }

    /// Selects `row` of `component` (clamped to its rows); the delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selection[component] = min(max(row, 0), rows - 1)
    }

    /// Asks the data source again for every component; selections are kept within the new row counts.
    open func reloadAllComponents() {
        for component in 0..<numberOfComponents { reloadComponent(component) }
    }

    /// Asks the data source again for `component`.
    open func reloadComponent(_ component: Int) {
        if let row = selection[component] { selectRow(row, inComponent: component, animated: false) }
    }

    /// Glide: a user spins `component` to `row`: the row is selected and the delegate told, as after a spin on iOS.
    public func spin(toRow row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        let selected = selectedRow(inComponent: component)
        guard selected >= 0 else { return }
        delegate?.pickerView(self, didSelectRow: selected, inComponent: component)
    }
}
