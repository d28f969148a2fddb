#!/usr/bin/env python3
"""Prints an HTG document as an outline FileCheck can read, one node per line:
    <"| " per depth><kind> <id> [if <condition>] [R <reads>] [W <writes>] [cost] [: <code>]
followed by the arcs of each compound ("| -> from to kind on", one level deeper).
With --untrusted OUT, also writes the document with every "trust_arcs" removed,
so that `nano-htg validate OUT` checks that the written arcs are complete."""
import json
import sys


def outline(node, depth, out):
    pad = "| " * depth
    line = pad + node["kind"] + " " + node["id"]
    if node.get("kind") == "loop":
        line += " var %s [%s, %s)" % (node["var"], node["from"], node["to"])
        if node.get("parallel"):
            line += " parallel"
    if "condition" in node:
        line += " if " + node["condition"]
    if node.get("reads"):
        line += " R " + " ".join(node["reads"])
    if node.get("writes"):
        line += " W " + " ".join(node["writes"])
    if "cost" in node:
        line += " cost"
    if "code" in node:
        line += " : " + " ".join(node["code"].split())
    out.append(line)
    children = node.get("children", [])
    body = node.get("body")
    if isinstance(body, dict):
        children = [body]
    elif isinstance(body, list):
        children = body
    for child in children:
        outline(child, depth + 1, out)
    for arc in node.get("arcs", []):
        out.append(pad + "| -> %s %s %s %s" % (arc["from"], arc["to"], arc.get("kind", "data"), arc.get("on", "")))


def strip_trust(node):
    node.pop("trust_arcs", None)
    for child in node.get("children", []):
        strip_trust(child)
    body = node.get("body")
    for child in ([body] if isinstance(body, dict) else body or []):
        strip_trust(child)


def main():
    args = sys.argv[1:]
    untrusted = None
    if args[:1] == ["--untrusted"]:
        untrusted, args = args[1], args[2:]
    doc = json.load(open(args[0]))
    for var in doc.get("variables", []):
        print("var %s%s %s%s" % ("extern " if var.get("extern") else "", var["type"], var["name"],
                                 "".join("[%s]" % d for d in var.get("dims", []))))
    lines = []
    outline(doc["root"], 0, lines)
    print("\n".join(lines))
    if untrusted:
        strip_trust(doc["root"])
        with open(untrusted, "w") as f:
            json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
