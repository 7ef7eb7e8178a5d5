// glibc's allocator settings (mallopt): the hitscope process keeps the memory it frees for reuse (MemoryReuse).
#include <malloc.h>
