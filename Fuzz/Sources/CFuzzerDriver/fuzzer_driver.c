// Declarations only: libFuzzer itself provides LLVMFuzzerRunDriver.
#include "fuzzer_driver.h"
