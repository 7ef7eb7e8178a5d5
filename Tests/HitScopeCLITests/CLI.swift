import Foundation
import HitScopeTestSupport

/// This target's golden files and malformed inputs (Tests/HitScopeCLITests/Fixtures).
let fixtures = GoldenFiles(target: #filePath)
