// generator_run_tests.cpp — HTG documents built in code are generated, compiled with -Werror,
// run with 1, 2 and 4 workers and must print what the test computes independently.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "document_builders.hpp"
#include "program_builder.hpp"

using namespace htg_e2e;

namespace {

// Builds `document` once, then checks every worker count prints `expected`.
void expect_output(const std::string &name, const htg::Document &document, const std::string &expected,
                   const std::vector<std::pair<std::string, std::string>> &extra_sources = {}) {
  std::string errors;
  const std::string executable = build_program(name, document, extra_sources, &errors);
  INFO(errors);
  REQUIRE_FALSE(executable.empty());
  for (int workers : {1, 2, 4}) {
    const RunResult run = run_program(executable, workers);
    INFO("NANO_WORKERS=" << workers << "\nstderr:\n" << run.errors);
    CHECK(run.status == 0);
    CHECK(run.output == expected);
  }
}

// Builds `document` and runs it once with `workers` workers.
RunResult build_and_run(const std::string &name, const htg::Document &document, int workers) {
  std::string errors;
  const std::string executable = build_program(name, document, {}, &errors);
  INFO(errors);
  REQUIRE_FALSE(executable.empty());
  return run_program(executable, workers);
}

}  // namespace

TEST_CASE("a condition is evaluated when the node is ready: false skips it and still releases successors",
          "[htg-codegen][e2e]") {
  htg::Node guarded_loop = loop("never_loop", "i", "0", "4", simple("never_body", "ran_loop = 1;"), true);
  guarded_loop.condition = "flag == 4";
  htg::Node guarded_group = compound("never_group", {simple("inside", "ran_group = 1;")});
  guarded_group.condition = "flag == 3";
  htg::Node root = compound(
      "root",
      {simple("set", "flag = 1;"), simple("yes", "ran_yes = 1;", "flag == 1"), simple("no", "ran_no = 1;", "flag == 2"),
       guarded_group, guarded_loop,
       simple("report", "printf(\"%d %d %d %d\\n\", ran_yes, ran_no, ran_group, ran_loop);")},
      {{"set", "yes"}, {"set", "no"}, {"set", "never_group"}, {"set", "never_loop"}, {"yes", "report"},
       {"no", "report"}, {"never_group", "report"}, {"never_loop", "report"}});
  const auto document = program("conditions", root,
                                {variable("flag", "int", {}, "0"), variable("ran_yes", "int"), variable("ran_no", "int"),
                                 variable("ran_group", "int"), variable("ran_loop", "int")});
  expect_output("conditions", document, "1 0 0 0\n");
}

TEST_CASE("a sequential loop finishes each iteration's body graph before the next", "[htg-codegen][e2e]") {
  constexpr int steps = 6, width = 8;
  htg::Node fill = loop("fill", "i", "0", std::to_string(width), simple("cell", "cells[t][i] = t * 10 + i;"), true);
  htg::Node check = simple("check",
                           "{ int k; long sum = 0, later = 0;"
                           "  for (k = 0; k < 8; ++k) { sum += cells[t][k]; if (t + 1 < 6) later += cells[t + 1][k]; }"
                           "  printf(\"%d:%ld:%ld\\n\", t, sum, later); }");
  htg::Node body = compound("step", {fill, check}, {{"fill", "check"}});
  body.cost_expression = "t * 80.0 + 8";  // names the loop variable: evaluated per iteration
  body.children[1].cost_expression = "(double)t";
  const auto document =
      program("sequential", loop("steps", "t", "0", std::to_string(steps), body),
              {variable("cells", "long", {std::to_string(steps), std::to_string(width)})});
  std::ostringstream expected;
  for (int t = 0; t < steps; ++t) expected << t << ":" << (width * 10L * t + width * (width - 1) / 2) << ":0\n";
  expect_output("sequential", document, expected.str());
}

