/**
 * How large the API lets a request carrying equipment files be (they travel as text in JSON): a lot's report
 * or certificate (every file of one machine, each at most MAX_EQUIPMENT_FILE_BYTES), and one batch of the
 * bulk import (a CSV and the files of several machines). Every other JSON body stays at 64 KB.
 */
export const EQUIPMENT_BODY_MAX = 4 * 1024 * 1024;
export const LOT_IMPORT_BODY_MAX = 8 * 1024 * 1024;
