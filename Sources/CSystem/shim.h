// System calls the Swift Glibc module does not show: extended attributes (which also
// hold a file's ACLs), for `format --in-place`, which copies them to the rewritten file.
#include <sys/xattr.h>

// O_PATH, which fcntl.h shows only with _GNU_SOURCE: its value on Linux (every
// architecture but alpha, parisc and sparc).
#define FC_O_PATH 010000000