TEST_CASE("parallel loops run every iteration exactly once under every schedule", "[htg-codegen][e2e]") {
  struct Case {
    htg::ScheduleKind kind;
    std::string chunk;
    bool has_schedule;
  };
  const std::vector<Case> cases = {{htg::ScheduleKind::gss, "", false},     {htg::ScheduleKind::static_, "", true},
                                   {htg::ScheduleKind::fixed, "7", true},   {htg::ScheduleKind::gss, "3", true},
                                   {htg::ScheduleKind::tss, "2", true},     {htg::ScheduleKind::factoring, "", true},
                                   {htg::ScheduleKind::affinity, "", true}, {htg::ScheduleKind::fixed, "n / 4", true}};
  // Iterations i = 5, 8, ..., < 5 + 3 * n: hits[i] counts visits; report checks the
  // visited set and clears it for the next loop.
  std::vector<htg::Node> children;
  std::vector<std::pair<std::string, std::string>> arcs;
  std::ostringstream expected;
  for (std::size_t c = 0; c < cases.size(); ++c) {
    const std::string id = "loop" + std::to_string(c);
    htg::Node node = loop(id, "i", "5", "5 + 3 * n", simple(id + "_body", "__atomic_fetch_add(&hits[i], 1, __ATOMIC_RELAXED);"), true);
    node.step = "3";
    if (cases[c].has_schedule) node.schedule = htg::Schedule{cases[c].kind, cases[c].chunk};
    const std::string report = "report" + std::to_string(c);
    children.push_back(node);
    children.push_back(simple(report,
                              "{ int k, once = 0, wrong = 0;"
                              "  for (k = 0; k < 5 + 3 * n + 8; ++k) {"
                              "    int expected = k >= 5 && k < 5 + 3 * n && (k - 5) % 3 == 0;"
                              "    if (hits[k] == expected && expected) ++once; else if (hits[k] != expected) ++wrong;"
                              "    hits[k] = 0; }"
                              "  printf(\"" + id + " %d %d\\n\", once, wrong); }"));
    arcs.emplace_back(id, report);
    if (c + 1 < cases.size()) arcs.emplace_back(report, "loop" + std::to_string(c + 1));
    expected << id << " 1000 0\n";
  }
  const auto document = program("schedules", compound("root", children, arcs),
                                {variable("n", "int", {}, "1000"), variable("hits", "int", {"3020"})});
  expect_output("schedules", document, expected.str());
}

TEST_CASE("loop variables of enclosing loops are visible in nested bodies", "[htg-codegen][e2e]") {
  // seq a in [0,3) > parallel b in [0,4) > compound {first -> second}; then a loop
  // that reuses the name `i` of its enclosing loop: the inner one is seen.
  htg::Node pair = compound("pair",
                            {simple("first", "cube[a][b][0] = a * 100 + b;"),
                             simple("second", "cube[a][b][1] = cube[a][b][0] + 1;")},
                            {{"first", "second"}});
  htg::Node nest = loop("outer", "a", "0", "3", loop("inner", "b", "0", "4", pair, true));
  htg::Node shadow = loop("shadow_outer", "i", "0", "2", loop("shadow_inner", "i", "10", "12", simple("see", "__atomic_fetch_add(&seen[i], 1, __ATOMIC_RELAXED);"), true));
  htg::Node report = simple("report",
                            "{ int a, b; long sum = 0; for (a = 0; a < 3; ++a) for (b = 0; b < 4; ++b)"
                            "  sum += cube[a][b][0] * 10 + cube[a][b][1];"
                            "  printf(\"%ld %d %d %d\\n\", sum, seen[0] + seen[1], seen[10], seen[11]); }");
  const auto document = program("nesting", compound("root", {nest, shadow, report}, {{"outer", "report"}, {"shadow_outer", "report"}}),
                                {variable("cube", "long", {"3", "4", "2"}), variable("seen", "int", {"12"})});
  long sum = 0;
  for (long a = 0; a < 3; ++a)
    for (long b = 0; b < 4; ++b) sum += (a * 100 + b) * 10 + (a * 100 + b + 1);
  expect_output("nesting", document, std::to_string(sum) + " 0 2 2\n");
}

