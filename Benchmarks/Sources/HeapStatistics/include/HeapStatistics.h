#include <stddef.h>

/// Bytes the C heap has handed out and not taken back; -1 where the C library cannot say.
long long heap_bytes_in_use(void);
