// generator_text_tests.cpp — properties of the generated text itself: declarations, arcs, #line bookkeeping.
#include <algorithm>
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "document_builders.hpp"
#include "nano/htg_codegen.hpp"

using namespace htg_e2e;

namespace {

std::vector<std::string> lines_of(const std::string &text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::size_t count_of(const std::string &text, const std::string &needle) {
  std::size_t count = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++count;
  return count;
}

htg::Access access(std::string base) {
  htg::Access a;
  a.base = base;
  a.text = std::move(base);
  return a;
}

}  // namespace

TEST_CASE("includes come after nano.h and the helpers, variables are static or extern", "[htg-codegen]") {
  auto document = program("decls", simple("root", "use();"));
  document.includes = {"kernels.h", "<math.h>"};
  htg::Variable out = variable("out", "double *");
  out.is_extern = true;
  document.variables = {variable("n", "int", {}, "1000"), variable("a", "double", {"1000", "4"}), out};
  const std::string code = htg::generate_code(document);
  const auto nano = code.find("#include <nano/nano.h>");
  REQUIRE(nano != std::string::npos);
  CHECK(code.find("#include \"kernels.h\"") > nano);
  CHECK(code.find("#include <math.h>") > code.find("#include \"kernels.h\""));
  // A macro of the user's headers (`#define step 0.5`) cannot reach the helpers (bb54 1).
  CHECK(code.find("#include \"kernels.h\"") > code.find("__nano_trip("));
  CHECK(code.find("static int n __attribute__((__unused__)) = 1000;") != std::string::npos);
  CHECK(code.find("static double a[1000][4] __attribute__((__unused__));") != std::string::npos);
  CHECK(code.find("extern double * out;") != std::string::npos);
}

TEST_CASE("entry is htg_<name> unless named, main only when asked", "[htg-codegen]") {
  auto document = program("graph", simple("root", "f();"));
  document.main = false;
  std::string code = htg::generate_code(document);
  CHECK(code.find("void htg_graph(void) {") != std::string::npos);
  CHECK(code.find("int main(") == std::string::npos);
  document.entry = "go";
  document.main = true;
  code = htg::generate_code(document);
  CHECK(code.find("void go(void) {") != std::string::npos);
  CHECK(code.find("int main(void) {\n  go();") != std::string::npos);
  CHECK(htg::generated_extension(document) == ".c");
  document.language = "c++";
  CHECK(htg::generated_extension(document) == ".cpp");
}

TEST_CASE("#line directives point at the node's loc and then back at the exact generated line", "[htg-codegen]") {
  htg::Node located = simple("located", "work(1);", "ready");
  located.loc = htg::SourceLocation{"user \"src\".c", 42, 7};
  htg::Node bounded = loop("bounded", "i", "lo", "hi", simple("body", "work(i);"), true);
  bounded.loc = htg::SourceLocation{"user.c", 50, 1};
  auto document = program("lines", compound("root", {located, bounded, simple("plain", "work(2);")}));
  htg::CodegenOptions options;
  options.output_name = "out.c";
  const auto lines = lines_of(htg::generate_code(document, options));

  const std::regex back(R"(#line (\d+) "out\.c")");
  int returns = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::smatch match;
    if (!std::regex_match(lines[k], match, back)) continue;
    ++returns;
    // Physical line k+1 holds the directive; the next line must be numbered k+2.
    CHECK(std::stoul(match[1]) == k + 2);
  }
  std::size_t condition_at = 0, code_at = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    if (lines[k].find("if (!(ready)) return;") != std::string::npos) condition_at = k;
    if (lines[k].find("work(1);") != std::string::npos) code_at = k;
  }
  REQUIRE(condition_at > 0);
  REQUIRE(code_at > 0);
  CHECK(lines[condition_at - 1] == "#line 42 \"user \\\"src\\\".c\"");
  CHECK(lines[code_at - 1] == "#line 42 \"user \\\"src\\\".c\"");
  // Both fragments of `located`, the checks that the two bounds of `bounded` are
  // integers (not floating, and no wider than 64 bits), its three bound expressions, the
  // check of its bounds in the variable's type and the declaration of its loop variable
  // (both typed from the bounds) return.
  CHECK(returns == 11);

  options.line_directives = false;
  CHECK(htg::generate_code(document, options).find("#line") == std::string::npos);
}