TEST_CASE("fragments ending with a // comment compile, with and without a node loc", "[htg-codegen][e2e]") {
  // Each fragment ends with a comment that would swallow the generated text after it
  // on its line (the ')' of the condition, the ';' added to code): without a source map
  // the fragments share lines with generated text, and with a `loc` a whole line is one.
  // A comment on an earlier line of a fragment ends there: text may follow the last.
  for (bool with_loc : {false, true}) {
    htg::Node fill = loop("fill", "i", "0 // first", "n // count", simple("put", "v[i] = i + 1 // no ';'", "i != 1 // skip"),
                          true);
    fill.step = "1 // one\n * 1";
    fill.schedule = htg::Schedule{htg::ScheduleKind::fixed, "2 // chunk"};
    fill.cost_expression = "n * 2 // estimate";
    htg::Node report = simple("report", "printf(\"%d %d %d %d\\n\", v[0], v[1], v[2], v[3]); // done", "n > 0 // any");
    htg::Node root = compound("root", {fill, report}, {{"fill", "report"}});
    if (with_loc)
      for (htg::Node *node : {&root, &root.children[0], &root.children[0].body[0], &root.children[1]})
        node->loc = htg::SourceLocation{"graph.c", 7, 3};
    const std::string name = with_loc ? "comments_loc" : "comments";
    expect_output(name, program(name, root, {variable("n", "int", {}, "4 // four\n + 0"), variable("v", "int", {"4"})}),
                  "1 0 3 4\n");
  }
}

TEST_CASE("loops without iterations run no body", "[htg-codegen][e2e]") {
  htg::Node empty = loop("empty", "i", "5", "5", simple("b1", "++count;"), true);
  htg::Node backwards = loop("backwards", "i", "9", "0", simple("b2", "++count;"));
  htg::Node negative = loop("negative", "i", "0", "10", simple("b3", "++count;"), true);
  negative.step = "-1";
  htg::Node report = simple("report", "printf(\"%d\\n\", count);");
  const auto document = program("empty_loops", compound("root", {empty, backwards, negative, report},
                                                        {{"empty", "report"}, {"backwards", "report"}, {"negative", "report"}}),
                                {variable("count", "int", {}, "0")});
  expect_output("empty_loops", document, "0\n");
  // A step that is not positive at run time is reported (probe9 K9), once per loop run.
  const RunResult run = build_and_run("empty_loops_reported", document, 2);
  CHECK(run.status == 0);
  CHECK(run.errors == "nanothreads: warning: loop 'negative': its step is -1 at run time, not positive: it runs no "
                      "iteration (the loop runs from <= var < to by a positive step)\n");
}

