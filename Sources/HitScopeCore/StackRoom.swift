/// Runs `body` with uninitialised room for `count` values of `type`: on the stack when it is small (as for the
/// height of a real view tree), else on the heap, so that a tall tree never makes each call ask the system how
/// much stack is left.
@inline(__always)
func withStackRoom<T, R>(for type: T.Type, count: Int, _ body: (UnsafeMutableBufferPointer<T>) -> R) -> R {
    if count * MemoryLayout<T>.stride <= 1024 {
        return withUnsafeTemporaryAllocation(of: type, capacity: count, body)
    }
    let room = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    defer { room.deallocate() }
    return body(room)
}
