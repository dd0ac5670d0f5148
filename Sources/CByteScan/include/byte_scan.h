#ifndef FIELDCHECK_BYTE_SCAN_H
#define FIELDCHECK_BYTE_SCAN_H

// Byte scans Swift has no words for: a vector compare whose result is one bit a byte
// (SSE2's movemask, part of every x86-64 processor). Static inline, so the Swift caller
// inlines it: a call would cost more than the scan of 16 bytes.

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Bit i is set when byte i of p[0..<16] is `delimiter`, '"', CR or LF.
static inline uint32_t fc_csv_marks16(const uint8_t *p, uint8_t delimiter) {
#if defined(__SSE2__)
    __m128i bytes = _mm_loadu_si128((const __m128i *)p);
    __m128i marks = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)delimiter)),
                     _mm_cmpeq_epi8(bytes, _mm_set1_epi8('"'))),
        _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r')),
                     _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'))));
    return (uint32_t)_mm_movemask_epi8(marks);
#else
    uint32_t marks = 0;
    for (int i = 0; i < 16; i++) {
        uint8_t byte = p[i];
        if (byte == delimiter || byte == '"' || byte == '\r' || byte == '\n') marks |= 1u << i;
    }
    return marks;
#endif
}

// Bit i is set when byte i of p[0..<16] is `byte` (a record's terminator).
static inline uint32_t fc_byte_marks16(const uint8_t *p, uint8_t byte) {
#if defined(__SSE2__)
    __m128i bytes = _mm_loadu_si128((const __m128i *)p);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)byte)));
#else
    uint32_t marks = 0;
    for (int i = 0; i < 16; i++) {
        if (p[i] == byte) marks |= 1u << i;
    }
    return marks;
#endif
}

// The quotes, line feeds and carriage returns of p[0..<64], one bit a byte each (bit i for
// byte i): what a CSV chunk's cut looks for, and nothing else.
static inline void fc_quote_lf_cr_marks64(const uint8_t *p, uint64_t *quotes, uint64_t *lfs, uint64_t *crs) {
#if defined(__SSE2__)
    uint64_t q = 0, l = 0, c = 0;
    for (int block = 0; block < 4; block++) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(p + 16 * block));
        q |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"'))) << (16 * block);
        l |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'))) << (16 * block);
        c |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r'))) << (16 * block);
    }
    *quotes = q;
    *lfs = l;
    *crs = c;
#else
    uint64_t q = 0, l = 0, c = 0;
    for (int i = 0; i < 64; i++) {
        if (p[i] == '"') q |= (uint64_t)1 << i;
        if (p[i] == '\n') l |= (uint64_t)1 << i;
        if (p[i] == '\r') c |= (uint64_t)1 << i;
    }
    *quotes = q;
    *lfs = l;
    *crs = c;
#endif
}

#endif
