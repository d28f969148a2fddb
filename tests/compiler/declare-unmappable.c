// A `#pragma nano declare` access that names no memory of the function's
// parameters or globals is an error at the access (never a narrower access):
// a field the structure lacks, '.' on a pointer, a subscript or '*' on a
// number, a section before another subscript, an undeclared name in a
// subscript, a negative section length.
// RUN: not %translate %s > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck --check-prefix=REPEAT %s < %t.err
struct vec { int n; double *d; };
#pragma nano declare reads(v->n) writes(v->q[0:2])
void no_field(struct vec *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:41: error: '#pragma nano declare' cannot map 'v->q[0:2]' to the memory it names: 'struct vec' has no field 'q'; name memory that its parameters or globals reach, such as p[lo:len], *p, s.f, s->f[0:n] or m[i][0:n]
#pragma nano declare writes(v.d[0:2])
void dot_on_pointer(struct vec *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:29: error: '#pragma nano declare' cannot map 'v.d[0:2]' to the memory it names: 'v' is not a structure or union
#pragma nano declare writes(n[0:2])
void subscript_number(int n);
// CHECK: declare-unmappable.c:[[@LINE-2]]:29: error: '#pragma nano declare' cannot map 'n[0:2]' to the memory it names: 'n' is not a pointer or an array
#pragma nano declare reads(*v->n)
void deref_number(struct vec *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:28: error: '#pragma nano declare' cannot map '*v->n' to the memory it names: 'v->n' is not a pointer or an array
#pragma nano declare writes(m[0:2][1])
void section_first(double **m);
// CHECK: declare-unmappable.c:[[@LINE-2]]:29: error: '#pragma nano declare' cannot map 'm[0:2][1]' to the memory it names: only the last subscript can be a section ('[lo:len]')
#pragma nano declare writes(v->d[0:len])
void undeclared_length(struct vec *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:36: error: use of undeclared identifier 'len' in clause 'writes'

void use(struct vec *v, double **m) {
  no_field(v);
  dot_on_pointer(v);
  subscript_number(3);
  deref_number(v);
  section_first(m);
  undeclared_length(v);
}
#pragma nano declare reads(a[0:n]) reads(a[0:n]) writes()
double repeated_reads(const double *a, int n);
// REPEAT: declare-unmappable.c:[[@LINE-2]]:36: error: clause 'reads' appears more than once; list every access in one, as in 'reads(a[0:n], *p)'
// A negative length, as in a task's clause (black box bb66 3: accepted silently).
#pragma nano declare reads(v[0:-4]) writes(out[0:n])
void negative_length(const double *v, double *out, int n);
// CHECK: declare-unmappable.c:[[@LINE-2]]:28: error: a section's length is negative in clause 'reads'; a section is [first:length], with length >= 0
// In parentheses, or an enumerator (black box bb67 11).
enum { BACKWARDS = -2 };
#pragma nano declare writes(v[0:BACKWARDS])
void negative_enumerator(double *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:29: error: a section's length is negative in clause 'writes'
#pragma nano declare reads(v[0:(-4)])
void negative_parenthesised(const double *v);
// CHECK: declare-unmappable.c:[[@LINE-2]]:28: error: a section's length is negative in clause 'reads'
