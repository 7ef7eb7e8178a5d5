// libdeflate: the report page's embedded data, deflated in zlib's format (HitScopeReport's PageDataBlock).
#include <libdeflate.h>
