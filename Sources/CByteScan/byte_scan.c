// Everything is static inline in include/byte_scan.h; SwiftPM needs one source file.
#include "byte_scan.h"