TEST_CASE("bounds are compared in the variable's type, as in C; mixed signs are said", "[htg-codegen][e2e]") {
  // probe11 M4: -2 <= i < 2u in long arithmetic is 4 iterations, but `i` has the type
  // of from + to (unsigned) and saw 4294967294; in C that loop runs none.
  htg::Node sequential = loop("seq", "i", "-2", "2u", simple("b1", "count += (long)i < 0 ? 100 : 1;"));
  htg::Node parallel = loop("par", "j", "-3", "sizeof(long) + 2", simple("b2", "__atomic_fetch_add(&count, 1000, __ATOMIC_RELAXED);"), true);
  // Unsigned bounds on both sides of LONG_MAX (probe13 N7): misordered as long, they ran
  // none, with a warning about mixed signs; they run the C loop's 4 iterations, silently.
  htg::Node huge = loop("huge", "k", "0x7ffffffffffffffeUL", "0x8000000000000002UL", simple("b5", "count += 1;"));
  htg::Node huge_parallel = loop("huge_par", "h", "0x7ffffffffffffffbUL", "0x8000000000000002UL",
                                 simple("b6", "__atomic_fetch_add(&count, 1000000, __ATOMIC_RELAXED);"), true);
  huge_parallel.step = "3";
  // Mixed, but every value fits the variable's type: they run.
  htg::Node fitting = loop("fits", "k", "1", "3u", simple("b3", "count += 10000 * (long)k;"));
  htg::Node fitting_parallel = loop("fits_par", "m", "2u", "4", simple("b4", "__atomic_fetch_add(&count, 100000, __ATOMIC_RELAXED);"), true);
  htg::Node report = simple("report", "printf(\"%ld\\n\", count);");
  const auto document =
      program("mixed_sign_bounds", compound("root", {sequential, parallel, huge, huge_parallel, fitting, fitting_parallel, report},
                                           {{"seq", "par"}, {"par", "huge"}, {"huge", "report"}, {"huge_par", "report"}, {"fits", "report"}, {"fits_par", "report"}}),
              {variable("count", "long", {}, "0")});
  const RunResult run = build_and_run("mixed_sign_bounds", document, 2);
  CHECK(run.status == 0);
  CHECK(run.output == "3230004\n");  // huge_par: h = 2^63 - 5, 2^63 - 2, 2^63 + 1
  // `seq` and `par` run in that order, and so do their warnings. In `seq`'s unsigned
  // int, -2 is 4294967294: the loop runs from there to 2, as in C: not at all. In
  // `par`'s unsigned long, -3 stays -3 as long, but is above 10 in that type.
  CHECK(run.errors == "nanothreads: warning: loop 'seq': its bounds -2 and 2 are 4294967294 and 2 in its variable's "
                      "type (that of from + to): it runs over those, as the C loop would (cast the bounds to long, "
                      "e.g. (long)(...), to count in long)\n"
                      "nanothreads: warning: loop 'par': its bounds -3 and 10 mix signed and unsigned types: in its "
                      "variable's type (that of from + to, unsigned) they are 18446744073709551613 and 10, and it "
                      "runs no iteration, as the C loop would (cast the bounds to long, e.g. (long)(...), to count "
                      "in long)\n");
}

TEST_CASE("bounds that change in the variable's type run the iterations of the C loop, with a warning",
          "[htg-codegen][e2e]") {
  // review s18 M4: -2 <= i < 4294967295u ran 4294967297 iterations in long arithmetic, `i`
  // seeing 4294967294, 4294967295, 0, 1, ...; `for (unsigned i = -2; i < 4294967295u; i++)`
  // runs once, with i = 4294967294. Sequential and parallel loops alike.
  htg::Node sequential = loop("seq", "i", "-2", "4294967295u", simple("b1", "count += 1; last = i;"));
  htg::Node parallel = loop("par", "j", "-3", "4294967295u",
                            simple("b2", "__atomic_fetch_add(&count, 1000, __ATOMIC_RELAXED); "
                                         "__atomic_fetch_add(&sum, j - 4294967290u, __ATOMIC_RELAXED);"),
                            true);
  htg::Node report = simple("report", "printf(\"%ld %u %lu\\n\", count, last, sum);");
  const auto document = program("wrapping_bounds", compound("root", {sequential, parallel, report},
                                                           {{"seq", "par"}, {"par", "report"}}),
                                {variable("count", "long", {}, "0"), variable("last", "unsigned", {}, "0"),
                                 variable("sum", "unsigned long", {}, "0")});
  std::string errors;
  const std::string executable = build_program("wrapping_bounds", document, {}, &errors);
  INFO(errors);
  REQUIRE_FALSE(executable.empty());
  const RunResult run = run_program(executable, 2);
  CHECK(run.status == 0);
  CHECK(run.output == "2001 4294967294 7\n");  // par: j = 4294967293 and 4294967294
  const std::string warning = " in its variable's type (that of from + to): it runs over those, as the C loop would "
                              "(cast the bounds to long, e.g. (long)(...), to count in long)\n";
  CHECK(run.errors == "nanothreads: warning: loop 'seq': its bounds -2 and 4294967295 are 4294967294 and 4294967295" +
                          warning + "nanothreads: warning: loop 'par': its bounds -3 and 4294967295 are 4294967293 and "
                          "4294967295" + warning);
}

