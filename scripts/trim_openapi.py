"""Write tests/fixtures/github-openapi/api.github.com.json: GitHub's REST description, trimmed.

python scripts/trim_openapi.py FULL.json [--output PATH]

Kept: every operation the fake GitHub serves (its route table) and every operation `bot/` calls
(the method and path literals it passes to the HTTP client), and every component they reach
through `$ref`, transitively, plus the schemas the fake builds its answers from (`shaped(...)`).
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's tests.fakes, for the route table

from tests.fakes import openapi  # noqa: E402  (after the path is set)

HTTP_METHODS = frozenset({"get", "put", "post", "delete", "options", "head", "patch", "trace"})
SKELETON_CALLS = frozenset({"shaped", "skeleton"})
SERVED_ROUTE_CALLS = frozenset({"Route", "Mount", "WebSocketRoute"})  # the bot's own routes
_COMPONENT_REF = re.compile(r"^#/components/([^/]+)/([^/]+)$")
Operation = tuple[str, str]
JSON = dict[str, Any]


def _function_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _literal_template(node: ast.expr) -> str | None:
    """A string or f-string as a path template (`{}` for each formatted part), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
    return None


def _called_paths(tree: ast.AST) -> Iterator[tuple[str, str]]:
    """(method, template) of each call passing a path literal; GET when no method literal."""
    for call in (node for node in ast.walk(tree) if isinstance(node, ast.Call)):
        if _function_name(call) in SERVED_ROUTE_CALLS:
            continue
        methods = [
            str(arg.value).lower()
            for arg in call.args
            if isinstance(arg, ast.Constant) and str(arg.value).lower() in HTTP_METHODS
        ]
        for arg in call.args:
            template = _literal_template(arg)
            if template is None:
                continue
            template = template.removeprefix("{}").partition("?")[0]
            if re.match(r"^/[\w.-]+", template):
                yield (methods[0] if methods else "get"), template


def _segment_matches(called: str, described: str) -> bool:
    if re.fullmatch(r"\{\w+\}", described):
        return True
    pattern = ".+".join(re.escape(part) for part in called.split("{}"))
    return re.fullmatch(pattern, described) is not None


def _same_segments(called: list[str], template: str) -> int:
    return sum(
        1 for mine, theirs in zip(called, template.split("/"), strict=True) if mine == theirs
    )


def bot_operations(paths: JSON, sources: Iterable[Path]) -> set[Operation]:
    """The described operations whose method and path a module in `sources` passes to a call.

    Of the templates a called path fits, those sharing the most literal segments with it win
    (`/user/installations` is not `/user/{account_id}`), as in GitHub's router."""
    called = {item for source in sources for item in _called_paths(ast.parse(source.read_text()))}
    found: set[Operation] = set()
    for method, path in called:
        segments = path.rstrip("/").split("/")
        fits = [
            template
            for template, item in paths.items()
            if method in item
            and len(template.split("/")) == len(segments)
            and all(map(_segment_matches, segments, template.split("/")))
        ]
        best = max((_same_segments(segments, t) for t in fits), default=0)
        found |= {(method, t) for t in fits if _same_segments(segments, t) == best}
    return found


def skeleton_schemas(sources: Iterable[Path]) -> set[str]:
    """Schema names the fake passes as literals to `shaped(...)` / `openapi.skeleton(...)`."""
    names: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source.read_text())):
            if isinstance(node, ast.Call) and _function_name(node) in SKELETON_CALLS:
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    names.add(first.value)
    return names


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def reachable_components(full: JSON, roots: Iterable[Any]) -> dict[str, set[str]]:
    """Every (kind, name) under components that `roots` reach through `$ref`, transitively."""
    kept: dict[str, set[str]] = {}
    pending = [ref for root in roots for ref in _refs(root)]
    while pending:
        ref = pending.pop()
        match = _COMPONENT_REF.match(ref)
        if match is None:
            raise SystemExit(f"unsupported $ref {ref!r}: only #/components/<kind>/<name>")
        kind, name = match.groups()
        if name in kept.setdefault(kind, set()):
            continue
        kept[kind].add(name)
        pending.extend(_refs(full["components"][kind][name]))
    return kept


def trimmed(full: JSON, operations: set[Operation], schemas: set[str]) -> JSON:
    """`full` with only `operations` under paths and the components they (and `schemas`) reach."""
    missing = sorted(op for op in operations if op[0] not in full["paths"].get(op[1], {}))
    if missing:
        raise SystemExit(f"not in the full description: {missing}")
    paths: JSON = {}
    for template, item in full["paths"].items():
        methods = {m for m, t in operations if t == template}
        if methods:
            paths[template] = {
                key: value
                for key, value in item.items()
                if key not in HTTP_METHODS or key in methods
            }
    schema_refs = [{"$ref": f"#/components/schemas/{name}"} for name in sorted(schemas)]
    kept = reachable_components(full, [paths, *schema_refs])
    components = {
        kind: {name: value for name, value in entries.items() if name in kept.get(kind, set())}
        for kind, entries in full["components"].items()
        if kept.get(kind)
    }
    document: JSON = {key: full[key] for key in ("openapi", "info", "servers") if key in full}
    return {**document, "paths": paths, "components": components}


def wanted(full: JSON) -> tuple[set[Operation], set[str]]:
    """The operations and skeleton schemas this checkout's bot and fake use."""
    operations = openapi.served_operations() | bot_operations(
        full["paths"], sorted((ROOT / "bot").rglob("*.py"))
    )
    return operations, skeleton_schemas(sorted((ROOT / "tests" / "fakes").glob("*.py")))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("full", type=Path, help="GitHub's full api.github.com.json")
    parser.add_argument("--output", type=Path, default=openapi.DESCRIPTION_PATH)
    args = parser.parse_args(argv)
    try:
        full = json.loads(args.full.read_text())
    except (OSError, ValueError) as error:
        raise SystemExit(f"cannot read {args.full}: {error}") from None
    operations, schemas = wanted(full)
    document = trimmed(full, operations, schemas)
    args.output.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    counts = ", ".join(f"{len(v)} {k}" for k, v in document["components"].items())
    print(f"{args.output}: {len(operations)} operations; components: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
