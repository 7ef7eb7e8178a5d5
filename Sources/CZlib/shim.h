// zlib: the report page's embedded data, deflated (HitScopeReport's PageDataBlock).
#include <zlib.h>
