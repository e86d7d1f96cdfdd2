// Written as a UIKit developer writes a searchable list and a form (the pattern of the well-known candy-search
// tutorial, and iOS 15 button configurations), against the public API only: no @testable import here.
import Foundation
import Testing
import GlideUIKitCore

struct Candy {
    let name: String
    let category: String
}

final class CandySearchViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let candies = [Candy(name: "Chocolate Bar", category: "Chocolate"), Candy(name: "Chocolate Chip", category: "Chocolate"),
                   Candy(name: "Lollipop", category: "Hard"), Candy(name: "Candy Cane", category: "Hard")]
    var filteredCandies: [Candy] = []
    let searchController = UISearchController(searchResultsController: nil)
    var isSearchBarEmpty: Bool { searchController.searchBar.text?.isEmpty ?? true }
    var isFiltering: Bool {
        let searchBarScopeIsFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || searchBarScopeIsFiltering)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard"]
        searchController.searchBar.delegate = self
    }

    func filterContentForSearchText(_ searchText: String, category: String? = nil) {
        filteredCandies = candies.filter { (candy: Candy) -> Bool in
            let doesCategoryMatch = category == "All" || candy.category == category
            if isSearchBarEmpty { return doesCategoryMatch }
            return doesCategoryMatch && candy.name.lowercased().contains(searchText.lowercased())
        }
        tableView.reloadData()
    }

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
        filterContentForSearchText(searchBar.text!, category: category)
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        filterContentForSearchText(searchBar.text!, category: searchBar.scopeButtonTitles![selectedScope])
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filteredCandies.count : candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = (isFiltering ? filteredCandies : candies)[indexPath.row].name
        return cell
    }
}

final class OrderFormViewController: UIViewController {
    let progressView = UIProgressView(progressViewStyle: .default)
    let stepper = UIStepper()
    let datePicker = UIDatePicker()
    let quantityLabel = UILabel()
    var purchases = 0
    lazy var buyButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        config.baseBackgroundColor = .systemGreen
        config.cornerStyle = .capsule
        config.image = UIImage(systemName: "cart")
        config.imagePlacement = .trailing
        config.imagePadding = 8
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            return outgoing
        }
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.purchases += 1 })
        button.configurationUpdateHandler = { button in
            var config = button.configuration
            config?.title = button.isHighlighted ? "Buying" : "Buy"
            button.configuration = config
        }
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        progressView.progressTintColor = .systemBlue
        progressView.setProgress(0.5, animated: true)
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.quantityLabel.text = "\(Int(stepper.value))"
        }, for: .valueChanged)
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        let stack = UIStackView(arrangedSubviews: [progressView, stepper, datePicker, quantityLabel, buyButton])
        stack.axis = .vertical
        stack.frame = view.bounds
        view.addSubview(stack)
    }
}

@MainActor @Suite struct SearchAndControlsCompileTests {
    @Test("the candy search filters its table as the user types, and shows everything again after Cancel")
    func candySearch() throws {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let list = CandySearchViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)
        let field = list.searchController.searchBar.searchTextField
        #expect(field.becomeFirstResponder() && list.searchController.isActive)
        field.insertText("choc")
        #expect(list.tableView.numberOfRows(inSection: 0) == 2 && list.filteredCandies.map(\.name) == ["Chocolate Bar", "Chocolate Chip"])
        field.insertText("olate b")
        #expect(list.tableView.numberOfRows(inSection: 0) == 1)
        clock.advance(by: 1)
        list.searchController.isActive = false
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test("the form's controls build and report as UIKit's")
    func orderForm() {
        let form = OrderFormViewController()
        form.loadViewIfNeeded()
        #expect(form.progressView.progress == 0.5 && form.stepper.value == 1)
        #expect(form.datePicker.datePickerStyle == .wheels && form.datePicker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(form.buyButton.titleLabel?.text == "Buy" && form.buyButton.titleLabel?.font.pointSize == 20)
        form.buyButton.sendActions(for: .primaryActionTriggered)
        #expect(form.purchases == 1)
        form.buyButton.isHighlighted = true
        form.buyButton.layoutIfNeeded()
        #expect(form.buyButton.configuration?.title == "Buying")
    }
}
