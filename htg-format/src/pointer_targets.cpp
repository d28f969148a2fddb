// pointer_targets.cpp — the variables an access through a pointer may reach (see the header).
#include "htg/pointer_targets.hpp"

#include <algorithm>

#include "code_stores.hpp"
#include "overlapping_fields.hpp"
#include "pointer_types.hpp"

namespace htg {

// Applies every store of the document (inits and the code of every node) until no
// pointer's targets grow: a store through `pp` changes what `pp` points to, which a
// later store may have added, so one sweep is not enough. Sets only grow, over the
// finite names of the document, so it ends.
struct PointerTargets::Pass {
  explicit Pass(PointerTargets &targets) : self(targets) {}

  PointerTargets &self;
  std::map<const Node *, detail::CodeStores> code;  // every node with code or a condition
  std::vector<detail::Store> inits;
  std::vector<detail::Store> reference_inits;  // what each reference is bound to
  std::set<std::string> open;  // may point to every address taken: extern, unfollowed
  std::set<std::string> through_bases;
  bool changed = false;
  const std::vector<std::string> *arithmetic_locals = nullptr;  // of the node whose code is applied

  static bool contains_name(const std::vector<std::string> &names, const std::string &name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  }

  void collect(const Node &node) {
    for (const auto *list : {&node.reads, &node.writes})
      for (const Access &access : *list)
        if (self.goes_through_pointer(access)) through_bases.insert(access.base);
    if (!node.code.empty() || !node.condition.empty()) {
      detail::CodeStores stores = detail::find_code_stores(node.code);
      detail::CodeStores tested = detail::find_code_stores(node.condition);
      stores.stores.insert(stores.stores.end(), tested.stores.begin(), tested.stores.end());
      stores.moved.insert(stores.moved.end(), tested.moved.begin(), tested.moved.end());
      stores.to_calls.insert(stores.to_calls.end(), tested.to_calls.begin(), tested.to_calls.end());
      code.emplace(&node, std::move(stores));
    }
    for (const Node &child : node.children) collect(child);
    for (const Node &body : node.body) collect(body);
  }

  bool is_pointer_variable(const std::string &name) const {
    const Shape *shape = self.shape_of(name);
    return shape && shape->may_hold_pointer;
  }

  void add(std::set<std::string> *into, const std::set<std::string> &from) {
    for (const std::string &name : from) changed |= into->insert(name).second;
  }

  std::set<std::string> reach_of(const std::string &name) const {
    auto known = self.targets_.find(name);
    if (known != self.targets_.end()) return known->second;
    return self.shape_of(name) ? std::set<std::string>{} : self.address_taken_;
  }

  // What a stored value points to when it names `operand`; `storage` receives the
  // variables whose own storage it points into (the addresses it takes).
  std::set<std::string> value_targets(const detail::ValueOperand &operand, bool into_pointer,
                                      std::set<std::string> *storage) const {
    const Access &access = operand.access;
    const Shape *shape = self.shape_of(access.base);
    if (!shape) {  // a name the file does not declare: a local of the code, a macro, a header's
      if (!operand.address_of && !into_pointer) return {};
      if (!operand.address_of && arithmetic_locals && contains_name(*arithmetic_locals, access.base))
        return {};  // the fragment's own number (`ps->f[k] = k + 1`)
      storage->insert(access.base);
      std::set<std::string> out = into_pointer ? self.address_taken_ : std::set<std::string>{};
      out.insert(access.base);
      return out;
    }
    std::set<std::string> out = reach_of(access.base);
    std::size_t subscripts = 0;
    bool field = false;
    for (const Selector &selector : access.selectors) {
      if (selector.kind == Selector::Kind::arrow) return out;
      if (selector.kind == Selector::Kind::field) field = true;
      if (!field && (selector.kind == Selector::Kind::index || selector.kind == Selector::Kind::section))
        ++subscripts;
    }
    // Past a field, subscripts may index an array field in the variable's own storage
    // (`&s.d[3]`, `&arr[2].d[1]`, `p = s.m[1]`) as well as what a pointer field points to;
    // an element passed by value to a call (`f(s.d[3])`) takes no address.
    const bool may_be_own = field && !access.deref && !shape->is_reference && subscripts <= shape->dims &&
                            (operand.address_of || into_pointer);
    if (self.goes_through_pointer(access) && !may_be_own) return out;
    // `s.n` with `n` no array member is its value (`f(box.n)`): no address of `s`.
    const bool value_field = field && !operand.access.deref && !access.selectors.empty() &&
                             access.selectors.back().kind == Selector::Kind::field &&
                             shape->value_members.contains(access.selectors.back().name);
    if (operand.address_of || subscripts < shape->dims || (field && !value_field)) {  // `&x`, `a`, `s.f` (an array?)
      out.insert(access.base);
      storage->insert(access.base);
    }
    return out;
  }

