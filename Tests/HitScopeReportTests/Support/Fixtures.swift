import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport

/// This target's golden files (Tests/HitScopeReportTests/Fixtures).
let fixtures = GoldenFiles(target: #filePath, depth: 1)
