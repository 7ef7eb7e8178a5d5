import CCairo
import Glibc

/// A cairo image surface in memory (32-bit ARGB, premultiplied): the viewer's back buffer and layer caches, and
/// what PNG files are written from. Owns the surface and destroys it when released.
public final class ImageSurface {
    /// The cairo surface; valid while this object lives.
    public let pointer: OpaquePointer
    public let width: Int
    public let height: Int

    /// A transparent surface of `width` × `height` pixels (at least 1 × 1).
    public init(width: Int, height: Int) throws(CairoError) {
        let w = max(1, width), h = max(1, height)
        self.pointer = try CairoError.checkedSurface(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), "creating a \(w)×\(h) image")
        self.width = w
        self.height = h
    }

    /// Reads a PNG file.
    public init(contentsOfPNG path: String) throws(CairoError) {
        let surface = try CairoError.checkedSurface(cairo_image_surface_create_from_png(path), "reading \(path)")
        self.pointer = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    /// Decodes a PNG file's bytes (a scene's screenshot); `name` says which in an error.
    public init(png bytes: [UInt8], name: String) throws(CairoError) {
        let source = PNGBytes(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                return Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue().read(into: data, count: Int(length))
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        self.pointer = try CairoError.checkedSurface(surface, "decoding \(name)")
        self.width = Int(cairo_image_surface_get_width(pointer))
        self.height = Int(cairo_image_surface_get_height(pointer))
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The surface as a PNG file's bytes (the edge writes them: HitScopeFiles).
    public func pngBytes() throws(CairoError) -> [UInt8] {
        cairo_surface_flush(pointer)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(pointer, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError("encoding the PNG", status: status) }
        return sink.bytes
    }

    /// The colour of one pixel, un-premultiplied (for tests and checks).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(pointer) else { return nil }
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let opaque = cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24
        let a = opaque ? 255 : UInt8(word >> 24), r = UInt8((word >> 16) & 0xff), g = UInt8((word >> 8) & 0xff), b = UInt8(word & 0xff)
        guard a > 0 else { return (0, 0, 0, 0) }
        let unmultiply = { (c: UInt8) in UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (unmultiply(r), unmultiply(g), unmultiply(b), a)
    }
}

/// The bytes cairo's stream writer hands over, a piece at a time.
private final class PNGSink {
    var bytes: [UInt8] = []
}

/// A PNG file's bytes, handed to cairo's stream reader a piece at a time.
private final class PNGBytes {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base + offset, count: count) }
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
