// htg_codegen.cpp — emits the C/C++ translation unit that runs an HTG on libnanothreads.
//
// Shape of the output, top to bottom:
//   banner, #include <nano/nano.h>, the C headers the helpers need, the helpers, the document's includes;
//   graph variables (static storage, or extern);
//   one struct per loop scope (`__nano_env_<k>`: the loop variables bound in that body)
//   and one per parallel loop (`__nano_loop_<node>`: the body scope plus from/step);
//   prototypes, then per node:
//     __nano_run_<node>(env)   does the node's work in the calling nano-thread;
//     __nano_task_<node>(args) task entry point (root, compound children, and bodies of
//                              sequential loops that create nano-threads);
//     __nano_chunk_<node>(...) parallel loops: runs the body for iterations [lo, hi)
//                              (through __nano_batch_<node> tasks when it creates tasks);
//   the entry function and, when asked, main.
// Protocol of a compound: create every child (nano_create copies the environment into
// the argument block), wire its arcs with nano_precede (through an empty join task for
// siblings that follow the same predecessors, when that takes fewer arcs), then submit
// and release each child. Nothing is submitted before all arcs exist, so no child can start early; the
// compound's own task completes only after its children have (runtime guarantee).
// Protocol of a sequential loop: iteration k+1 starts after iteration k's body graph has
// completed. A simple body runs inline, one iteration after the other. Any other body
// is one task per iteration, each preceded by the previous one: a task completes only
// after its children, so the arc orders whole body graphs without a wait. The loop
// waits only to bound the iterations in flight (kIterationsInFlight).
// A parallel loop's bodies run inline in the chunks of nano_parallel_for; a body that
// creates tasks runs in batch tasks the chunk waits for, one after the other.
#include "nano/htg_codegen.hpp"

#include <algorithm>
#include <deque>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "arc_joins.hpp"
#include "code_writer.hpp"
#include "graph_plan.hpp"
#include "library_names.hpp"

