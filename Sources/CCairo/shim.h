// cairo: the viewer's and the PNG exporter's 2-D drawing.
#include <cairo/cairo.h>
