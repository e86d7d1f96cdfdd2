import ArgumentParser

/// `glide demo`: runs a reference transition from a scripted gesture and prints its timeline.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a reference transition from a scripted gesture and print its timeline."
    )

    func run() throws {
        print("demo")
    }
}
