#!/usr/bin/env python3
"""htg.schema.json against the corpus: the schema itself is valid JSON Schema 2020-12,
every sample and good file (and every graph run by tests/e2e/htg/run) validates, every file of tests/htg/bad (structural errors)
is rejected. tests/htg/bad-semantic holds files whose errors only the validator can see
(cycles, unknown arc ends, duplicate ids, C syntax, conflicts): they must still parse
as JSON, and are not required to fail the schema.

usage: check_schema.py SCHEMA REPO_ROOT
"""
import json
import pathlib
import sys

import jsonschema


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main() -> int:
    schema_path, root = sys.argv[1], pathlib.Path(sys.argv[2])
    schema = load(schema_path)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []
    good = (sorted((root / "samples/htg").glob("*.htg.json")) + sorted((root / "tests/htg/good").glob("*.htg.json"))
            + sorted((root / "tests/e2e/htg/run").glob("*.htg.json")))
    for path in good:
        errors = list(validator.iter_errors(load(path)))
        if errors:
            failures.append(f"{path}: rejected by the schema: {errors[0].message} at {list(errors[0].absolute_path)}")
    bad = sorted((root / "tests/htg/bad").glob("*.htg.json"))
    for path in bad:
        try:
            document = load(path)
        except ValueError:
            continue  # not JSON: rejected before any schema
        if validator.is_valid(document):
            failures.append(f"{path}: structurally bad but accepted by the schema")
    for path in sorted((root / "tests/htg/bad-semantic").glob("*.htg.json")):
        load(path)  # must be JSON; a syntax error belongs in tests/htg/bad
    for failure in failures:
        print(failure)
    print(f"{len(good)} good files, {len(bad)} structurally bad files, {len(failures)} failures")
    return 1 if failures or not good or not bad else 0


if __name__ == "__main__":
    sys.exit(main())