TEST_CASE("a fragment's continuation lines stay as written, and no ';' follows a line splice", "[htg-codegen]") {
  // review30 v09: a trailing splice became `x = 1 \;`, and indentation entered the
  // string literal a splice continues; so it did a C++ raw string literal's lines.
  auto document = program("splices", compound("root", {simple("tail", "x = 1 \\\n"),
                                                       simple("text", "puts(\"ab\\\ncd\");\nx = 2;")}));
  std::string code = htg::generate_code(document);
  CHECK(code.find("x = 1;") != std::string::npos);
  CHECK(code.find("\\;") == std::string::npos);
  CHECK(code.find("puts(\"ab\\\ncd\");\nx = 2;\n") != std::string::npos);
  document = program("raw", simple("root", "std::fputs(R\"(a\n  b\n)\", stdout);"));
  document.language = "c++";
  code = htg::generate_code(document);
  CHECK(code.find("std::fputs(R\"(a\n  b\n)\", stdout);") != std::string::npos);
}

TEST_CASE("a ';' after a fragment goes on a new line only when a // comment would hold it", "[htg-codegen]") {
  // The comment is on the last line, or a splice continues it there: ';' on the next line.
  // A comment on an earlier line ended with it: ';' follows the code.
  auto document = program("comments", compound("root", {simple("last", "x = 1; // one"),
                                                        simple("spliced", "x = 2 // two \\\n   goes on"),
                                                        simple("earlier", "x = 3 // three\n + 0")}));
  const std::string code = htg::generate_code(document);
  CHECK(code.find("x = 1; // one\n;") != std::string::npos);
  CHECK(code.find("x = 2 // two \\\n   goes on\n;") != std::string::npos);
  CHECK(code.find("x = 3 // three\n + 0;") != std::string::npos);
}

TEST_CASE("a fragment without loc starts at its JSON line and column", "[htg-codegen]") {
  htg::Node guarded = simple("guarded", "x = f(3);", "flg");
  htg::Node bounded = loop("bounded", "i", "0", "nn", simple("body", "g(i);"), true);
  auto document = program("cols", compound("root", {guarded, bounded}));
  htg::SourceMap map;
  map.nodes["guarded"]["code"] = {7, 19};       // the opening quote is at column 19
  map.nodes["guarded"]["condition"] = {6, 40};
  map.nodes["bounded"]["to"] = {8, 62};
  htg::CodegenOptions options;
  options.output_name = "cols.c";
  options.source_name = "cols.htg.json";
  options.source_map = &map;
  const auto lines = lines_of(htg::generate_code(document, options));
  // The line after each directive holds the fragment, padded to its column, and
  // the generated text around it continues on other lines.
  auto fragment_after = [&](const std::string &directive, const std::string &text) {
    int found = 0;
    for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
      if (lines[k] != directive) continue;
      ++found;
      const std::string &next = lines[k + 1];
      const std::size_t at = next.find_first_not_of(' ');
      CHECK(next.substr(at, text.size()) == text);
      return std::make_pair(found, static_cast<int>(at) + 1);
    }
    return std::make_pair(found, 0);
  };
  CHECK(fragment_after("#line 7 \"cols.htg.json\"", "x = f(3);") == std::make_pair(1, 20));
  CHECK(fragment_after("#line 6 \"cols.htg.json\"", "flg") == std::make_pair(1, 41));
  // (the first use of the bound `nn` is the check that it is an integer; its keyword
  // is on the bound's line too, at column 1)
  CHECK(fragment_after("#line 8 \"cols.htg.json\"", "_Static_assert(1u < (unsigned)(__builtin_classify_type((") == std::make_pair(1, 1));
  CHECK(std::find(lines.begin(), lines.end(), std::string(62, ' ') + "nn") != lines.end());
  // Every return to the generated file names the physical line that follows.
  const std::regex back(R"(#line (\d+) "cols\.c")");
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::smatch match;
    if (std::regex_match(lines[k], match, back)) CHECK(std::stoul(match[1]) == k + 2);
  }
}

