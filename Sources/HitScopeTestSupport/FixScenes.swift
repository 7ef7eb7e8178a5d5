import Foundation
import HitScopeCore
import HitScopeScene

/// Scenes whose fixes cost something elsewhere, for the front ends' tests of the whole-scene check (docs/rules.md,
/// "Fixes are proven on the whole scene, and ranked").
public enum FixScenes {
    /// A card with a tap recognizer holds the Buy button; a plain ribbon in front of the card covers the button's top:
    /// the tap at (100, 245) lands on the ribbon and nobody takes it; the button, drawn there, misses it. Every fix
    /// costs the scene's other tap, at (365, 250) on the ribbon beside the button, which cardTap then takes instead of
    /// nobody.
    public static let coveredBuyButton = """
        name: Covered Buy button
        size: [390, 844]
        windows:
          - name: window
            views:
              - name: root
                frame: [0, 0, 390, 844]
                subviews:
                  - name: card
                    frame: [16, 100, 358, 200]
                    gestures:
                      - { kind: tap, name: cardTap }
                    subviews:
                      - { name: buyButton, class: UIButton, frame: [16, 140, 326, 44], color: systemGreen, title: Buy }
                  - { name: ribbon, frame: [16, 230, 358, 30], color: systemYellow }
        taps: [[100, 245], [365, 250]]
        """

    /// A button in a stack left 0 pt tall: a tap at (100, 210) on it misses it, the layout bug is the stack's height,
    /// and giving the stack the height of its subviews is the free fix.
    public static let zeroHeightStack = """
        name: Orders
        size: [390, 844]
        windows:
          - name: window
            views:
              - name: root
                frame: [0, 0, 390, 844]
                subviews:
                  - name: actionsStack
                    class: UIStackView
                    frame: [16, 196, 358, 0]
                    subviews:
                      - { name: trackButton, class: UIButton, frame: [0, 0, 170, 44], title: Track }
        """

    /// A held-out feed screen: a clear loading veil with its own tap recognizer over the Retry button; a 24 × 24
    /// bookmark button in front of a 44 × 44 share button, 6 points from it, so that a 44 × 44 hit area for the
    /// bookmark reaches 4 points into the share button; a plain banner over a Save button.
    public static let feed = """
        name: Feed
        size: [390, 844]
        windows:
          - name: window
            views:
              - name: root
                frame: [0, 0, 390, 844]
                subviews:
                  - name: errorCard
                    frame: [20, 120, 350, 160]
                    subviews:
                      - { name: retryButton, class: UIButton, frame: [115, 100, 120, 44], title: Retry }
                  - name: loadingVeil
                    frame: [20, 120, 350, 160]
                    gestures:
                      - { kind: tap, name: dismissVeilTap }
                  - { name: shareButton, class: UIButton, frame: [200, 400, 44, 44], title: Share }
                  - { name: bookmarkButton, class: UIButton, frame: [170, 410, 24, 24], title: B }
                  - { name: saveButton, class: UIButton, frame: [20, 600, 120, 44], title: Save }
                  - { name: banner, frame: [0, 590, 390, 64] }
        """

    /// A scene read from its text, as `hitscope` reads a scene file.
    public static func scene(_ text: String) throws -> Scene {
        try SceneInput.load(data: Data(text.utf8), file: "scene.yaml").scene
    }
}
