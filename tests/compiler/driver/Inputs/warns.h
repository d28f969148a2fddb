// A user header of the preamble with a warning of its own (reported once).
static inline int header_value(int x) {
  int unused_in_header;
  return x + 1;
}
