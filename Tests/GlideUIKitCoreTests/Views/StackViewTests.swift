import Foundation
import Testing
@testable import GlideUIKitCore

/// `UIStackView` laid out by Auto Layout, as UIKit lays it out.
@MainActor @Suite struct StackViewTests {
    /// A view with an intrinsic size.
    final class Block: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var intrinsicContentSize: CGSize { size }
    }

    private func stack(_ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100)) -> (UIStackView, World) {
        let world = World()
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        world.root.view.addSubview(stack)
        return (stack, world)
    }

    @Test func arrangedSubviewsAreSubviewsThatStopTranslatingMasks() {
        let a = Block(50, 20), b = Block(60, 30)
        let (stack, _) = stack([a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func fillEquallySharesTheLengthAndFillAlignmentTheBreadth() {
        let a = Block(50, 20), b = Block(60, 30), c = Block(10, 10)
        let (stack, _) = stack([a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 15
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 90, height: 100))
        #expect(b.frame == CGRect(x: 105, y: 0, width: 90, height: 100))
        #expect(c.frame == CGRect(x: 210, y: 0, width: 90, height: 100))
    }

    @Test func aVerticalStackCentresItsViewsAtTheirIntrinsicSizes() {
        let a = Block(50, 20), b = Block(80, 30)
        let (stack, _) = stack([a, b], frame: CGRect(x: 10, y: 10, width: 200, height: 50))
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 0
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 75, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 20, width: 80, height: 30))
    }

    @Test func fillProportionallyAndEqualSpacing() {
        let a = Block(100, 20), b = Block(50, 20)
        let (stack, _) = stack([a, b])
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(a.frame.width == 200 && b.frame.width == 100)
        stack.distribution = .equalSpacing
        stack.alignment = .top
        let c = Block(30, 10)
        stack.addArrangedSubview(c)
        stack.layoutIfNeeded()
        // 300 − (100 + 50 + 30) = 120 of room: two equal gaps of 60.
        #expect(a.frame.minX == 0 && b.frame.minX == 160 && c.frame.minX == 270)
        #expect(c.frame.height == 10 && c.frame.minY == 0)
    }

    @Test func hidingAViewClosesItsGapAndCustomSpacingApplies() {
        let a = Block(40, 20), b = Block(40, 20), c = Block(40, 20)
        let (stack, _) = stack([a, b, c])
        stack.alignment = .leading
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        stack.layoutIfNeeded()
        // Fill with plain blocks: the last one stretches (lowest index keeps its size).
        #expect(a.frame.minX == 0 && b.frame.minX == 70 && c.frame.minX == 120)
        #expect(stack.customSpacing(after: a) == 30 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        b.isHidden = true
        stack.layoutIfNeeded()
        #expect(b.frame.width == 0)
        #expect(c.frame.minX == 70)  // a's custom spacing, then c
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test func aStackWithoutASizeTakesItsContentsUnderAutoLayout() {
        let world = World()
        let a = Block(50, 20), b = Block(70, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        world.root.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: world.root.view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: world.root.view.topAnchor, constant: 100),
        ])
        world.root.view.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 128, height: 40))
        #expect(stack.frame.minX == (world.root.view.bounds.width - 128) / 2)
        #expect(a.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func layoutMarginsInsetTheArrangementWhenAsked() {
        let a = Block(40, 20)
        let (stack, _) = stack([a])
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 270, height: 90))
    }
}
