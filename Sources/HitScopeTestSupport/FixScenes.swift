import Foundation
import HitScopeCore
import HitScopeScene

/// Scenes whose fixes cost something elsewhere, for the front ends' tests of the whole-scene check (docs/rules.md,
/// "Fixes are proven on the whole scene, and ranked").
public enum FixScenes {
    /// A card with a tap recognizer, and a plain ribbon over its Buy button: the tap at (100, 245) lands on the
    /// ribbon and goes to cardTap; the button, drawn there, misses it, and every fix takes touch area from the card.
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
                      - { name: ribbon, frame: [0, 130, 358, 30], color: systemYellow }
        taps: [[100, 245]]
        """

    /// A scene read from its text, as `hitscope` reads a scene file.
    public static func scene(_ text: String) throws -> Scene {
        try SceneInput.load(data: Data(text.utf8), file: "scene.yaml").scene
    }
}
