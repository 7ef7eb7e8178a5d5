import CMalloc

/// How the process's allocator keeps memory it frees: for the next page or scene, not handed back to the kernel
/// and faulted in again. glibc's defaults give each allocation of 128 KB or more (a page's text, a scene's arrays)
/// its own mapping, unmapped when freed, and trim the heap's top past 128 KB: a gallery of fifty-view screens spent
/// 1.8 % of its samples in page faults and `madvise`, 0.3 % with these limits (docs/performance.md).
enum MemoryReuse {
    /// Allocations below this come from the heap, and are reused once freed.
    static let mappingThreshold: Int32 = 32 << 20
    /// Free memory at the heap's top kept for reuse, up to this much.
    static let trimThreshold: Int32 = 256 << 20

    /// Sets the limits; once, before any work.
    static func prepare() {
        _ = mallopt(M_MMAP_THRESHOLD, mappingThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
    }
}
