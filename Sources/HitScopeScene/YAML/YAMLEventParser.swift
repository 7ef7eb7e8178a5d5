// libyaml as Yams builds it (Yams' own C target): Yams composes whole documents into node trees and offers no
// public event API, and a scene of 100,000 views must not be held as a node tree (docs/performance.md).
import CYaml

/// One parsing event: what the scene reader needs of libyaml's `yaml_event_t`.
enum YAMLEvent {
    /// `plain`: written without quotes or block markers (numbers, booleans and null are plain).
    case scalar(String, plain: Bool, anchor: String?, at: SourceLocation)
    case sequenceStart(anchor: String?, at: SourceLocation)
    case sequenceEnd
    case mappingStart(anchor: String?, at: SourceLocation)
    case mappingEnd
    case alias(String, at: SourceLocation)
    case documentStart(at: SourceLocation)
    case documentEnd
    case streamEnd

    /// Whether this is the stream's end (the last event).
    var isStreamEnd: Bool {
        if case .streamEnd = self { true } else { false }
    }

    /// Where a node event starts (nil for the events that close something).
    var location: SourceLocation? {
        switch self {
        case .scalar(_, _, _, let at), .sequenceStart(_, let at), .mappingStart(_, let at), .alias(_, let at), .documentStart(let at):
            return at
        case .sequenceEnd, .mappingEnd, .documentEnd, .streamEnd:
            return nil
        }
    }
}

/// What libyaml reported when the text is not YAML.
struct YAMLSyntaxError: Error {
    enum Stage { case reader, scanner, parser, memory }
    let stage: Stage
    let problem: String
    /// 1-based line and column (in Unicode scalars) of the problem.
    let at: SourceLocation
    /// For reader errors: the byte offset of the problem.
    let byteOffset: Int
    /// What libyaml was reading when it found the problem, and where that started.
    let context: (text: String, at: SourceLocation)?
}

/// libyaml's event parser over UTF-8 bytes that outlive it.
final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>

    /// `bytes` must stay valid and unchanged while the parser is used.
    init(bytes: UnsafeRawBufferPointer) {
        _ = SceneDepth.yamlNestingLimit
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; the stream-start event is skipped, and after the end every call answers `.streamEnd`.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw syntaxError() }
            defer { yaml_event_delete(&event) }
            let at = SourceLocation(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return .scalar(value, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, anchor: text(scalar.anchor), at: at)
            case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: text(event.data.sequence_start.anchor), at: at)
            case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
            case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: text(event.data.mapping_start.anchor), at: at)
            case YAML_MAPPING_END_EVENT: return .mappingEnd
            case YAML_ALIAS_EVENT: return .alias(text(event.data.alias.anchor) ?? "", at: at)
            case YAML_DOCUMENT_START_EVENT: return .documentStart(at: at)
            case YAML_DOCUMENT_END_EVENT: return .documentEnd
            case YAML_STREAM_START_EVENT: continue
            default: return .streamEnd  // no event: the stream has ended, or parsing stopped at an error
            }
        }
    }

    private func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func syntaxError() -> YAMLSyntaxError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "the YAML parser failed"
        let at = SourceLocation(line: state.problem_mark.line + 1, column: state.problem_mark.column + 1)
        let context = state.context.map {
            (String(cString: $0), SourceLocation(line: state.context_mark.line + 1, column: state.context_mark.column + 1))
        }
        let stage: YAMLSyntaxError.Stage
        switch state.error {
        case YAML_READER_ERROR: stage = .reader
        case YAML_SCANNER_ERROR: stage = .scanner
        case YAML_MEMORY_ERROR: stage = .memory
        default: stage = .parser
        }
        return YAMLSyntaxError(stage: stage, problem: problem, at: at, byteOffset: state.problem_offset, context: context)
    }
}
