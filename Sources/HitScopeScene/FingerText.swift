import HitScopeCore

/// A finger written on the command line: `T:X,Y T:X,Y …`, samples separated by spaces, each a time in seconds
/// from the touch's first sample and a point in screen points, in time order; the finger lifts at its last sample.
public enum FingerText {
    /// What is wrong with a finger's text, in words for an error message.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ text: String) throws(Problem) -> Finger {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { throw Problem(description: "a finger needs at least one sample T:X,Y, e.g. \"0:100,200 0.3:100,120\"") }
        var samples: [TouchSample] = []
        for word in words {
            let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let time = Double(parts[0]), time.isFinite, let point = PointList.parse(String(parts[1])) else {
                throw Problem(description: "'\(word)' is not a sample T:X,Y (seconds, then a point), e.g. 0.15:100,200")
            }
            guard time >= 0 else { throw Problem(description: "the time in '\(word)' is negative: times are seconds from the touch's first sample") }
            if let previous = samples.last, time < previous.time {
                throw Problem(description: "'\(word)' comes before the sample ahead of it: list a finger's samples in time order")
            }
            samples.append(TouchSample(time: time, point: point))
        }
        return Finger(samples: samples)
    }
}
