// document_builders.hpp — terse constructors for HTG documents built in code by the e2e tests.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "htg/model.hpp"

namespace htg_e2e {

inline htg::Node simple(std::string id, std::string code, std::string condition = {}) {
  htg::Node node;
  node.id = std::move(id);
  node.kind = htg::NodeKind::simple;
  node.code = std::move(code);
  node.condition = std::move(condition);
  return node;
}

// A compound whose arcs are given (`arcs` may be empty: then its children are unordered).
inline htg::Node compound(std::string id, std::vector<htg::Node> children,
                          std::vector<std::pair<std::string, std::string>> arcs = {}) {
  htg::Node node;
  node.id = std::move(id);
  node.kind = htg::NodeKind::compound;
  node.children = std::move(children);
  node.arcs_given = true;
  for (auto &[from, to] : arcs) {
    htg::Arc arc;
    arc.from = from;
    arc.to = to;
    node.arcs.push_back(std::move(arc));
  }
  return node;
}

inline htg::Node loop(std::string id, std::string var, std::string from, std::string to, htg::Node body,
                      bool parallel = false) {
  htg::Node node;
  node.id = std::move(id);
  node.kind = htg::NodeKind::loop;
  node.var = std::move(var);
  node.from = std::move(from);
  node.to = std::move(to);
  node.parallel = parallel;
  node.body.push_back(std::move(body));
  return node;
}

inline htg::Variable variable(std::string name, std::string type, std::vector<std::string> dims = {},
                              std::string init = {}) {
  htg::Variable v;
  v.name = std::move(name);
  v.type = std::move(type);
  v.dims = std::move(dims);
  v.init = std::move(init);
  return v;
}

// A C document with <stdio.h>, a `main`, and `root` as its graph.
inline htg::Document program(std::string name, htg::Node root, std::vector<htg::Variable> variables = {}) {
  htg::Document document;
  document.name = std::move(name);
  document.includes = {"<stdio.h>"};
  document.variables = std::move(variables);
  document.main = true;
  document.root = std::move(root);
  return document;
}

}  // namespace htg_e2e
