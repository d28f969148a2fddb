// arcs.cpp — dependences between siblings and the transitively reduced arcs they imply.
#include "htg/arcs.hpp"

#include <algorithm>
#include <cstdint>

#include "c_tokens.hpp"
#include "graph_util.hpp"
#include "linear_form.hpp"
#include "prepared_access.hpp"
#include "sibling_index.hpp"

namespace htg {
namespace {

Access whole_variable(const std::string &name) {
  Access access;
  access.base = name;
  access.text = name;
  return access;
}

void add_expression_reads(const std::string &expression, std::vector<Access> *reads) {
  if (expression.empty()) return;
  for (const std::string &name : detail::expression_variables(expression)) reads->push_back(whole_variable(name));
}

// What a subscript reads through pointers: `a[q[0]]`, `a[*q]` and `a[pc->k]` read
// what q and pc point to, so each variable the expression subscripts, dereferences or
// follows with `->` reads everything it reaches (an index without bounds, which
// pointer_targets extends to the variables it may point to).
void add_pointer_reads(const std::string &expression, std::vector<Access> *reads) {
  if (expression.empty()) return;
  const detail::Tokenized lexed = detail::tokenize_c(expression);
  const std::vector<detail::CToken> &t = lexed.tokens;
  const std::vector<std::string> variables = detail::expression_variables(expression);
  for (std::size_t k = 0; k < t.size(); ++k) {
    if (t[k].kind != detail::CToken::Kind::identifier) continue;
    if (k > 0 && (t[k - 1].text == "." || t[k - 1].text == "->")) continue;  // a member's name
    const std::string name(t[k].text);
    if (std::find(variables.begin(), variables.end(), name) == variables.end()) continue;
    const bool followed = k + 1 < t.size() && (t[k + 1].text == "[" || t[k + 1].text == "->");
    // `*` after an operand multiplies; after `)` it may follow a cast (`(int)*q`): taken
    // as a dereference, which at worst adds a read.
    const bool dereferenced = k > 0 && t[k - 1].text == "*" &&
                              (k == 1 || (t[k - 2].kind == detail::CToken::Kind::punctuator && t[k - 2].text != "]"));
    if (!followed && !dereferenced) continue;
    Access reached;
    reached.base = name;
    reached.selectors.push_back(Selector{});  // an index without bounds: all of it
    reached.text = "*" + name;
    reads->push_back(std::move(reached));
  }
}

bool uses_variable(const std::string &expression, const std::string &var) {
  if (expression.empty()) return false;
  auto names = detail::expression_variables(expression);
  return std::find(names.begin(), names.end(), var) != names.end();
}

// `expression` with every use of the variable `var` replaced by `(value)`.
std::string substituted(const std::string &expression, const std::string &var, const std::string &value) {
  const detail::Tokenized lexed = detail::tokenize_c(expression);
  std::string out;
  std::size_t copied = 0;
  for (std::size_t k = 0; k < lexed.tokens.size(); ++k) {
    const detail::CToken &token = lexed.tokens[k];
    const bool member = k > 0 && (lexed.tokens[k - 1].text == "." || lexed.tokens[k - 1].text == "->");
    if (token.kind != detail::CToken::Kind::identifier || token.text != var || member) continue;
    out += expression.substr(copied, token.offset - copied) + "(" + value + ")";
    copied = token.end;
  }
  return out + expression.substr(copied);
}

// True when no access in `writes` may change a variable `expression` names, other
// than `var` (the loop variable, which the loop itself steps).
bool invariant(const std::string &expression, const std::string &var, const std::vector<Access> &writes) {
  for (const std::string &name : detail::expression_variables(expression))
    for (const Access &write : writes)
      if (name != var && write.base == name) return false;
  return true;
}

// The subscript `selector` (element `e`, or section `[e : len]`) covers over the
// iterations from <= var < to of `loop`, when `e` is c*var + (terms without var) and
// `len` does not use var: with `last` the last iteration (to-1 with step 1), with
// c > 0 the section [e(from) : c*(last-from) + len], with c < 0 [e(last) :
// -c*(last-from) + len]. Every iteration lies inside (the ones a step skips too:
// a superset), and a loop that runs no iteration gives an empty section (with a
// step, at most len elements from e(from)).
// Only when the body (`body_writes`) changes none of the other variables of the
// bounds and the subscript: then they mean the same at every iteration.
std::optional<Selector> over_iterations(const Selector &selector, const Node &loop,
                                        const std::vector<Access> &body_writes) {
  const std::string &var = loop.var;
  if (selector.kind == Selector::Kind::section && uses_variable(selector.length, var)) return std::nullopt;
  for (const std::string *part : {&loop.from, &loop.to, &selector.index, &selector.length})
    if (!invariant(*part, var, body_writes)) return std::nullopt;
  if (uses_variable(loop.from, var) || uses_variable(loop.to, var)) return std::nullopt;
  const auto form = detail::linear_form(selector.index);
  if (!form) return std::nullopt;
  std::int64_t coefficient = 0;
  for (const auto &[atom, factor] : form->terms) {
    if (atom == var) {
      coefficient = factor;
    } else if (uses_variable(atom, var)) {
      return std::nullopt;  // var inside a product or call: not one step per iteration
    }
  }
  if (coefficient == 0 || coefficient == INT64_MIN) return std::nullopt;
  // The last iteration: to - 1, or with a step k, from + k * ((to - 1 - from) / k)
  // (bb74 F2: with to - 1, `e[i]` over 0, 3, 6, 9 met `e[10]`).
  const std::string last = loop.step == "1" ? "(" + loop.to + ") - 1"
                                            : "(" + loop.from + ") + " + loop.step + " * (((" + loop.to + ") - 1 - (" +
                                                  loop.from + ")) / " + loop.step + ")";
  const std::string span = "(" + last + " - (" + loop.from + "))";
  const std::string length = selector.kind == Selector::Kind::section ? selector.length : "1";
  const std::int64_t magnitude = coefficient < 0 ? -coefficient : coefficient;
  Selector section{Selector::Kind::section, {}, {}, {}};
  section.index = substituted(selector.index, var, coefficient > 0 ? loop.from : last);
  section.length = (magnitude == 1 ? span : std::to_string(magnitude) + " * " + span) + " + (" + length + ")";
  return section;
}

// A body access seen from outside its loop. A subscript that uses the loop variable
// covers the iterations' section (over_iterations), or else the whole dimension. An
// access to the loop variable itself is private.
std::optional<Access> widened(Access access, const Node &loop, const std::vector<Access> &body_writes) {
  const std::string &var = loop.var;
  if (access.base == var) return std::nullopt;
  for (Selector &selector : access.selectors) {
    bool varies = (selector.kind == Selector::Kind::index || selector.kind == Selector::Kind::section) &&
                  (uses_variable(selector.index, var) || uses_variable(selector.length, var));
    if (!varies) continue;
    std::optional<Selector> covered = over_iterations(selector, loop, body_writes);
    selector = covered ? *covered : Selector{Selector::Kind::section, {}, {}, {}};
  }
  return access;
}

void append(std::vector<Access> *to, const std::vector<Access> &from) {
  to->insert(to->end(), from.begin(), from.end());
}

bool overlap_any(const std::vector<detail::PreparedAccess> &as, const std::vector<detail::PreparedAccess> &bs,
                 const Access **a_hit, const Access **b_hit) {
  for (const auto &a : as)
    for (const auto &b : bs)
      if (detail::may_overlap(a, b)) {
        *a_hit = a.access;
        *b_hit = b.access;
        return true;
      }
  return false;
}

}  // namespace

NodeAccesses effective_accesses(const Node &node) {
  NodeAccesses out;
  out.reads = node.reads;
  out.writes = node.writes;
  // Locating an element reads the variables of its subscripts (`a[i + k]` reads k).
  for (const auto *list : {&node.reads, &node.writes})
    for (const Access &access : *list)
      for (const Selector &selector : access.selectors) {
        add_expression_reads(selector.index, &out.reads);
        add_expression_reads(selector.length, &out.reads);
        add_pointer_reads(selector.index, &out.reads);
        add_pointer_reads(selector.length, &out.reads);
      }
  add_expression_reads(node.condition, &out.condition_reads);
  if (node.kind == NodeKind::compound) {
    for (const Node &child : node.children) {
      NodeAccesses inner = effective_accesses(child);
      append(&out.reads, inner.reads);
      append(&out.reads, inner.condition_reads);
      append(&out.writes, inner.writes);
    }
  } else if (node.kind == NodeKind::loop) {
    add_expression_reads(node.from, &out.reads);
    add_expression_reads(node.to, &out.reads);
    add_expression_reads(node.step, &out.reads);
    if (node.schedule) add_expression_reads(node.schedule->chunk, &out.reads);
    for (const Node &body : node.body) {
      NodeAccesses inner = effective_accesses(body);
      for (const auto *list : {&inner.reads, &inner.condition_reads})
        for (const Access &access : *list)
          if (auto seen = widened(access, node, inner.writes)) out.reads.push_back(std::move(*seen));
      for (const Access &access : inner.writes)
        if (auto seen = widened(access, node, inner.writes)) out.writes.push_back(std::move(*seen));
    }
  }
  return out;
}

std::vector<Access> writes_of_every_iteration(const Node &loop) {
  std::vector<Access> shared;
  if (loop.kind != NodeKind::loop) return shared;
  for (const Node &body : loop.body) {
    const std::vector<Access> writes = effective_accesses(body).writes;
    for (const Access &access : writes)
      if (auto seen = widened(access, loop, writes); seen && *seen == access) shared.push_back(access);
  }
  return shared;
}

NodeAccesses effective_accesses(const Node &node, const PointerTargets &targets) {
  NodeAccesses out = effective_accesses(node);
  for (auto *list : {&out.reads, &out.writes, &out.condition_reads}) {
    // The fields of a union, and adjacent bit-fields, overlap: an access to a variable
    // whose type has them stops at its first field (`u.f` is `u`, `p->f` is `p[0]`).
    for (Access &access : *list) {
      if (!targets.has_overlapping_fields(access.base)) continue;
      auto field = std::find_if(access.selectors.begin(), access.selectors.end(), [](const Selector &selector) {
        return selector.kind == Selector::Kind::field || selector.kind == Selector::Kind::arrow;
      });
      if (field == access.selectors.end()) continue;
      const bool arrow = field->kind == Selector::Kind::arrow;
      access.selectors.erase(field, access.selectors.end());
      if (arrow) access.selectors.push_back(Selector{Selector::Kind::index, {}, "0", {}});
    }
    // Named variables first, so that an arc is labelled with one when it can be. The
    // base's own unnamed target keeps the access's selectors (`p[0:5]` is `*p` [0:5]), so
    // disjoint sections through the same pointer stay apart; other targets are whole.
    const std::size_t own = list->size();
    for (bool unnamed : {false, true})
      for (std::size_t k = 0; k < own; ++k)
        for (const std::string &target : targets.reached_through((*list)[k])) {
          if (PointerTargets::is_unnamed_target(target) != unnamed) continue;
          Access reached = whole_variable(target);
          if (target == PointerTargets::unnamed_target((*list)[k].base)) {
            reached = (*list)[k];
            reached.base = target;
          }
          reached.text = (*list)[k].text;
          list->push_back(std::move(reached));
        }
  }
  return out;
}

namespace detail {
namespace {

std::vector<PreparedAccess> prepare_all(const std::vector<Access> &accesses) {
  std::vector<PreparedAccess> prepared;
  prepared.reserve(accesses.size());
  for (const Access &access : accesses) prepared.push_back(prepare_access(access));
  return prepared;
}

}  // namespace

PreparedNode prepare_node(const NodeAccesses &accesses) {
  return {prepare_all(accesses.reads), prepare_all(accesses.writes), prepare_all(accesses.condition_reads)};
}

std::optional<Conflict> find_conflict(const PreparedNode &earlier, const PreparedNode &later) {
  const Access *a = nullptr;
  const Access *b = nullptr;
  if (overlap_any(earlier.writes, later.reads, &a, &b)) return Conflict{DependenceKind::flow, a, b};
  if (overlap_any(earlier.reads, later.writes, &a, &b)) return Conflict{DependenceKind::anti, a, b};
  if (overlap_any(earlier.writes, later.writes, &a, &b)) return Conflict{DependenceKind::output, a, b};
  if (overlap_any(earlier.writes, later.condition_reads, &a, &b)) return Conflict{DependenceKind::control, a, b};
  if (overlap_any(earlier.condition_reads, later.writes, &a, &b)) return Conflict{DependenceKind::control, a, b};
  return std::nullopt;
}

}  // namespace detail

std::optional<Dependence> find_dependence(const NodeAccesses &earlier, const NodeAccesses &later) {
  auto conflict = detail::find_conflict(detail::prepare_node(earlier), detail::prepare_node(later));
  if (!conflict) return std::nullopt;
  return Dependence{conflict->kind, *conflict->earlier, *conflict->later};
}

std::vector<Arc> compute_arcs(const Node &compound, const PointerTargets &targets) {
  const std::vector<Node> &children = compound.children;
  std::size_t n = children.size();
  std::vector<NodeAccesses> accesses;
  accesses.reserve(n);
  for (const Node &child : children) accesses.push_back(effective_accesses(child, targets));
  std::vector<detail::PreparedNode> prepared;  // points into `accesses`, which no longer grows
  prepared.reserve(n);
  for (const NodeAccesses &node_accesses : accesses) prepared.push_back(detail::prepare_node(node_accesses));

  // Transitive reduction while the dependences are found. Child j is taken in list
  // order and the earlier children i from the nearest back. Every path i -> j passes a
  // direct predecessor k of j with i < k, already scanned: so when i reaches j through
  // the arcs kept so far, a dependence i -> j is implied and is not even looked for;
  // otherwise a dependence makes an arc no other path implies. ancestors[j] holds the
  // children that reach j, all earlier than j: (j + 63) / 64 words, made when j gets its
  // first arc (siblings without dependences cost none: 200000 of them took 5 GB). Only
  // the candidates of the sibling index can depend on j; skipping the others changes nothing.
  std::vector<std::vector<std::uint64_t>> ancestors(n);
  const auto reaches = [&](std::size_t i, std::size_t j) {
    return !ancestors[j].empty() && ((ancestors[j][i / 64] >> (i % 64)) & 1U);
  };
  // The arcs found, as indices (a complete bipartite graph of 2 x 2500 siblings has 6.25M
  // arcs: strings are made once, in the final order, in a vector of the final size).
  struct Found {
    std::size_t from, to;
    ArcKind kind;
    const std::string *on;  // the base of the earlier access, in `accesses`
  };
  std::vector<Found> found;
  const detail::SiblingIndex index_of_siblings(prepared);
  for (std::size_t j = 0; j < n; ++j) {
    const std::vector<std::size_t> candidates = index_of_siblings.earlier_candidates(j);
    for (auto it = candidates.rbegin(); it != candidates.rend(); ++it) {
      const std::size_t i = *it;
      if (reaches(i, j)) continue;
      const auto conflict = detail::find_conflict(prepared[i], prepared[j]);
      if (!conflict) continue;
      const ArcKind kind = conflict->kind == DependenceKind::control ? ArcKind::control : ArcKind::data;
      found.push_back({i, j, kind, &conflict->earlier->base});
      std::vector<std::uint64_t> &reaching_j = ancestors[j];
      if (reaching_j.empty()) reaching_j.assign((j + 63) / 64, 0);
      reaching_j[i / 64] |= std::uint64_t{1} << (i % 64);
      const std::vector<std::uint64_t> &reaching_i = ancestors[i];
      for (std::size_t w = 0; w < reaching_i.size(); ++w) reaching_j[w] |= reaching_i[w];
    }
  }
  // Listed by source, then target: the order a reader expects ((from, to) pairs are
  // unique). `found` is in target order: a counting sort by source keeps it within each.
  std::vector<std::size_t> first(n + 1, 0);
  for (const Found &arc : found) ++first[arc.from + 1];
  for (std::size_t i = 0; i < n; ++i) first[i + 1] += first[i];
  std::vector<const Found *> by_source(found.size());
  for (const Found &arc : found) by_source[first[arc.from]++] = &arc;
  std::vector<Arc> arcs;
  arcs.reserve(found.size());
  for (const Found *arc : by_source)
    arcs.push_back({children[arc->from].id, children[arc->to].id, arc->kind, *arc->on});
  return arcs;
}

}  // namespace htg
