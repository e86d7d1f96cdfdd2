import Testing
@testable import GlideCassowary

@Suite struct CassowaryExpressionTests {
    @Test func variablesAndConstraintsHaveIdentity() {
        let a = LayoutVariable("a")
        let copy = a
        let namesake = LayoutVariable("a")
        #expect(a == copy && a != namesake)
        #expect(Set([a, copy, namesake]).count == 2)

        let c = LayoutConstraint(a, .equal, 10)
        let twin = LayoutConstraint(a, .equal, 10)
        #expect(c == c && c != twin)
    }

    @Test func termsOfTheSameVariableCombine() {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let e = x + 2 * y - x + 3 - y * 0.5 + 4
        #expect(e.terms == [LayoutTerm(y, 1.5)])
        #expect(e.constant == 7)
        #expect((x - x).terms.isEmpty)
        #expect(((x + y) * 2 - 2 * y).terms == [LayoutTerm(x, 2)])
        #expect((-(x + 1)).constant == -1 && (-(x + 1)).coefficient(of: x) == -1)
        #expect(((x + 4) / 2).constant == 2 && ((x + 4) / 2).coefficient(of: x) == 0.5)
        #expect(e.value { $0 == y ? 2 : 100 } == 10)
    }

    @Test func termsKeepTheOrderTheirVariablesAppearIn() {
        let a = LayoutVariable("a")
        let b = LayoutVariable("b")
        let c = LayoutVariable("c")
        #expect((c + a + b + a).terms.map(\.variable) == [c, a, b])
        #expect((b - c + a).terms.map(\.variable) == [b, c, a])
    }

    @Test func descriptionsReadLikeTheConstraints() {
        let w = LayoutVariable("card.width")
        let h = LayoutVariable("card.height")
        #expect(LayoutConstraint(w, .greaterThanOrEqual, 100).description == "card.width >= 100")
        #expect(
            LayoutConstraint(h, .equal, 0.5 * w, strength: .defaultHigh, identifier: "aspect").description
                == "\"aspect\": card.height - 0.5*card.width == 0 @750")
        #expect(LayoutConstraint(w + 20, .lessThanOrEqual, 2.5).description == "card.width <= -17.5")
        #expect((w - 2 * h - 3).description == "card.width - 2*card.height - 3")
        #expect(LayoutExpression(4).description == "4")
    }

    @Test func strengthsAreUIKitPriorities() {
        #expect(LayoutStrength.required.isRequired && LayoutStrength.required.priority == 1000)
        #expect(!LayoutStrength(999).isRequired)
        #expect(LayoutStrength(5000) == .required)
        #expect(LayoutStrength(0).priority == 1 && LayoutStrength(.nan).priority == 1)
        #expect(LayoutStrength.fittingSizeLevel < .defaultLow && .defaultLow < .defaultHigh && .defaultHigh < .required)
        #expect(LayoutStrength(500.5) > LayoutStrength(500))
        #expect(LayoutStrength.defaultHigh.description == "750" && LayoutStrength.required.description == "required")
    }

    @Test func satisfactionIsJudgedWithinEpsilon() {
        let x = LayoutVariable("x")
        let atMost = LayoutConstraint(x, .lessThanOrEqual, 10)
        #expect(atMost.isSatisfied { _ in 10 + 1e-9 })
        #expect(!atMost.isSatisfied { _ in 10.001 })
        #expect(LayoutConstraint(x, .equal, 3).isSatisfied { _ in 3 })
        #expect(!LayoutConstraint(x, .greaterThanOrEqual, 3).isSatisfied { _ in 2 })
    }
}