TEST_CASE("the root may be a loop, and the type of a loop variable follows its bounds", "[htg-codegen][e2e]") {
  htg::Node root = loop("root", "i", "0L", "3L",
                        simple("print", "printf(\"%ld:%d\\n\", i, (int)sizeof i);"));
  expect_output("root_loop", program("root_loop", root), "0:8\n1:8\n2:8\n");
  htg::Node small = loop("root", "i", "0", "2", simple("print", "printf(\"%d:%d\\n\", i, (int)sizeof i);"));
  expect_output("root_int_loop", program("root_int_loop", small), "0:4\n1:4\n");
  expect_output("root_simple", program("root_simple", simple("root", "puts(\"alone\");")), "alone\n");
}

TEST_CASE("generated names never collide with the user's", "[htg-codegen][e2e]") {
  // Names a generator would be tempted to use for its own locals.
  const std::vector<std::string> names = {"args", "children", "env", "task", "inner", "loop",  "from", "to",
                                          "step", "lo",       "hi",  "n",    "t",     "schedule", "root", "spawn"};
  std::vector<htg::Variable> variables;
  std::string sum;
  for (const std::string &name : names) {
    variables.push_back(variable(name, "int", {}, "1"));
    sum += (sum.empty() ? "" : " + ") + name;
  }
  variables.push_back(variable("k_total", "int", {}, "0"));
  htg::Node body = compound("body", {simple("add", "__atomic_fetch_add(&k_total, k + " + sum + ", __ATOMIC_RELAXED);")});
  htg::Node root = compound("main_graph", {loop("k_loop", "k", "0", "10", body, true), simple("print", "printf(\"%d\\n\", k_total);")},
                            {{"k_loop", "print"}});
  const int expected = 45 + 10 * static_cast<int>(names.size());
  expect_output("collisions", program("collisions", root, variables), std::to_string(expected) + "\n");
}

TEST_CASE("C++ documents generate C++ that compiles with -Werror", "[htg-codegen][e2e]") {
  htg::Node fill = loop("fill", "i", "0", "100", simple("put", "values[static_cast<std::size_t>(i)] = i * i;"), true);
  fill.schedule = htg::Schedule{htg::ScheduleKind::fixed, "16"};
  htg::Node sum = simple("sum", "total = std::accumulate(values.begin(), values.end(), 0L);");
  htg::Node print = simple("print", "std::cout << \"total \" << total << '\\n';", "total > 0");
  auto document = program("cxx", compound("root", {fill, sum, print}, {{"fill", "sum"}, {"sum", "print"}}),
                          {variable("values", "std::vector<long>", {}, "std::vector<long>(100)"),
                           variable("total", "long", {}, "0")});
  document.language = "c++";
  document.includes = {"<iostream>", "<numeric>", "<vector>"};
  long total = 0;
  for (long i = 0; i < 100; ++i) total += i * i;
  expect_output("cxx", document, "total " + std::to_string(total) + "\n");
}

TEST_CASE("the entry function links with the user's main and extern variables", "[htg-codegen][e2e]") {
  htg::Node root = compound("root", {simple("bump", "counter += step_size;")});
  auto document = program("library", root);
  document.main = false;
  document.entry = "bump_counter";
  htg::Variable counter = variable("counter", "int");
  counter.is_extern = true;
  document.variables = {counter, variable("step_size", "int", {}, "5")};
  const std::string user_main =
      "#include <stdio.h>\n"
      "int counter = 2;\n"
      "void bump_counter(void);\n"
      "int main(void) { bump_counter(); bump_counter(); printf(\"%d\\n\", counter); return 0; }\n";
  expect_output("library", document, "12\n", {{"user_main.c", user_main}});
}