  std::set<std::string> stored(const detail::Store &store, bool into_pointer) {
    std::set<std::string> targets, storage;
    for (const detail::ValueOperand &operand : store.value) {
      if (operand.in_call && !into_pointer) continue;  // `n = count(a)`: calls return values
      targets.merge(value_targets(operand, into_pointer, &storage));
    }
    add(&self.address_taken_, storage);
    return targets;
  }

  // `s.n`, `arr[2].n`: a member of arithmetic type of a graph variable, in its storage.
  bool names_arithmetic_member(const Access &access) const {
    const Shape *shape = self.shape_of(access.base);
    return shape && !access.deref && !access.selectors.empty() &&
           access.selectors.back().kind == Selector::Kind::field && !self.goes_through_pointer(access) &&
           shape->arithmetic_members.contains(access.selectors.back().name);
  }

  // A pointer variable whose address reaches where the file cannot follow may be set there.
  void escape(const std::set<std::string> &targets, const Node *node) {
    for (const std::string &name : targets) {
      const Shape *shape = self.shape_of(name);
      if (!shape || !shape->may_hold_pointer || shape->is_extern || !open.insert(name).second) continue;
      changed = true;
      if (node) self.unfollowed_.push_back({node, name, Unfollowed::Why::address_passed});
    }
  }

  void store_into_unknown(const std::set<std::string> &targets, const Node *node) {
    add(&self.address_taken_, targets);
    escape(targets, node);
  }

  void store_through(const std::string &base, const std::set<std::string> &targets, const Node *node) {
    for (const std::string &target : reach_of(base)) {
      if (PointerTargets::is_unnamed_target(target)) continue;  // pointers in unnamed memory are not followed
      if (is_pointer_variable(target)) add(&self.targets_[target], targets);
      if (!self.shape_of(target)) store_into_unknown(targets, node);
    }
    if (open.count(base) || !self.shape_of(base)) store_into_unknown(targets, node);
  }

  void apply(const detail::Store &store, const Node *node) {
    using Target = detail::Store::Target;
    switch (store.kind) {
      case Target::arithmetic_local: return;
      case Target::pointer_local: store_into_unknown(stored(store, true), node); return;
      case Target::unknown: {
        std::set<std::string> targets = stored(store, true);
        store_into_unknown(targets, node);
        for (const std::string &name : store.named) {
          if (is_pointer_variable(name)) add(&self.targets_[name], targets);
          store_through(name, targets, node);
        }
        return;
      }
      case Target::access: break;
    }
    const std::string &base = store.target.base;
    const Shape *shape = self.shape_of(base);
    const bool through = self.goes_through_pointer(store.target);
    if (shape && !(through ? shape->points_to_pointer : shape->may_hold_pointer)) return;  // holds no address
    std::set<std::string> targets = stored(store, shape != nullptr);
    if (!shape) {
      store_into_unknown(targets, node);
    } else if (!through) {
      add(&self.targets_[base], targets);
    } else {
      store_through(base, targets, node);
    }
  }

  void run() {
    do {
      changed = false;
      for (const detail::Store &store : inits) apply(store, nullptr);
      for (const detail::Store &store : reference_inits) {
        std::set<std::string> storage, targets;
        for (detail::ValueOperand operand : store.value) {
          operand.address_of = true;  // `long &r = x` binds like `p = &x`
          targets.merge(value_targets(operand, true, &storage));
        }
        add(&self.address_taken_, storage);
        add(&self.targets_[store.target.base], targets);
      }
      for (const auto &[node, stores] : code) {
        arithmetic_locals = &stores.arithmetic_locals;
        for (const detail::Store &store : stores.stores) apply(store, node);
        // A call that receives the address of a pointer (`set_ptr(&p, &a)`) may store in it
        // the other addresses it receives; an address in a braced initializer among the
        // arguments (`memcpy(&p, (int *[]){&a}, sizeof p)`) is stored in memory already.
        auto sets_pointer = [&](const detail::ValueOperand &operand) {
          return operand.address_of && is_pointer_variable(operand.access.base) && operand.access.selectors.empty();
        };
        std::set<std::size_t> setting_calls;
        for (const detail::ValueOperand &operand : stores.to_calls)
          if (sets_pointer(operand)) setting_calls.insert(operand.call);
        for (const detail::ValueOperand &operand : stores.to_calls) {
          std::set<std::string> storage;
          std::set<std::string> passed = value_targets(operand, false, &storage);
          if (operand.in_initializer || (setting_calls.count(operand.call) && !sets_pointer(operand)))
            add(&self.address_taken_, storage);
          passed.merge(storage);
          // `f(&s.n)` with `n` of arithmetic type: the callee gets no pointer's address.
          if (names_arithmetic_member(operand.access)) passed.erase(operand.access.base);
          escape(passed, node);
        }
        arithmetic_locals = nullptr;
      }
      for (const std::string &name : open) add(&self.targets_[name], self.address_taken_);
    } while (changed);
  }

