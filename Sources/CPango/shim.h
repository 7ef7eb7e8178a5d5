// Pango through cairo: text with font fallback (Chinese), right-to-left scripts (Arabic) and ligatures.
#include <pango/pangocairo.h>
