#ifndef FIELDCHECK_CPCRE2_SHIM_H
#define FIELDCHECK_CPCRE2_SHIM_H

// fieldcheck matches UTF-8 bytes: the 8-bit library, always.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// Swift cannot import function-like or cast macros; these give them plain names.
static inline PCRE2_SIZE fc_pcre2_unset(void) { return PCRE2_UNSET; }

// Compiles with `extra_options` (PCRE2_EXTRA_*) set in a compile context of its own.
static inline pcre2_code *fc_pcre2_compile(const unsigned char *pattern, size_t length,
                                           uint32_t options, uint32_t extra_options,
                                           int *error_code, PCRE2_SIZE *error_offset) {
    pcre2_compile_context *context = pcre2_compile_context_create(NULL);
    if (context == NULL) {
        *error_code = PCRE2_ERROR_NOMEMORY;
        *error_offset = 0;
        return NULL;
    }
    pcre2_set_compile_extra_options(context, extra_options);
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)pattern, length, options, error_code,
                                     error_offset, context);
    pcre2_compile_context_free(context);
    return code;
}

static inline int fc_pcre2_error_message(int code, unsigned char *buffer, size_t size) {
    return pcre2_get_error_message(code, (PCRE2_UCHAR *)buffer, size);
}

static inline int fc_pcre2_match(const pcre2_code *code, const unsigned char *subject,
                                 size_t length, uint32_t options, pcre2_match_data *data,
                                 pcre2_match_context *context) {
    return pcre2_match(code, (PCRE2_SPTR)subject, length, 0, options, data, context);
}

static inline int fc_pcre2_jit_match(const pcre2_code *code, const unsigned char *subject,
                                     size_t length, uint32_t options, pcre2_match_data *data,
                                     pcre2_match_context *context) {
    return pcre2_jit_match(code, (PCRE2_SPTR)subject, length, 0, options, data, context);
}

// A match from a start offset (for searching a value more than once, as a substitution does).
static inline int fc_pcre2_match_from(const pcre2_code *code, const unsigned char *subject,
                                      size_t length, size_t offset, uint32_t options,
                                      pcre2_match_data *data, pcre2_match_context *context) {
    return pcre2_match(code, (PCRE2_SPTR)subject, length, offset, options, data, context);
}

// The library's version string, e.g. "10.42 2022-12-11".
static inline int fc_pcre2_version(unsigned char *buffer, size_t size) {
    if (size < 64) return -1;
    return pcre2_config(PCRE2_CONFIG_VERSION, buffer);
}

#endif