  // True when the code of `node` or of a node inside it sets `name` in a way followed here.
  bool sets(const Node &node, const std::string &name) const {
    auto found = code.find(&node);
    if (found != code.end()) {
      const detail::CodeStores &stores = found->second;
      for (const detail::Store &store : stores.stores) {
        if (store.kind == detail::Store::Target::access && store.target.base == name &&
            !self.goes_through_pointer(store.target))
          return true;
        if (store.kind == detail::Store::Target::unknown &&
            std::find(store.named.begin(), store.named.end(), name) != store.named.end())
          return true;
      }
      if (std::find(stores.moved.begin(), stores.moved.end(), name) != stores.moved.end()) return true;
      for (const detail::ValueOperand &operand : stores.to_calls)
        if (operand.address_of && operand.access.base == name) return true;  // an escape, reported as such
    }
    for (const Node &child : node.children)
      if (sets(child, name)) return true;
    for (const Node &body : node.body)
      if (sets(body, name)) return true;
    return false;
  }

  // A node that writes a pointer its code does not visibly set.
  void find_unfollowed_writes(const Node &node) {
    for (const Access &access : node.writes) {
      const Shape *shape = self.shape_of(access.base);
      if (!shape || !shape->may_hold_pointer || shape->is_extern || self.goes_through_pointer(access)) continue;
      if (sets(node, access.base) || !open.insert(access.base).second) continue;
      self.unfollowed_.push_back({&node, access.base, Unfollowed::Why::written_without_assignment});
    }
    for (const Node &child : node.children) find_unfollowed_writes(child);
    for (const Node &body : node.body) find_unfollowed_writes(body);
  }
};

PointerTargets::PointerTargets(const std::vector<Variable> &variables, const Node &root) {
  const std::set<std::string> overlapping = detail::variables_with_overlapping_fields(variables);
  const std::set<std::string> free_tags = detail::pointer_free_tags(variables);
  for (const Variable &variable : variables) {
    const std::size_t star = variable.type.rfind('*');
    shapes_[variable.name] = {variable.dims.size(), detail::type_may_hold_pointer(variable.type, free_tags),
                              star == std::string::npos ||
                                  detail::type_may_hold_pointer(variable.type.substr(0, star), free_tags),
                              variable.is_extern, overlapping.contains(variable.name),
                              detail::type_is_reference(variable.type), {}, {}};
    detail::MemberKinds members = detail::member_kinds(variable.type);
    shapes_[variable.name].value_members = std::move(members.values);
    shapes_[variable.name].arithmetic_members = std::move(members.arithmetic);
    if (shapes_[variable.name].may_hold_pointer) targets_[variable.name];
    if (shapes_[variable.name].may_hold_pointer && !shapes_[variable.name].is_reference)
      targets_[variable.name].insert(unnamed_target(variable.name));
  }
  Pass pass(*this);
  for (const Variable &variable : variables) {
    if (variable.init.empty()) continue;
    detail::Store store;
    store.target.base = store.target.text = variable.name;
    store.value = detail::value_operands(variable.init);
    (shapes_[variable.name].is_reference ? pass.reference_inits : pass.inits).push_back(std::move(store));
  }
  for (const Variable &variable : variables)
    if (variable.is_extern && shapes_[variable.name].may_hold_pointer) pass.open.insert(variable.name);
  pass.collect(root);
  pass.find_unfollowed_writes(root);
  pass.run();
  for (auto &[name, targets] : targets_) targets.erase(name);
  std::erase_if(unfollowed_, [&](const Unfollowed &u) { return pass.through_bases.count(u.variable) == 0; });
}

bool PointerTargets::has_overlapping_fields(const std::string &name) const {
  const Shape *shape = shape_of(name);
  return shape && shape->overlapping_fields;
}

const PointerTargets::Shape *PointerTargets::shape_of(const std::string &name) const {
  auto shape = shapes_.find(name);
  return shape == shapes_.end() ? nullptr : &shape->second;
}

bool PointerTargets::goes_through_pointer(const Access &access) const {
  const Shape *shape = shape_of(access.base);
  const Shape base = shape ? *shape : Shape{};  // not a graph variable: may be anything
  if (!base.may_hold_pointer) return false;
  if (base.is_reference) return true;
  std::size_t subscripts = 0;
  bool after_field = false;
  for (const Selector &selector : access.selectors) {
    switch (selector.kind) {
      case Selector::Kind::arrow: return true;
      case Selector::Kind::field: after_field = true; break;
      case Selector::Kind::index:
      case Selector::Kind::section:
        if (after_field || ++subscripts > base.dims) return true;
        break;
    }
  }
  return access.deref && (after_field || ++subscripts > base.dims);
}

const std::set<std::string> &PointerTargets::reached_through(const Access &access) const {
  if (!goes_through_pointer(access)) return none_;
  auto known = targets_.find(access.base);
  return known != targets_.end() ? known->second : address_taken_;
}

}  // namespace htg
