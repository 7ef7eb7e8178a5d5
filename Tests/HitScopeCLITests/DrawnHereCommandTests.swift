import Foundation
import HitScopeTestSupport
import Testing

/// `hitscope trace` says of the view a touch missed what `hitscope why` says of it, word for word, through the CLI's
/// own path (points answered on every core): the fixes proven on a copy of the whole scene, ranked, with their costs.
struct DrawnHereCommandTests {

    @Test("Drawn here in text is why's answer; in JSON, missed is the view and fix is why's free fix", arguments: [
        (FixScenes.coveredBuyButton, "100,245", "buyButton"), (FixScenes.zeroHeightStack, "100,210", "trackButton"),
    ])
    func traceSaysWhatWhySays(_ scene: String, _ point: String, _ view: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(scene, to: "scene.yaml").path
        let why = try CLI.run(["why", file, "--at", point, "--view", view])
        let trace = try CLI.run(["trace", file, "--at", point])
        #expect(why.status == 0 && trace.status == 0, "\(why.stderr)\(trace.stderr)")
        // why: the reason, then a line a fix; then a blank line and the verdict.
        let answer = why.stdout.components(separatedBy: "\n\n")[0].split(separator: "\n").joined(separator: " ")
        #expect(answer.contains("proven on a copy of the whole scene"))
        #expect(trace.stdout.split(separator: "\n").contains { $0 == "  Drawn here: " + answer }, "\(trace.stdout)")
        let whyJSON = try JSONSerialization.jsonObject(with: Data(try CLI.run(["why", file, "--at", point, "--view", view, "--format", "json"]).stdout.utf8)) as? [String: Any]
        let traceJSON = try JSONSerialization.jsonObject(with: Data(try CLI.run(["trace", file, "--at", point, "--format", "json"]).stdout.utf8)) as? [String: Any]
        let verdict = try #require(traceJSON?["verdict"] as? [String: Any])
        #expect(verdict["missed"] as? String == view)
        #expect((verdict["fix"] as? [String: Any])?["text"] as? String == (whyJSON?["fix"] as? [String: Any])?["text"] as? String)
    }
}