namespace htg {
namespace {

using codegen::CodeWriter;
using codegen::GraphPlan;
using codegen::LoopScope;
using codegen::PlannedNode;
using codegen::double_literal;
using codegen::string_literal;

const char *schedule_enumerator(ScheduleKind kind) {
  switch (kind) {
    case ScheduleKind::static_: return "NANO_SCHEDULE_STATIC";
    case ScheduleKind::fixed: return "NANO_SCHEDULE_FIXED";
    case ScheduleKind::gss: return "NANO_SCHEDULE_GSS";
    case ScheduleKind::tss: return "NANO_SCHEDULE_TSS";
    case ScheduleKind::factoring: return "NANO_SCHEDULE_FACTORING";
    case ScheduleKind::affinity: return "NANO_SCHEDULE_AFFINITY";
  }
  return "NANO_SCHEDULE_GSS";
}

// `text` with every "*/" and "/*" broken and control characters (a label's newline or
// tab) written as spaces, so it can sit inside a one-line /* comment */ that compiles
// cleanly under -Wcomment.
// Whether a loop's `step` is a positive integer literal (the reader has already refused
// a constant that is not): the generated code then need not check it.
bool constant_positive(const std::string &step) {
  return !step.empty() && std::all_of(step.begin(), step.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
         step.find_first_not_of('0') != std::string::npos;
}

std::string comment_safe(std::string text) {
  for (char &c : text)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  for (std::size_t at = text.find("*/"); at != std::string::npos; at = text.find("*/", at))
    text.replace(at, 2, "* /");
  for (std::size_t at = text.find("/*"); at != std::string::npos; at = text.find("/*", at))
    text.replace(at, 2, "/ *");
  return text;
}

// A sequential loop creates at most this many iteration tasks ahead of the one running;
// a chunk of a parallel loop runs at most this many bodies that create tasks at once.
constexpr int kIterationsInFlight = 1024;

std::string env_type(int scope) { return "struct __nano_env_" + std::to_string(scope); }
std::string member(int k) { return "__nano_v" + std::to_string(k); }

// Whether the last line of `text` (with the lines a splice continues it from, and
// after a final newline, the line before it) may hold a `//` comment, which would
// swallow text written after it on that line. Conservative: `//` in a string counts.
bool last_line_has_comment(const std::string &text) {
  std::size_t end = text.size();
  if (end > 0 && text[end - 1] == '\n') --end;  // "a // c\n": the comment's line is the last
  if (end > 0 && text[end - 1] == '\r') --end;
  std::size_t start = end;  // where the last line starts
  while (start > 0) {
    const std::size_t newline = text.rfind('\n', start - 1);
    if (newline == std::string::npos) return text.find("//") != std::string::npos;
    std::size_t before = newline;  // the backslash of a splice is before "\n" or "\r\n"
    if (before > 0 && text[before - 1] == '\r') --before;
    if (before == 0 || text[before - 1] != '\\') {
      start = newline + 1;
      break;
    }
    start = before - 1;
  }
  return text.find("//", start) != std::string::npos;
}

// A statement from the document: terminated, so `f(x)` and `f(x);` both work. Trailing
// blanks and line splices go first: a `;` after a splice's backslash would be a stray one.
std::string as_statement(const std::string &code) {
  std::size_t end = code.size();
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  auto splice_ends = [&](std::size_t at) {  // whether code[at - 1] is the backslash of a line splice
    return at > 0 && code[at - 1] == '\\' && (code.compare(at, 1, "\n") == 0 || code.compare(at, 2, "\r\n") == 0);
  };
  for (;;) {
    while (end > 0 && blank(code[end - 1])) --end;
    if (!splice_ends(end)) break;
    --end;
  }
  if (end == 0) return ";";
  const std::string trimmed = code.substr(0, end);
  // A `//` comment on the last line would hold a `;` written after it, and may end
  // with its own: one on the next line.
  if (last_line_has_comment(trimmed)) return trimmed + "\n;";
  return trimmed.back() == ';' || trimmed.back() == '}' ? trimmed : trimmed + ";";
}

class Generator {
 public:
  Generator(const Document &document, const CodegenOptions &options)
      : document_(document),
        options_(options),
        plan_(codegen::plan_graph(document.root, PointerTargets(document.variables, document.root))) {
    output_name_ = options.output_name.empty() ? document.name + generated_extension(document)
                                               : options.output_name;
  }

  std::string run() {
    emit_prologue();
    emit_variables();
    emit_structs();
    emit_prototypes();
    for (std::size_t k = 0; k < plan_.nodes.size(); ++k) emit_node(plan_.nodes[k]);
    emit_entry();
    return out_.text();
  }

 private:
  const Document &document_;
  const CodegenOptions &options_;
  GraphPlan plan_;
  std::string output_name_;
  CodeWriter out_;

  // ---- file-level parts -------------------------------------------------------

  void emit_prologue() {
    out_.line("/* Generated by nano-htg codegen from the HTG \"" + document_.name + "\"" +
              (options_.source_name.empty() ? "" : " (" + comment_safe(options_.source_name) + ")") +
              ". Do not edit. */");
    out_.directive("#include <nano/nano.h>");
    out_.directive("#include <stdio.h>");
    out_.directive("#include <stdlib.h>");
    out_.directive("#include <string.h>");
    if (document_.language == "c++") out_.directive("#include <type_traits>");
    // The helpers come before the document's includes, so that a macro a header defines
    // (`#define step 0.5`) cannot change them; in C++ their casts are C casts, which
    // -Wold-style-cast would report in code the user did not write (the headers keep it).
    if (document_.language == "c++") {
      out_.directive("#pragma GCC diagnostic push");
      out_.directive("#pragma GCC diagnostic ignored \"-Wold-style-cast\"");
    }
    out_.blank();
    out_.line("/* Creates a nano-thread running fn on a copy of the env_size bytes at env. */");
    out_.line("static __attribute__((__unused__)) nano_task *__nano_spawn(nano_task_fn fn, const void *env,");
    out_.line("                                                       size_t env_size, const char *label) {");
    out_.indent();
    out_.line("void *__nano_args = NULL;");
    out_.line("nano_task *__nano_t = nano_create(fn, env_size, &__nano_args);");
    out_.line("if (__nano_t == NULL) {");
    out_.line("  fprintf(stderr, \"nanothreads: out of memory creating task '%s'\\n\", label);");
    out_.line("  abort();");
    out_.line("}");
    out_.line("if (env_size != 0) memcpy(__nano_args, env, env_size);");
    out_.line("nano_set_label(__nano_t, label);");
    out_.line("return __nano_t;");
    out_.dedent();
    out_.line("}");
    out_.blank();
    if (document_.language == "c++") {
      out_.line("/* The type class of T's values, for the loop bounds' checks (8: floating, 9: complex). */");
      out_.line("template <class T> constexpr int __nano_type_class() { return __builtin_classify_type(*(T *)nullptr); }");
      out_.blank();
    }
    out_.line("/* An empty task between siblings that all follow the same predecessors. */");
    out_.line("static __attribute__((__unused__)) void __nano_join(void *__nano_args) { (void)__nano_args; }");
    out_.blank();
    out_.line("/* Stops the program when the runtime reports a failure it cannot recover from. */");
    out_.line("static __attribute__((__unused__)) void __nano_check(nano_status status, const char *what) {");
    out_.indent();
    out_.line("if (status == NANO_OK) return;");
    out_.line("fprintf(stderr, \"nanothreads: %s failed: %s\\n\", what, nano_status_string(status));");
    out_.line("abort();");
    out_.dedent();
    out_.line("}");
    out_.blank();
    out_.line("/* A loop whose step, known only at run time, is not positive runs no iteration: say so. */");
    out_.line("static __attribute__((__unused__)) int __nano_check_step(int positive, long step, const char *loop) {");
    out_.indent();
    out_.line("if (positive) return 1;");
    out_.line("fprintf(stderr, \"nanothreads: warning: loop '%s': its step is %ld at run time, not positive: \"");
    out_.line("        \"it runs no iteration (the loop runs from <= var < to by a positive step)\\n\", loop, step);");
    out_.line("return 0;");
    out_.dedent();
    out_.line("}");
    out_.blank();
    // The runtime refuses a negative chunk; the message names the loop (nano_parallel_for
    // cannot) and the value. 0 is the schedule's default, as in nano_schedule.
    out_.line("/* A parallel loop's schedule chunk, known only at run time, must not be negative. */");
    out_.line("static __attribute__((__unused__)) int64_t __nano_check_chunk(int negative, long long chunk, "
              "const char *loop) {");
    out_.indent();
    out_.line("if (!negative) return chunk < 0 ? INT64_MAX : (int64_t)chunk;");
    out_.line("fprintf(stderr, \"nanothreads: error: %s: its schedule chunk is %lld at run time, not positive: \"");
    out_.line("        \"a chunk is a number of iterations (give the chunk expression a positive value)\\n\", "
              "loop, chunk);");
    out_.line("abort();");
    out_.dedent();
    out_.line("}");
    out_.blank();
    // `typed_from` and `typed_to` are the bounds converted to the loop variable's type
    // (that of from + to) and back to long: where they differ (a negative bound with
    // `unsigned int`), the C loop starts or stops there, and so does this one, with a
    // warning. `typed_nonempty` is from < to compared in the variable's type: the loop
    // runs when it holds, as the C loop does, also where the long comparison differs
    // (unsigned bounds on both sides of LONG_MAX: the iterations are counted from
    // `from` in unsigned arithmetic, __nano_trip). `signs` says which of the bounds'
    // types (bit 0: from's, 1: to's, 2: the variable's) are signed: when a negative bound
    // becomes a large value of an unsigned type as wide as long, that is said.
    out_.line("static __attribute__((__unused__)) int __nano_bounds_agree(long *from, long *to, long typed_from, "
              "long typed_to, int typed_nonempty, int signs, const char *loop) {");
    out_.indent();
    out_.line("if (typed_from != *from || typed_to != *to) {");
    out_.line("  fprintf(stderr, \"nanothreads: warning: loop '%s': its bounds %ld and %ld are %ld and %ld in its \"");
    out_.line("          \"variable's type (that of from + to): it runs over those, as the C loop would (cast the \"");
    out_.line("          \"bounds to long, e.g. (long)(...), to count in long)\\n\",");
    out_.line("          loop, *from, *to, typed_from, typed_to);");
    out_.line("  *from = typed_from;");
    out_.line("  *to = typed_to;");
    out_.line("} else if ((*from < *to) != (typed_nonempty != 0) && !(signs & 4) &&");
    out_.line("           (((signs & 1) && *from < 0) || ((signs & 2) && *to < 0))) {");
    out_.line("  fprintf(stderr, \"nanothreads: warning: loop '%s': its bounds %ld and %ld mix signed and unsigned \"");
    out_.line("          \"types: in its variable's type (that of from + to, unsigned) they are %lu and %lu, and it \"");
    out_.line("          \"runs %s, as the C loop would (cast the bounds to long, e.g. (long)(...), to count in \"");
    out_.line("          \"long)\\n\", loop, *from, *to, (unsigned long)*from, (unsigned long)*to,");
    out_.line("          typed_nonempty ? \"over those\" : \"no iteration\");");
    out_.line("}");
    out_.line("return typed_nonempty != 0;");
    out_.dedent();
    out_.line("}");
    out_.blank();
    // The iterations of from <= var < to by step, counted in unsigned arithmetic (exact
    // for any integer type as wide as long or narrower: `to - from` is below 2^64 when
    // from < to in the variable's type, whatever the bounds are as long).
    // `step` is 0 when not positive, and may exceed LONG_MAX (an unsigned step).
    out_.line("static __attribute__((__unused__)) unsigned long __nano_trip(long from, long to, unsigned long step, "
              "int nonempty) {");
    out_.line("  if (!nonempty || step == 0) return 0;");
    out_.line("  return ((unsigned long)to - (unsigned long)from - 1) / (unsigned long)step + 1;");
    out_.line("}");
    if (document_.language == "c++") out_.directive("#pragma GCC diagnostic pop");
    for (std::size_t k = 0; k < document_.includes.size(); ++k) emit_include(k);
    // The code generated around the fragments casts as C does (`(long)(from)`), on the
    // fragments' own lines: in C++, -Wold-style-cast stays off from here on.
    if (document_.language == "c++") out_.directive("#pragma GCC diagnostic ignored \"-Wold-style-cast\"");
    out_.blank();
  }

  // `#include` of the document's k-th header; a header that is not found is reported
  // at its entry of "includes" in the HTG file (the header name where the JSON string's
  // text starts, when the line leaves room for "#include " before it).
  void emit_include(std::size_t k) {
    const std::string &header = document_.includes[k];
    const bool angled = !header.empty() && header.front() == '<';
    const std::string directive = "#include " + (angled ? header : "\"" + header + "\"");
    const FragmentPosition *where = mapping_to_source() && k < options_.source_map->includes.size() &&
                                            options_.source_map->includes[k].line > 0
                                        ? &options_.source_map->includes[k]
                                        : nullptr;
    if (!where) {
      out_.directive(directive);
      return;
    }
    const int prefix = static_cast<int>(std::string_view("#include ").size()) + (angled ? 1 : 0);
    out_.directive("#line " + std::to_string(where->line) + " " + string_literal(options_.source_name));
    out_.directive(padding(where->column - prefix) + directive);
    out_.directive("#line " + std::to_string(out_.current_line() + 1) + " " + string_literal(output_name_));
  }

  // Each declaration's type, name, extents and initialiser are reported by the compiler
  // at their own place in the HTG file (see emit_pieces), like the nodes' fragments.
  void emit_variables() {
    if (document_.variables.empty()) return;
    // A graph variable named like a function or object of the headers included above
    // (`index`, `random`, `div`) would clash with its declaration there: from here on
    // the name stands for a variable of the generated file's own, which fragments and
    // generated code name the same way. (A header of "includes" is the user's choice.)
    for (const Variable &variable : document_.variables)
      if (!variable.is_extern && codegen::declared_by_generated_includes(variable.name)) {
        out_.directive("#undef " + variable.name);
        out_.directive("#define " + variable.name + " __nano_graph_" + variable.name);
      }
    out_.line("/* Graph variables. */");
    for (const Variable &variable : document_.variables) {
      auto at = [&](std::string_view field) { return variable_position(variable, field); };
      // The '[' before each extent stands where the extent begins in the HTG file (an
      // array of an incomplete type is reported at the first one).
      std::deque<FragmentPosition> brackets;
      std::vector<Piece> pieces;
      pieces.emplace_back(variable.is_extern ? "extern " : "static ");
      const bool typeof_needed = has_declarator_part(variable.type);
      if (typeof_needed) pieces.emplace_back("__typeof__(");
      pieces.emplace_back(ended(variable.type), at("type"));
      pieces.emplace_back(typeof_needed ? ") " : " ");
      pieces.emplace_back(variable.name, at("name"));
      for (std::size_t d = 0; d < variable.dims.size(); ++d) {
        const FragmentPosition *extent = at("dims/" + std::to_string(d));
        if (extent && extent->column > 1)
          pieces.emplace_back("[", &brackets.emplace_back(FragmentPosition{extent->line, extent->column - 1}));
        else
          pieces.emplace_back("[");
        pieces.emplace_back(ended(variable.dims[d]), extent);
        pieces.emplace_back("]");
      }
      if (!variable.is_extern) pieces.emplace_back(" __attribute__((__unused__))");
      if (!variable.init.empty()) {
        pieces.emplace_back(" = ");
        pieces.emplace_back(ended(variable.init), at("init"));
      }
      pieces.emplace_back(";");
      emit_pieces(pieces);
    }
    out_.blank();
  }

  // A fragment of the document followed by generated text on the same line: a `//`
  // comment in it would swallow that text, so it then ends with a newline.
  static std::string ended(const std::string &fragment) {
    return last_line_has_comment(fragment) ? fragment + "\n" : fragment;
  }

  // True for a type with a declarator part of its own (`long (*)(long)`, `long (*)[4]`:
  // a '(' or '[' outside the braces of a struct body). It cannot be followed by the
  // name, so it is declared as `__typeof__(type) name` (clang and gcc, C and C++).
  static bool has_declarator_part(const std::string &type) {
    int braces = 0;
    for (char c : type) {
      braces += c == '{' ? 1 : c == '}' ? -1 : 0;
      if (braces == 0 && (c == '(' || c == '[')) return true;
    }
    return false;
  }

  const FragmentPosition *variable_position(const Variable &variable, std::string_view field) const {
    if (!mapping_to_source()) return nullptr;
    const FragmentPosition *where = options_.source_map->find_variable(variable.name, field);
    return where && where->line > 0 ? where : nullptr;
  }

  bool mapping_to_source() const {
    return options_.line_directives && options_.source_map && !options_.source_name.empty();
  }

  void emit_structs() {
    for (std::size_t s = 0; s < plan_.scopes.size(); ++s) {
      const LoopScope &scope = plan_.scopes[s];
      out_.line("/* Loop variables bound inside the body of " + comment_safe(plan_.nodes[scope.loop].node->id) + ". */");
      out_.line(env_type(static_cast<int>(s)) + " {");
      out_.indent();
      for (std::size_t k = 0; k < scope.vars.size(); ++k)
        out_.line("long " + member(static_cast<int>(k)) + "; /* " + scope.vars[k] + " */");
      out_.dedent();
      out_.line("};");
    }
    for (const PlannedNode &planned : plan_.nodes) {
      if (planned.node->kind != NodeKind::loop || !planned.node->parallel) continue;
      out_.line("struct __nano_loop_" + planned.name + " {");
      out_.indent();
      out_.line(env_type(planned.body_scope) + " __nano_env; /* outer loop variables */");
      out_.line("long __nano_from;");
      out_.line("unsigned long __nano_step; /* 0: not positive */");
      out_.dedent();
      out_.line("};");
    }
    if (!plan_.scopes.empty()) out_.blank();
  }

  std::string run_signature(const PlannedNode &planned) const {
    const std::string params =
        planned.scope < 0 ? "void" : "const " + env_type(planned.scope) + " *__nano_env";
    return "static void __nano_run_" + planned.name + "(" + params + ")";
  }

  void emit_prototypes() {
    for (const PlannedNode &planned : plan_.nodes) {
      out_.line(run_signature(planned) + ";");
      if (planned.is_task) out_.line("static void __nano_task_" + planned.name + "(void *__nano_args);");
    }
    out_.blank();
  }

  // ---- per node ---------------------------------------------------------------

  void emit_node(const PlannedNode &planned) {
    const Node &node = *planned.node;
    if (node.kind == NodeKind::loop && node.parallel && planned.body >= 0) emit_chunk(planned);

    out_.line("/* " + describe(node) + " */");
    out_.line(run_signature(planned) + " {");
    out_.indent();
    const int local_blocks = emit_locals(planned.scope);
    // A cost written as an expression is compiled, never run, so that a mistake in it
    // is an error here as elsewhere (not under sizeof: C++17 has no lambda in an
    // unevaluated operand). It is not evaluated when the task is created either: the
    // node's predecessors have not run then, nor has its condition been tested (`*p`
    // with `"condition": "p != 0"`), so its variables may not hold their values yet.
    if (!node.cost_expression.empty())
      emit_user_line(node, {{"if (0) (void)(double)("}, {node.cost_expression, "cost"}, {");"}});
    if (!node.condition.empty())
      emit_user_line(node, {{"if (!("}, {node.condition, "condition"}, {")) return;"}});
    switch (node.kind) {
      case NodeKind::simple:
        out_.line("{");
        out_.indent();
        emit_user_line(node, {{as_statement(node.code), "code"}});
        out_.dedent();
        out_.line("}");
        break;
      case NodeKind::compound:
        emit_compound_body(planned);
        break;
      case NodeKind::loop:
        if (planned.body < 0) break;
        if (node.parallel) {
          emit_parallel_loop_body(planned);
        } else {
          emit_sequential_loop_body(planned);
        }
        break;
    }
    close_blocks(local_blocks);
    out_.dedent();
    out_.line("}");
    out_.blank();

    if (planned.is_task) emit_task_entry(planned);
  }

  static std::string describe(const Node &node) {
    const char *kind = node.kind == NodeKind::simple     ? "simple"
                       : node.kind == NodeKind::compound ? "compound"
                       : node.parallel                   ? "parallel loop"
                                                         : "sequential loop";
    std::string text = std::string(kind) + " node " + node.id;
    if (!node.label.empty() && node.label != node.id) text += " (" + node.label + ")";
    return comment_safe(text);
  }

  // The loop variables in scope, as locals named as in the document, outermost first. A
  // variable has the type of `from + to` of its loop (int for the usual int bounds, long
  // for long bounds ...), as if the user had written the loop in C. A name an inner loop
  // reuses is declared again in a block of its own, so the inner bounds' mention of it
  // (`"to": "i"`) is the outer variable, as in C. Returns the blocks opened: the caller
  // closes them (close_blocks) after the node's code.
  int emit_locals(int scope) {
    if (scope < 0) return 0;
    const LoopScope &loops = plan_.scopes[scope];
    int blocks = 0;
    std::vector<std::string> in_block;  // names declared in the innermost block opened
    for (std::size_t k = 0; k < loops.vars.size(); ++k) {
      const std::string &name = loops.vars[k];
      if (std::find(in_block.begin(), in_block.end(), name) != in_block.end()) {
        out_.line("{");
        out_.indent();
        ++blocks;
        in_block.clear();
      }
      in_block.push_back(name);
      emit_typed_loop_variable(*plan_.nodes[loops.binders[k]].node, name, "__nano_env->" + member(static_cast<int>(k)));
      out_.line("(void)" + name + ";");
    }
    return blocks;
  }

  void close_blocks(int blocks) {
    for (; blocks > 0; --blocks) {
      out_.dedent();
      out_.line("}");
    }
  }

  // The loop's own variable as a local holding `value`, typed as in emit_locals.
  void emit_loop_variable(const PlannedNode &loop_node, const std::string &value) {
    const Node &node = *loop_node.node;
    emit_typed_loop_variable(node, node.var, value);
    out_.line("(void)" + node.var + ";");
  }

  // `name` of the type of `from + to` of `loop`, holding `value`. The declaration
  // copies each bound once (the cast names the variable's own type).
  void emit_typed_loop_variable(const Node &loop, const std::string &name, const std::string &value) {
    std::vector<Piece> pieces = variable_type(loop);
    pieces.push_back({" " + name + " = (__typeof__(" + name + "))" + value + ";"});
    emit_user_line(loop, pieces);
  }


  // Converts the loop's bounds `from_name` and `to_name` to the variable's type and back
  // (as the C loop's variable would hold them) and declares `nonempty_name`: whether
  // from < to compared in that type (`__nano_bounds_agree`). Reads only the copies and
  // the bounds' types: no bound is evaluated twice.
  void emit_bounds_check(const Node &loop, const std::string &from_name, const std::string &to_name,
                         const std::string &nonempty_name) {
    const std::vector<Piece> type = variable_type(loop);
    const std::vector<Piece> from_type = counting_type({{"+("}, {loop.from, "from"}, {")"}});
    const std::vector<Piece> to_type = counting_type({{"+("}, {loop.to, "to"}, {")"}});
    std::vector<Piece> pieces = {{"const int " + nonempty_name + " = __nano_bounds_agree(&" + from_name + ", &" +
                                  to_name + ", (long)("}};
    auto add_of = [&](const std::vector<Piece> &of, const std::string &text) {
      pieces.insert(pieces.end(), of.begin(), of.end());
      pieces.push_back({text});
    };
    auto add = [&](const std::string &text) { add_of(type, text); };
    add(")" + from_name + ", (long)(");
    add(")" + to_name + ", (");
    add(")" + from_name + " < (");
    // Which types are signed (-1 below 1 in them): bit 0 from's, bit 1 to's, bit 2 the variable's.
    add(")" + to_name + ", ((");
    add_of(from_type, ")-1 < (");
    add_of(from_type, ")1) | ((");
    add_of(to_type, ")-1 < (");
    add_of(to_type, ")1) << 1 | ((");
    add(")-1 < (");
    add(")1) << 2, \"" + loop.id + "\");");
    emit_user_line(loop, pieces);
  }

  // A loop's bound (`field`) must have an integer type: a floating one would be
  // truncated to long (probe13 N6), while the C loop would count in floating point. A
  // compile-time check under the #line of the fragment, so that the compiler reports it
  // at the JSON value (nano-htg validate already refuses a graph variable of floating
  // type). `value` is what is checked: the fragment itself when empty, else a local
  // already holding it (so that the fragment is compiled, and its errors reported, once).
  std::string integer_check_message(const Node &loop, const std::string &text, std::string_view field) const {
    return string_literal("loop '" + loop.id + "': its '" + std::string(field) + "' (" + text +
                          ") is floating-point, and the loop variable takes integer values: convert it, e.g. "
                          "(long)(" + text + ")");
  }
  // The assertion's keyword and condition are on the fragment's line (the compilers
  // report a failed one at either), the fragment at its column, as elsewhere, so that
  // an error in it is reported where the other uses of the fragment report it.
  void emit_integer_check(const Node &loop, const std::string &text, std::string_view field,
                          const std::string &value = {}) {
    const std::string message = integer_check_message(loop, text, field);
    // GCC's and Clang's type classes: 8 real floating (float to long double, _Float16,
    // __float128, _FloatN, decimal), 9 complex. The operand is not evaluated; in C++ it
    // is reached through its type (g++ wants a constant operand there).
    const bool cxx = document_.language == "c++";
    // The comparison's operator is in the prefix: g++ reports a failed assertion there.
    const std::string assert_keyword = cxx ? "static_assert(" : "_Static_assert(";
    // `class_open` value `class_close`: the type class of the value's type.
    const std::string class_open = cxx ? "(unsigned)(__nano_type_class<std::decay<decltype(("
                                       : "(unsigned)(__builtin_classify_type((";
    const std::string class_close = cxx ? "))>::type>()" : "))";
    emit_static_check(loop, text, field, value,
                      {assert_keyword + "1u < " + class_open, class_close + " - 8), " + message + ");"});
    // The loop counts in 64 bits (long, unsigned long): a wider integer (__int128,
    // _BitInt(65)) would be cut. A floating type is left to the assertion above.
    // The outermost operator `!` is in the first part (g++ reports a failed assertion there).
    emit_static_check(loop, text, field, value,
                      {assert_keyword + "!(sizeof(+(", ")) > sizeof(long) && 2u <= " + class_open,
                       class_close + " - 8)), " + width_check_message(loop, text, field) + ");"});
  }

  std::string width_check_message(const Node &loop, const std::string &text, std::string_view field) const {
    return string_literal("loop '" + loop.id + "': its '" + std::string(field) + "' (" + text +
                          ") has an integer type wider than 64 bits (such as __int128 or _BitInt(128)), and the "
                          "loop counts its iterations in 64 bits: convert it, e.g. (long)(" + text +
                          ") when its values fit in long, or split the loop");
  }

  // One static assertion: `parts` around the checked value, each gap the fragment `text`
  // (or the local `value` holding it). The first part is on the fragment's line, where
  // the compilers report a failed assertion.
  void emit_static_check(const Node &loop, const std::string &text, std::string_view field, const std::string &value,
                         const std::vector<std::string> &parts) {
    const FragmentPosition *where = has_source(loop) ? nullptr : fragment_position(loop, field);
    const FragmentPosition line_start{where ? where->line : 0, 0};
    std::vector<Piece> pieces;
    if (!value.empty()) {  // one generated line
      std::string whole;
      for (std::size_t k = 0; k < parts.size(); ++k) whole += (k > 0 ? value : "") + parts[k];
      pieces.push_back(where ? Piece(whole, &line_start) : Piece(whole));
    } else {
      for (std::size_t k = 0; k < parts.size(); ++k) {
        if (k > 0) pieces.push_back(Piece(text, field));
        pieces.push_back(k == 0 && where ? Piece(parts[k], &line_start) : Piece(parts[k]));
      }
    }
    if (!where) {
      emit_user_line(loop, pieces);
      return;
    }
    for (Piece &piece : pieces)
      if (!piece.field.empty()) piece.where = where;
    emit_pieces(pieces);
  }

  void emit_integer_checks(const Node &loop) {
    for (auto [field, text] : {std::pair{"from", &loop.from}, std::pair{"to", &loop.to}}) {
      const std::size_t digits = text->find_first_not_of('-');
      const bool literal = digits <= 1 && digits < text->size() &&
                           text->find_first_not_of("0123456789", digits) == std::string::npos;
      if (!literal) emit_integer_check(loop, *text, field);  // a literal is an integer: the reader refuses others
    }
  }

  // `target` = the loop's step as unsigned long, 0 when it is not positive (with a warning
  // at run time). A step known only at run time is first held in a local of its own type,
  // which must be an integer type (emit_integer_check), and is tested there: an unsigned
  // step above LONG_MAX is positive, and the loop runs from, from + step, ... below `to`
  // (each value once; the C loop's `var += step` would wrap around).
  void emit_step(const Node &loop, const std::string &target) {
    if (constant_positive(loop.step)) {
      emit_user_line(loop, {{target + " = (unsigned long)("}, {loop.step, "step"}, {");"}});
      return;
    }
    const bool cxx = document_.language == "c++";
    // `+`: a bit-field (which __auto_type refuses) or a std::atomic (which auto cannot
    // copy) becomes its promoted value.
    emit_user_line(loop, {{std::string(cxx ? "auto" : "__auto_type") + " __nano_step_value = +("},
                          {loop.step, "step"},
                          {");"}});
    emit_integer_check(loop, loop.step, "step", "__nano_step_value");
    out_.line(target + " = __nano_check_step(__nano_step_value > 0, (long)__nano_step_value, \"" + loop.id +
              "\") ? (unsigned long)__nano_step_value : 0;");
  }

  bool has_source(const Node &node) const {
    return options_.line_directives && node.loc && node.loc->line > 0 && !node.loc->file.empty();
  }

  // A piece of one generated line: generated text, or (when `field` is set) the
  // fragment of the document held in that field of the node (a condition, a
  // statement, a bound).
  struct Piece {
    Piece(std::string text, std::string_view field = {}) : text(std::move(text)), field(field) {}
    Piece(std::string text, const FragmentPosition *where) : text(std::move(text)), where(where) {}
    std::string text;
    std::string_view field;
    const FragmentPosition *where = nullptr;  // where the text is in the HTG file, if known
  };

  // The type of the loop's variable: that of `from + to`, as in a C loop.
  std::vector<Piece> variable_type(const Node &loop) const {
    return counting_type({{"(("}, {loop.from, "from"}, {") + ("}, {loop.to, "to"}, {"))"}});
  }

  // The type of `expression`, or long when it is floating or complex: such a bound is
  // refused by emit_integer_check, and the loop's code typed with long compiles, so
  // that the refusal is the only error (no "array subscript is not an integer", no
  // ordering of complex values).
  std::vector<Piece> counting_type(const std::vector<Piece> &expression) const {
    const bool cxx = document_.language == "c++";
    std::vector<Piece> pieces;
    auto add = [&](const std::string &text) { pieces.push_back({text}); };
    auto add_expression = [&] { pieces.insert(pieces.end(), expression.begin(), expression.end()); };
    if (cxx) {
      add("std::conditional<((unsigned)(__nano_type_class<std::decay<decltype(");
      add_expression();
      add(")>::type>() - 8) <= 1u), long, __typeof__(");
      add_expression();
      add(")>::type");
    } else {
      add("__typeof__(__builtin_choose_expr((unsigned)(__builtin_classify_type(");
      add_expression();
      add(") - 8) <= 1u, 0L, ");
      add_expression();
      add("))");
    }
    return pieces;
  }

  // One generated line made of `pieces`, its fragments reported by the compiler at
  // the node's `loc` when it has one (the whole line at its line), or else each at
  // its own line and column in the HTG file (emit_pieces).
  // A fragment that shares the line with generated text after it ends with a newline
  // when it holds a `//` comment (ended), which would swallow that text.
  void emit_user_line(const Node &node, const std::vector<Piece> &pieces) {
    std::string whole;
    for (const Piece &piece : pieces) whole += piece.field.empty() ? piece.text : ended(piece.text);
    if (has_source(node)) {
      out_.directive("#line " + std::to_string(node.loc->line) + " " + string_literal(node.loc->file));
      out_.fragment_line(whole);
      out_.directive("#line " + std::to_string(out_.current_line() + 1) + " " + string_literal(output_name_));
      return;
    }
    std::vector<Piece> located = pieces;
    for (Piece &piece : located) {
      if (piece.field.empty()) continue;
      piece.where = fragment_position(node, piece.field);
      if (!piece.where) piece.text = ended(piece.text);  // else on a line of its own
    }
    emit_pieces(located);
  }

  // One generated line made of `pieces`: each piece with a position goes on a line of its
  // own after a `#line` to its line in the HTG file, padded with spaces so that it starts
  // where its text starts in the JSON (just after the opening quote); the lines after it
  // are the generated file's again.
  void emit_pieces(const std::vector<Piece> &pieces) {
    std::string generated; // generated text not yet written
    for (const Piece &piece : pieces) {
      const FragmentPosition *where = piece.where;
      if (!where) {
        generated += piece.text;
        continue;
      }
      if (!generated.empty()) out_.fragment_line(generated);
      generated.clear();
      out_.directive("#line " + std::to_string(where->line) + " " + string_literal(options_.source_name));
      out_.directive(padding(where->column) + piece.text);
      out_.directive("#line " + std::to_string(out_.current_line() + 1) + " " + string_literal(output_name_));
    }
    if (!generated.empty()) out_.fragment_line(generated);
  }

  // Spaces that make a fragment start at `column` of its JSON line, as the compiler then
  // reports it. None past kMaxPadding: a document written on one line (minified JSON)
  // would otherwise pad every fragment by its offset in the whole file, the generated
  // code growing with the square of the document (1000 nodes: 62 MB; probe13 P1).
  static constexpr int kMaxPadding = 256;
  static std::string padding(int column) {
    return column > 0 && column <= kMaxPadding ? std::string(static_cast<std::size_t>(column), ' ') : std::string();
  }

  const FragmentPosition *fragment_position(const Node &node, std::string_view field) const {
    if (!mapping_to_source()) return nullptr;
    const FragmentPosition *where = options_.source_map->find(node.id, field);
    return where && where->line > 0 ? where : nullptr;
  }

  // "loop 'fill a' (node 'L', g.htg.json:12)": the label, the id and where the node (or,
  // without a `loc`, its `field` in the HTG file) is, for run-time messages.
  std::string loop_description(const Node &node, std::string_view field) const {
    std::string where;
    if (node.loc && node.loc->line > 0 && !node.loc->file.empty()) {
      where = node.loc->file + ":" + std::to_string(node.loc->line);
    } else if (const FragmentPosition *position = fragment_position(node, field)) {
      where = options_.source_name + ":" + std::to_string(position->line);
    }
    return "loop '" + (node.label.empty() ? node.id : node.label) + "' (node '" + node.id + "'" +
           (where.empty() ? "" : ", " + where) + ")";
  }

  std::string label_of(const Node &node) const { return string_literal(node.label.empty() ? node.id : node.label); }

  // Creates the task for `planned` into `target` (an lvalue); its argument block is a
  // copy of the environment `env` points to (the caller's own by default).
  void emit_spawn(const PlannedNode &planned, const std::string &target, const std::string &env_pointer = "__nano_env") {
    const Node &node = *planned.node;
    const std::string env = planned.scope < 0 ? "NULL, 0" : env_pointer + ", sizeof *" + env_pointer;
    out_.line(target + " = __nano_spawn(__nano_task_" + planned.name + ", " + env + ", " + label_of(node) + ");");
    if (node.cost) out_.line("nano_set_cost(" + target + ", " + double_literal(*node.cost) + ");");
    if (node.loc && node.loc->line > 0 && !node.loc->file.empty())
      out_.line("nano_set_source(" + target + ", " + string_literal(node.loc->file) + ", " +
                std::to_string(node.loc->line) + ");");
  }

  void emit_compound_body(const PlannedNode &planned) {
    const std::size_t count = planned.children.size();
    if (count == 0) return;
    const codegen::WiredArcs wired = codegen::wire_arcs(planned.arcs);
    const std::size_t joins = wired.joins.size();
    // The join tasks are children too, after the nodes: the compound waits for them.
    out_.line("nano_task *__nano_children[" + std::to_string(count + joins) + "];");
    out_.line("int __nano_k;");
    auto child = [](std::size_t k) { return "__nano_children[" + std::to_string(k) + "]"; };
    for (std::size_t k = 0; k < count; ++k) emit_spawn(plan_.nodes[planned.children[k]], child(k));
    for (const auto &[from, to] : wired.direct)
      out_.line("nano_precede(" + child(static_cast<std::size_t>(from)) + ", " + child(static_cast<std::size_t>(to)) +
                ");");
    for (std::size_t j = 0; j < joins; ++j) {
      const std::string join = child(count + j);
      out_.line(join + " = __nano_spawn(__nano_join, NULL, 0, " + string_literal(planned.node->id + " join") + ");");
      for (int from : wired.joins[j].from)
        out_.line("nano_precede(" + child(static_cast<std::size_t>(from)) + ", " + join + ");");
      for (int to : wired.joins[j].to)
        out_.line("nano_precede(" + join + ", " + child(static_cast<std::size_t>(to)) + ");");
    }
    out_.line("for (__nano_k = 0; __nano_k < " + std::to_string(count + joins) + "; ++__nano_k)");
    out_.line("  __nano_check(nano_submit_release(__nano_children[__nano_k]), \"nano_submit\");");
  }

  // Fills `target` (an env of the loop's body scope) with the outer loop variables.
  void emit_outer_copy(const PlannedNode &planned, const std::string &target) {
    if (planned.scope < 0) return;
    const std::size_t outer = plan_.scopes[planned.scope].vars.size();
    for (std::size_t k = 0; k < outer; ++k) {
      const int m = static_cast<int>(k);
      out_.line(target + "." + member(m) + " = __nano_env->" + member(m) + ";");
    }
  }

  int loop_member(const PlannedNode &planned) const {
    return static_cast<int>(plan_.scopes[planned.body_scope].vars.size()) - 1;
  }

  // Iterations one after another; each body graph completes before the next starts.
  // Iteration k (of __nano_trip's count) binds from + k*step, in unsigned arithmetic:
  // the variable's type may be unsigned with values above LONG_MAX.
  static constexpr const char *kSequentialLoopHead =
      "for (__nano_iteration_k = 0; __nano_iteration_k < __nano_trip_count; ++__nano_iteration_k) {";
  static constexpr const char *kSequentialLoopValue =
      "__nano_i = (long)((unsigned long)__nano_from + __nano_iteration_k * __nano_step);";
  void emit_sequential_loop_body(const PlannedNode &planned) {
    const Node &node = *planned.node;
    emit_integer_checks(node);
    emit_user_line(node, {{"long __nano_from = (long)("}, {node.from, "from"}, {");"}});
    emit_user_line(node, {{"long __nano_to = (long)("}, {node.to, "to"}, {");"}});
    emit_bounds_check(node, "__nano_from", "__nano_to", "__nano_nonempty");
    emit_step(node, "const unsigned long __nano_step");
    out_.line("const unsigned long __nano_trip_count = __nano_trip(__nano_from, __nano_to, __nano_step, "
              "__nano_nonempty);");
    out_.line("unsigned long __nano_iteration_k;");
    out_.line(env_type(planned.body_scope) + " __nano_inner;");
    out_.line("long __nano_i;");
    emit_outer_copy(planned, "__nano_inner");
    const PlannedNode &body = plan_.nodes[planned.body];
    if (!body.is_task) {
      out_.line(kSequentialLoopHead);
      out_.line(std::string("  ") + kSequentialLoopValue);
      out_.line("  __nano_inner." + member(loop_member(planned)) + " = __nano_i;");
      out_.line("  __nano_run_" + body.name + "(&__nano_inner);");
      out_.line("}");
      return;
    }
    out_.line("nano_task *__nano_iteration;");
    out_.line("nano_task *__nano_previous = NULL;");
    out_.line("long __nano_created = 0;");
    out_.line(kSequentialLoopHead);
    out_.indent();
    out_.line(kSequentialLoopValue);
    out_.line("__nano_inner." + member(loop_member(planned)) + " = __nano_i;");
    // A cost expression is evaluated here, where it may name the loop variable.
    if (!body.node->cost && !body.node->cost_expression.empty()) emit_loop_variable(planned, "__nano_i");
    emit_spawn(body, "__nano_iteration", "(&__nano_inner)");
    out_.line("if (__nano_previous != NULL) {");
    out_.line("  nano_precede(__nano_previous, __nano_iteration);");
    out_.line("  nano_release(__nano_previous);");
    out_.line("}");
    out_.line("__nano_check(nano_submit(__nano_iteration), \"nano_submit\");");
    out_.line("__nano_previous = __nano_iteration;");
    out_.line("if (++__nano_created % " + std::to_string(kIterationsInFlight) + " == 0)");
    out_.line("  __nano_check(nano_wait(__nano_previous), \"nano_wait\");");
    out_.dedent();
    out_.line("}");
    out_.line("if (__nano_previous != NULL) nano_release(__nano_previous);");
  }

  void emit_parallel_loop_body(const PlannedNode &planned) {
    const Node &node = *planned.node;
    emit_integer_checks(node);
    out_.line("struct __nano_loop_" + planned.name + " __nano_loop;");
    emit_user_line(node, {{"long __nano_to = (long)("}, {node.to, "to"}, {");"}});
    out_.line("int64_t __nano_n = 0;");
    emit_user_line(node, {{"__nano_loop.__nano_from = (long)("}, {node.from, "from"}, {");"}});
    emit_bounds_check(node, "__nano_loop.__nano_from", "__nano_to", "__nano_nonempty");
    emit_step(node, "__nano_loop.__nano_step");
    std::string schedule_arg = "NULL";
    if (node.schedule) {
      // The chunk is evaluated once: tss uses it twice.
      if (node.schedule->chunk.empty()) {
        out_.line("const int64_t __nano_chunk = 0;");
      } else {
        // Tested in its own type: negative is an error naming the loop, and an unsigned
        // value above INT64_MAX (a chunk longer than any loop) is INT64_MAX.
        const bool cxx = document_.language == "c++";
        emit_user_line(node, {{std::string(cxx ? "auto" : "__auto_type") + " __nano_chunk_value = +("},
                              {node.schedule->chunk, "chunk"},
                              {");"}});
        out_.line("const int64_t __nano_chunk = __nano_check_chunk(!(__nano_chunk_value > 0) && "
                  "__nano_chunk_value != 0, (long long)__nano_chunk_value, " +
                  string_literal(loop_description(node, "chunk")) + ");");
      }
      const bool tss = node.schedule->kind == ScheduleKind::tss;
      out_.line("nano_schedule __nano_schedule = {" + std::string(schedule_enumerator(node.schedule->kind)) +
                ", __nano_chunk, 0, " + (tss ? "__nano_chunk" : "0") + "};");
      schedule_arg = "&__nano_schedule";
    }
    emit_outer_copy(planned, "__nano_loop.__nano_env");
    // Counted in unsigned arithmetic: `to - from` may exceed the type's range.
    out_.line("__nano_n = (int64_t)__nano_trip(__nano_loop.__nano_from, __nano_to, __nano_loop.__nano_step, __nano_nonempty);");
    out_.line("__nano_check(nano_parallel_for(__nano_n, " + schedule_arg + ", __nano_chunk_" + planned.name +
              ", &__nano_loop), \"nano_parallel_for\");");
  }

  // Runs the body for iterations [lo, hi) with the loop variable bound to from + k*step.
  // A simple body runs inline. Tasks any other body creates are children of the
  // nano-thread running them, which does not complete before them, and the loop node's
  // caller waits for it; the bodies of a batch overlap. A chunk runs such bodies in
  // batches of kIterationsInFlight iterations, each a task it waits for: the tasks of a
  // chunk's bodies would otherwise all exist at once (3M iterations of a compound body
  // held 1 GB until the loop ended, review30 r28; with one worker none ran before its chunk
  // had created them all).
  void emit_chunk(const PlannedNode &planned) {
    const std::string loop_type = "struct __nano_loop_" + planned.name;
    const bool batched = plan_.nodes[planned.body].node->kind != NodeKind::simple;
    const std::string runs = batched ? "__nano_batch_" + planned.name : "__nano_chunk_" + planned.name;
    if (batched) {
      out_.line("struct __nano_batch_" + planned.name + " {");
      out_.line("  const " + loop_type + " *loop;");
      out_.line("  int64_t lo, hi;");
      out_.line("};");
      out_.blank();
    }
    out_.line("/* Iterations [lo, hi) of the parallel loop " + comment_safe(planned.node->id) +
              (batched ? ", a batch of a chunk. */" : ". */"));
    if (batched) {
      out_.line("static void " + runs + "(void *__nano_args) {");
      out_.indent();
      out_.line("const struct __nano_batch_" + planned.name + " *__nano_batch = (const struct __nano_batch_" +
                planned.name + " *)__nano_args;");
      out_.line("const " + loop_type + " *__nano_loop = __nano_batch->loop;");
      out_.line("const int64_t __nano_lo = __nano_batch->lo, __nano_hi = __nano_batch->hi;");
    } else {
      out_.line("static void " + runs + "(int64_t __nano_lo, int64_t __nano_hi, void *__nano_args) {");
      out_.indent();
      out_.line("const " + loop_type + " *__nano_loop = (const " + loop_type + " *)__nano_args;");
    }
    out_.line(env_type(planned.body_scope) + " __nano_inner = __nano_loop->__nano_env;");
    out_.line("int64_t __nano_k;");
    out_.line("for (__nano_k = __nano_lo; __nano_k < __nano_hi; ++__nano_k) {");
    out_.indent();
    out_.line("__nano_inner." + member(loop_member(planned)) +
              " = (long)((uint64_t)__nano_loop->__nano_from + (uint64_t)__nano_k * (uint64_t)__nano_loop->__nano_step);");
    out_.line("__nano_run_" + plan_.nodes[planned.body].name + "(&__nano_inner);");
    out_.dedent();
    out_.line("}");
    out_.dedent();
    out_.line("}");
    out_.blank();
    if (batched) emit_batches(planned);
  }

  // The chunk of a loop whose bodies create tasks: one batch task at a time.
  void emit_batches(const PlannedNode &planned) {
    const std::string batch = "__nano_batch_" + planned.name;
    out_.line("/* Iterations [lo, hi) of the parallel loop " + comment_safe(planned.node->id) + ", batch by batch. */");
    out_.line("static void __nano_chunk_" + planned.name +
              "(int64_t __nano_lo, int64_t __nano_hi, void *__nano_args) {");
    out_.indent();
    out_.line("struct " + batch + " __nano_batch;");
    out_.line("__nano_batch.loop = (const struct __nano_loop_" + planned.name + " *)__nano_args;");
    out_.line("for (__nano_batch.lo = __nano_lo; __nano_batch.lo < __nano_hi; __nano_batch.lo = __nano_batch.hi) {");
    out_.indent();
    const std::string in_flight = std::to_string(kIterationsInFlight);
    out_.line("nano_task *__nano_t;");
    out_.line("__nano_batch.hi = __nano_hi - __nano_batch.lo > " + in_flight + " ? __nano_batch.lo + " + in_flight +
              " : __nano_hi;");
    out_.line("__nano_t = __nano_spawn(" + batch + ", &__nano_batch, sizeof __nano_batch, " +
              string_literal(planned.node->id) + ");");
    out_.line("__nano_check(nano_submit(__nano_t), \"nano_submit\");");
    out_.line("__nano_check(nano_wait(__nano_t), \"nano_wait\");");
    out_.line("nano_release(__nano_t);");
    out_.dedent();
    out_.line("}");
    out_.dedent();
    out_.line("}");
    out_.blank();
  }

  void emit_task_entry(const PlannedNode &planned) {
    out_.line("static void __nano_task_" + planned.name + "(void *__nano_args) {");
    out_.indent();
    if (planned.scope < 0) {
      out_.line("(void)__nano_args;");
      out_.line("__nano_run_" + planned.name + "();");
    } else {
      out_.line("__nano_run_" + planned.name + "((const " + env_type(planned.scope) + " *)__nano_args);");
    }
    out_.dedent();
    out_.line("}");
    out_.blank();
  }

  // ---- entry and main ---------------------------------------------------------

  // Where the entry's name is in the HTG file: it may clash with an included declaration.
  const FragmentPosition *entry_position() const {
    return mapping_to_source() && options_.source_map->entry.line > 0 ? &options_.source_map->entry : nullptr;
  }

  void emit_entry() {
    const std::string entry = document_.entry_name();
    out_.line("/* Runs the graph " + document_.name + " and returns when every node has completed. */");
    emit_pieces({{"void "}, {entry, entry_position()}, {"(void) {"}});
    out_.indent();
    out_.line("nano_task *__nano_root;");
    emit_spawn(plan_.nodes.front(), "__nano_root");
    out_.line("__nano_check(nano_submit(__nano_root), \"nano_submit\");");
    out_.line("__nano_check(nano_wait(__nano_root), " + string_literal(entry) + ");");
    out_.line("nano_release(__nano_root);");
    out_.dedent();
    out_.line("}");
    if (!document_.main) return;
    out_.blank();
    out_.line("int main(void) {");
    out_.indent();
    emit_pieces({{entry + "();", entry_position()}});  // the whole call: its errors name the entry
    out_.line("return 0;");
    out_.dedent();
    out_.line("}");
  }
};

}  // namespace

std::string generated_extension(const Document &document) {
  return document.language == "c++" ? ".cpp" : ".c";
}

std::string generate_code(const Document &document, const CodegenOptions &options) {
  return Generator(document, options).run();
}

}  // namespace htg
