extension GlideDeclarations {
    static let table = ""
}