TEST_CASE("a fragment far along a one-line JSON file is not padded to its column", "[htg-codegen]") {
  // probe13 P1: each fragment was padded to its column, so minified JSON (all on line 1)
  // gave generated code quadratic in the document: 1000 nodes, 62 MB.
  std::vector<htg::Node> children;
  htg::SourceMap map;
  for (int k = 0; k < 400; ++k) {
    const std::string id = "n" + std::to_string(k);
    children.push_back(simple(id, "f(" + std::to_string(k) + ");"));
    map.nodes[id]["code"] = {1, 50 + 120 * k};
  }
  auto document = program("flat", compound("root", children));
  htg::CodegenOptions options;
  options.output_name = "flat.c";
  options.source_name = "flat.htg.json";
  options.source_map = &map;
  const std::string code = htg::generate_code(document, options);
  const auto lines = lines_of(code);
  std::size_t longest = 0;
  for (const std::string &line : lines) longest = std::max(longest, line.size());
  CHECK(longest < 400);
  CHECK(code.size() < 200000);  // (about 50 KB; 10 MB padded)
  // Within the first 256 columns a fragment still starts at its column.
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
    if (lines[k] != "#line 1 \"flat.htg.json\"") continue;
    const std::size_t at = lines[k + 1].find_first_not_of(' ');
    const std::string text = lines[k + 1].substr(at);
    if (text == "f(0);") CHECK(at == 50);
    if (text == "f(1);") CHECK(at == 170);
    if (text == "f(3);") CHECK(at == 0);
  }
}

TEST_CASE("one nano_precede per arc, arcs computed when a compound has none", "[htg-codegen]") {
  htg::Node given = compound("root", {simple("a", "f();"), simple("b", "g();"), simple("c", "h();")},
                             {{"a", "b"}, {"a", "c"}, {"b", "c"}});
  std::string code = htg::generate_code(program("given", given));
  CHECK(count_of(code, "nano_precede(") == 3);
  CHECK(code.find("nano_precede(__nano_children[0], __nano_children[2]);") != std::string::npos);

  // No arcs in the file: a writes x, b reads x, c writes y -> one flow arc a -> b.
  htg::Node computed = compound("root", {simple("a", "x = 1;"), simple("b", "y2 = x;"), simple("c", "y = 2;")});
  computed.arcs_given = false;
  computed.arcs.clear();
  computed.children[0].writes = {access("x")};
  computed.children[1].reads = {access("x")};
  computed.children[1].writes = {access("y2")};
  computed.children[2].writes = {access("y")};
  code = htg::generate_code(program("computed", computed));
  CHECK(count_of(code, "nano_precede(") == 1);
  CHECK(code.find("nano_precede(__nano_children[0], __nano_children[1]);") != std::string::npos);
}

TEST_CASE("siblings that follow the same predecessors wait for them through one join task", "[htg-codegen]") {
  // review30 r22: 2 x 2500 siblings, each reader after every writer, were 6.25M
  // nano_precede calls (370 MB of C); a join makes them p + t.
  std::vector<htg::Node> children;
  std::vector<std::pair<std::string, std::string>> arcs;
  for (const char *writer : {"w0", "w1", "w2"}) children.push_back(simple(writer, "f();"));
  for (const char *reader : {"r0", "r1", "r2"}) {
    children.push_back(simple(reader, "g();"));
    for (const char *writer : {"w0", "w1", "w2"}) arcs.push_back({writer, reader});
  }
  children.push_back(simple("last", "h();"));
  arcs.push_back({"r0", "last"});  // a predecessor set of its own: a direct arc
  std::string code = htg::generate_code(program("bipartite", compound("root", children, arcs)));
  CHECK(count_of(code, "nano_precede(") == 3 + 3 + 1);
  CHECK(code.find("nano_task *__nano_children[8];") != std::string::npos);
  CHECK(code.find("__nano_children[7] = __nano_spawn(__nano_join, NULL, 0, \"root join\");") != std::string::npos);
  CHECK(code.find("nano_precede(__nano_children[2], __nano_children[7]);") != std::string::npos);
  CHECK(code.find("nano_precede(__nano_children[7], __nano_children[5]);") != std::string::npos);
  CHECK(code.find("nano_precede(__nano_children[3], __nano_children[6]);") != std::string::npos);
  CHECK(code.find("for (__nano_k = 0; __nano_k < 8; ++__nano_k)") != std::string::npos);
  // Two followers of two predecessors: 4 arcs either way, kept direct.
  children.resize(4);
  code = htg::generate_code(
      program("square", compound("root", children, {{"w0", "w2"}, {"w1", "w2"}, {"w0", "r0"}, {"w1", "r0"}})));
  CHECK(count_of(code, "nano_precede(") == 4);
  CHECK(code.find("__nano_spawn(__nano_join") == std::string::npos);
}

