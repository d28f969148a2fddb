// bitfield_step.h — a step read from a bit-field (bitfield_step.htg.json).
struct config { unsigned stride : 4; };
