/// How a JUnit test case ended.
package enum JUnitOutcome { case passed, failure, skipped }

/// A JUnit suite's counts, as its attributes say them (`AuditJUnitWriter`, `DiffJUnitWriter`).
package struct JUnitCounts {
    package var tests = 0, failures = 0, skipped = 0

    package init() {}

    package mutating func add(_ outcome: JUnitOutcome) {
        tests += 1
        if outcome == .failure { failures += 1 }
        if outcome == .skipped { skipped += 1 }
    }

    package mutating func merge(_ other: JUnitCounts) {
        tests += other.tests
        failures += other.failures
        skipped += other.skipped
    }

    package var attributes: [(String, String?)] {
        [("tests", "\(tests)"), ("failures", "\(failures)"), ("errors", "0"), ("skipped", "\(skipped)")]
    }
}
