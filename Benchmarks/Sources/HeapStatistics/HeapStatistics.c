#include "HeapStatistics.h"
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

long long heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)info.uordblks;
}
#else
long long heap_bytes_in_use(void) { return -1; }
#endif
