import GlideUIKit

/// The detail as the app's code makes it before presenting it. A `glide-check.txt` line names it with a call,
/// `present makeDetail() from HomeViewController`, where a plain `init()` would not make it the way the app does
/// (a view controller made with its data, a viewer that is also its navigation controller's delegate): the check
/// calls it anew each time it needs a detail.
@MainActor
func makeDetail() -> DetailViewController {
    let detail = DetailViewController()
    detail.title = "Detail"
    return detail
}