TEST_CASE("labels, costs and source locations are passed to the runtime", "[htg-codegen]") {
  htg::Node task = simple("task", "f();");
  task.label = "the \"task\" */";
  task.cost = 2500;
  task.loc = htg::SourceLocation{"k.c", 9, 1};
  const std::string code = htg::generate_code(program("meta", compound("root", {task})));
  CHECK(code.find("\"the \\\"task\\\" */\")") != std::string::npos);
  CHECK(code.find("nano_set_cost(__nano_children[0], 2500.0);") != std::string::npos);
  CHECK(code.find("nano_set_source(__nano_children[0], \"k.c\", 9);") != std::string::npos);
  // The label inside a comment cannot close it early.
  CHECK(code.find("(the \"task\" * /)") != std::string::npos);
}

TEST_CASE("schedules map to the runtime's kinds with their chunk", "[htg-codegen]") {
  const std::vector<std::pair<htg::ScheduleKind, std::string>> kinds = {
      {htg::ScheduleKind::static_, "NANO_SCHEDULE_STATIC"}, {htg::ScheduleKind::fixed, "NANO_SCHEDULE_FIXED"},
      {htg::ScheduleKind::gss, "NANO_SCHEDULE_GSS"},        {htg::ScheduleKind::tss, "NANO_SCHEDULE_TSS"},
      {htg::ScheduleKind::factoring, "NANO_SCHEDULE_FACTORING"}, {htg::ScheduleKind::affinity, "NANO_SCHEDULE_AFFINITY"}};
  for (const auto &[kind, enumerator] : kinds) {
    htg::Node node = loop("l", "i", "0", "n", simple("b", "f(i);"), true);
    node.schedule = htg::Schedule{kind, "c + 1"};
    const std::string code = htg::generate_code(program("s", node));
    INFO(enumerator);
    // The chunk is evaluated once, although tss passes it twice.
    CHECK(count_of(code, "c + 1") == 1);
    // Held in its own type, then checked: a negative chunk stops the program naming the loop.
    CHECK(code.find("__auto_type __nano_chunk_value = +(c + 1);") != std::string::npos);
    CHECK(code.find("const int64_t __nano_chunk = __nano_check_chunk(") != std::string::npos);
    const std::string last = kind == htg::ScheduleKind::tss ? "__nano_chunk" : "0";
    CHECK(code.find("{" + enumerator + ", __nano_chunk, 0, " + last + "};") != std::string::npos);
  }
  htg::Node plain = loop("l", "i", "0", "n", simple("b", "f(i);"), true);
  CHECK(htg::generate_code(program("s", plain)).find("nano_parallel_for(__nano_n, NULL,") != std::string::npos);
}

TEST_CASE("sequential loops chain task bodies with arcs and run simple bodies inline", "[htg-codegen]") {
  htg::Node graph_body = compound("graph_body", {simple("x", "f(t);")});
  std::string code = htg::generate_code(program("chained", loop("l", "t", "0", "n", graph_body)));
  CHECK(code.find("nano_precede(__nano_previous, __nano_iteration);") != std::string::npos);
  CHECK(code.find("nano_wait_all") == std::string::npos);
  code = htg::generate_code(program("inline", loop("l", "t", "0", "n", simple("x", "f(t);"))));
  CHECK(code.find("__nano_previous") == std::string::npos);
  CHECK(code.find("__nano_run_1_x(&__nano_inner);") != std::string::npos);
}