TEST_CASE("a sequential loop run inside a parallel loop still orders its iterations", "[htg-codegen][e2e]") {
  // parallel p in [0,6) > sequential s in [0,5) > compound {first -> second}: each
  // iteration checks that the previous one's `second` has already run.
  htg::Node pair = compound("pair",
                            {simple("first", "if (s > 0 && done[p][s - 1] != 2) ++disorder; done[p][s] = 1;"),
                             simple("second", "if (done[p][s] != 1) ++disorder; done[p][s] = 2;")},
                            {{"first", "second"}});
  htg::Node inner = loop("inner", "s", "0", "5", pair);
  inner.body[0].cost_expression = "s + 1.0";
  htg::Node outer = loop("outer", "p", "0", "6", inner, true);
  outer.schedule = htg::Schedule{htg::ScheduleKind::fixed, "1"};
  htg::Node report = simple("report",
                            "{ int p, s, twos = 0; for (p = 0; p < 6; ++p) for (s = 0; s < 5; ++s) twos += done[p][s] == 2;"
                            "  printf(\"%d %d\\n\", twos, disorder); }");
  const auto document = program("inline_sequential", compound("root", {outer, report}, {{"outer", "report"}}),
                                {variable("done", "int", {"6", "5"}), variable("disorder", "int", {}, "0")});
  expect_output("inline_sequential", document, "30 0\n");
}

TEST_CASE("a long sequential loop keeps its iterations in order past the in-flight bound", "[htg-codegen][e2e]") {
  htg::Node body = compound("iteration",
                            {simple("check", "if (last != t - 1) ++disorder;"), simple("advance", "last = t;")},
                            {{"check", "advance"}});
  htg::Node root = compound("root", {loop("steps", "t", "0", "3000", body), simple("print", "printf(\"%d %d\\n\", last, disorder);")},
                            {{"steps", "print"}});
  expect_output("long_sequential", program("long_sequential", root,
                                           {variable("last", "int", {}, "-1"), variable("disorder", "int", {}, "0")}),
                "2999 0\n");
}

TEST_CASE("a parallel loop whose body creates tasks holds a bounded number of them", "[htg-codegen][e2e]") {
  // review30 r28: 3M iterations of a compound body held ~350 bytes each until the loop
  // ended (1 GB; with one worker, its chunk created every task before any ran).
  htg::Node body = compound("iteration", {simple("set", "v[i] = i;"), simple("add", "v[i] += 1;")}, {{"set", "add"}});
  htg::Node report = simple("report",
                            "{ long s = 0; int k; struct rusage use; for (k = 0; k < 400000; ++k) s += v[k];"
                            "  getrusage(RUSAGE_SELF, &use);"
                            "  printf(\"%ld %s\\n\", s, use.ru_maxrss < 64 * 1024 ? \"bounded\" : \"unbounded\"); }");
  auto document = program("parallel_compound_memory",
                          compound("root", {loop("cells", "i", "0", "400000", body, true), report}, {{"cells", "report"}}),
                          {variable("v", "long", {"400000"})});
  document.includes = {"stdio.h", "sys/resource.h"};
  expect_output("parallel_compound_memory", document, "80000200000 bounded\n");
}

TEST_CASE("readers that follow every writer through a join see all the writes", "[htg-codegen][e2e]") {
  std::vector<htg::Node> children;
  std::vector<std::pair<std::string, std::string>> arcs;
  for (int w = 0; w < 40; ++w) children.push_back(simple("w" + std::to_string(w), "a[" + std::to_string(w) + "] = 1;"));
  for (int r = 0; r < 40; ++r) {
    const std::string reader = "r" + std::to_string(r);
    children.push_back(simple(reader, "{ int k; for (k = 0; k < 40; ++k) b[" + std::to_string(r) + "] += a[k]; }"));
    for (int w = 0; w < 40; ++w) arcs.push_back({"w" + std::to_string(w), reader});
    arcs.push_back({reader, "report"});
  }
  children.push_back(simple("report", "{ int k, s = 0; for (k = 0; k < 40; ++k) s += b[k]; printf(\"%d\\n\", s); }"));
  const auto document = program("bipartite_join", compound("root", children, arcs),
                                {variable("a", "int", {"40"}), variable("b", "int", {"40"})});
  expect_output("bipartite_join", document, "1600\n");
}

