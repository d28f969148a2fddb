// A user header is the program's own: its names are checked too.
extern long nano_h_;
