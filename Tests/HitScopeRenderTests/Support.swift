import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport

/// This target's golden files (Tests/HitScopeRenderTests/Fixtures).
let fixtures = GoldenFiles(target: #filePath)