TEST_CASE("a step above LONG_MAX runs each value of from <= var < to once", "[htg-codegen][e2e]") {
  // review30: an unsigned step >= 2^63 was a negative long, "not positive": no iteration.
  // The loop runs 0 and 2^63 (C's `i += step` would wrap to 0 and never end).
  htg::Node constant = loop("constant", "i", "0ul", "18446744073709551615ul", simple("b1", "count += 1 + (i >> 63);"));
  constant.step = "9223372036854775808ul";
  htg::Node variable_step = loop("variable_step", "j", "0ul", "18446744073709551615ul",
                                 simple("b2", "__atomic_fetch_add(&count, 10 + 10 * (j >> 63), __ATOMIC_RELAXED);"),
                                 true);
  variable_step.step = "big";
  htg::Node from_top = loop("from_top", "k", "18446744073709551610ul", "18446744073709551615ul",
                            simple("b3", "count += 100;"));
  from_top.step = "big";
  htg::Node report = simple("report", "printf(\"%ld\\n\", count);");
  const auto document = program("huge_steps", compound("root", {constant, variable_step, from_top, report},
                                                      {{"constant", "variable_step"}, {"variable_step", "from_top"},
                                                       {"from_top", "report"}}),
                                {variable("count", "long", {}, "0"), variable("big", "unsigned long", {}, "1ul << 63")});
  expect_output("huge_steps", document, "133\n");
}

TEST_CASE("a negative schedule chunk at run time stops the program, naming the loop and the value",
          "[htg-codegen][e2e]") {
  // review30: the runtime's "negative chunk" abort named no loop.
  htg::Node filling = loop("fill", "i", "0", "100", simple("b", "a[i] = i;"), true);
  filling.label = "fill a";
  filling.schedule = htg::Schedule{htg::ScheduleKind::fixed, "k"};
  const auto document =
      program("negative_chunk", filling, {variable("k", "int", {}, "-3"), variable("a", "int", {"100"})});
  const RunResult run = build_and_run("negative_chunk", document, 2);
  CHECK(run.status != 0);
  CHECK(run.errors.find("nanothreads: error: loop 'fill a' (node 'fill'): its schedule chunk is -3 at run time, not "
                        "positive") != std::string::npos);
}

TEST_CASE("a loop bound or step wider than 64 bits stops the compilation, naming the loop", "[htg-codegen][e2e]") {
  // review30: __int128 bounds were cut to 64 bits without a word; a static assertion
  // names the loop, the field and what to write (nano-htg validate refuses a graph
  // variable of such a type named alone; an expression reaches the C compiler).
  htg::Node wide = loop("wide", "i", "0", "big + 0", simple("b", "count += 1;"));
  htg::Node wide_step = loop("wide_step", "j", "0", "4", simple("b2", "count += 1;"));
  wide_step.step = "(unsigned __int128)1";
  const auto document = program("wide_bounds", compound("root", {wide, wide_step}, {{"wide", "wide_step"}}),
                                {variable("count", "long", {}, "0"), variable("big", "__int128", {}, "3")});
  std::string errors;
  CHECK(build_program("wide_bounds", document, {}, &errors).empty());
  CHECK(errors.find("loop 'wide': its 'to' (big + 0) has an integer type wider than 64 bits") != std::string::npos);
  CHECK(errors.find("loop 'wide_step': its 'step' ((unsigned __int128)1) has an integer type wider than 64 bits") !=
        std::string::npos);
}
