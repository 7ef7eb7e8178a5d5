// Xlib for the viewer's window and events, plus the Linux descriptors its event loop waits on (Glibc's module
// lacks timerfd and signalfd), and cairo's Xlib surface so that only the window code needs X11 types.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <cairo/cairo-xlib.h>
