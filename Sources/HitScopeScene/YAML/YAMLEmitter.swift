// libyaml's emitter as Yams builds it (see YAMLEventParser.swift): events go straight to text, so writing a
// scene of a million views needs no node tree.
import CYaml

/// Writes YAML from events, as `Yams.serialize(node:indent: 2, width: -1, allowUnicode: true)` would write the
/// same nodes (libyaml picks plain or quoted style for scalars left to it).
final class YAMLEmitter {
    private let emitter: UnsafeMutablePointer<yaml_emitter_t>
    private let output = Output()

    /// Where libyaml writes: the bytes so far.
    private final class Output {
        var bytes: [UInt8] = []
    }

    init() {
        emitter = .allocate(capacity: 1)
        emitter.initialize(to: yaml_emitter_t())
        yaml_emitter_initialize(emitter)
        yaml_emitter_set_output(emitter, { context, buffer, size in
            guard let context, let buffer else { return 0 }
            Unmanaged<Output>.fromOpaque(context).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(output).toOpaque())
        yaml_emitter_set_indent(emitter, 2)
        yaml_emitter_set_width(emitter, -1)
        yaml_emitter_set_unicode(emitter, 1)
        yaml_emitter_set_encoding(emitter, YAML_UTF8_ENCODING)
        var event = yaml_event_t()
        yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING)
        emit(&event)
        yaml_document_start_event_initialize(&event, nil, nil, nil, 1)
        emit(&event)
    }

    deinit {
        yaml_emitter_delete(emitter)
        emitter.deallocate()
    }

    /// A scalar: double-quoted when asked, else in the style libyaml finds safe (plain where it can).
    func scalar(_ text: String, doubleQuoted: Bool = false) {
        let style = doubleQuoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE
        var event = yaml_event_t()
        // The string's own UTF-8, NUL-terminated so never a null pointer (libyaml copies `length` bytes from it,
        // NULs inside included).
        text.withCString { value in
            value.withMemoryRebound(to: UInt8.self, capacity: text.utf8.count + 1) { bytes in
                _ = yaml_scalar_event_initialize(&event, nil, nil, UnsafeMutablePointer(mutating: bytes), Int32(text.utf8.count), 1, 1, style)
            }
        }
        emit(&event)
    }

    func beginSequence(flow: Bool) {
        var event = yaml_event_t()
        yaml_sequence_start_event_initialize(&event, nil, nil, 1, flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_ANY_SEQUENCE_STYLE)
        emit(&event)
    }

    func endSequence() {
        var event = yaml_event_t()
        yaml_sequence_end_event_initialize(&event)
        emit(&event)
    }

    func beginMapping(flow: Bool) {
        var event = yaml_event_t()
        yaml_mapping_start_event_initialize(&event, nil, nil, 1, flow ? YAML_FLOW_MAPPING_STYLE : YAML_ANY_MAPPING_STYLE)
        emit(&event)
    }

    func endMapping() {
        var event = yaml_event_t()
        yaml_mapping_end_event_initialize(&event)
        emit(&event)
    }

    /// Ends the document and returns the text.
    func finish() -> String {
        var event = yaml_event_t()
        yaml_document_end_event_initialize(&event, 1)
        emit(&event)
        yaml_stream_end_event_initialize(&event)
        emit(&event)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    private func emit(_ event: UnsafeMutablePointer<yaml_event_t>) {
        // The events are built here from valid UTF-8 in a valid order; libyaml then only fails on memory.
        guard yaml_emitter_emit(emitter, event) == 1 else {
            preconditionFailure("cannot write YAML: \(emitter.pointee.problem.map { String(cString: $0) } ?? "out of memory")")
        }
    }
}
