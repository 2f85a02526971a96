"""Record Semgrep's prefilter of every rule of the pack in rules/prefilters.json.

Redline reads it before a scan and leaves out the rule files none of whose rules could match
any changed file, so Semgrep does not load them (bot/checks/semgrep/prefilter.py). The
formulas come from `semgrep-core -prefilter_of_rules`, run once over the whole pack.

    .venv/bin/python scripts/rule_prefilters.py          # rewrite rules/prefilters.json
    .venv/bin/python scripts/rule_prefilters.py --check  # exit 1 when it is stale
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import semgrep  # type: ignore[import-untyped]
import yaml

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bot.checks.semgrep.prefilter import PREFILTERS_FILE  # noqa: E402
from bot.checks.semgrep.rules import rule_files  # noqa: E402

RULES_DIR = REPO_ROOT / "rules"
SEMGREP_CORE = Path(semgrep.__file__).parent / "bin" / "semgrep-core"


def prefilters(pack: Path) -> dict[str, Any]:
    """The pack's prefilters, as rules/prefilters.json holds them."""
    names = {path: path.relative_to(pack).as_posix() for path in rule_files(pack)}
    owner: dict[str, str] = {}
    rules: list[dict[str, Any]] = []
    for path, name in names.items():
        for rule in yaml.safe_load(path.read_text(encoding="utf-8"))["rules"]:
            owner[rule["id"]] = name
            rules.append(rule)
    with tempfile.TemporaryDirectory(prefix="redline-prefilters-") as tmp:
        merged = Path(tmp) / "pack.yaml"
        merged.write_text(json.dumps({"rules": rules}), encoding="utf-8")
        done = subprocess.run(
            [str(SEMGREP_CORE), "-prefilter_of_rules", str(merged)],
            capture_output=True,
            text=True,
            check=True,
        )
    formulas: dict[str, list[Any]] = {name: [] for name in names.values()}
    for entry in json.loads(done.stdout):
        formulas[owner[entry["rule_id"]]].append(_formula(entry["filter"]))
    return {
        "semgrep": semgrep.__VERSION__,
        "written_by": "scripts/rule_prefilters.py",
        "files": {
            name: {"sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "rules": formulas[name]}
            for path, name in names.items()
        },
    }


def _formula(semgrep_formula: Any) -> Any:
    """Semgrep's `["Some", ...]` / `"None"` as rules/prefilters.json spells it."""
    if semgrep_formula == "None":
        return None
    return _part(semgrep_formula[1])


def _part(node: list[Any]) -> dict[str, Any]:
    """One node, simplified: nested "all"s and "any"s flattened, the words an "all" wants in
    one list, an "any"'s repeated children once, a join of one child the child."""
    kind, value = node
    if kind in ("And", "Or"):
        key = "all" if kind == "And" else "any"
        children: list[dict[str, Any]] = []
        for child in map(_part, value):
            for part in child.get(key, [child]):
                if part not in children:
                    children.append(part)
        if key == "all":
            words = sorted({word for part in children if "words" in part for word in part["words"]})
            children = [part for part in children if "words" not in part]
            children = ([{"words": words}] if words else []) + children
        return children[0] if len(children) == 1 else {key: children}
    predicate, argument = value
    if predicate == "Idents":
        return {"words": sorted(set(argument))}
    return {"regex": argument}


def _dumped(recorded: dict[str, Any]) -> str:
    """JSON with one line per rule file, so that a change to a rule shows as one line."""
    files = ",\n".join(
        f"  {json.dumps(name)}: {json.dumps(entry, separators=(',', ':'))}"
        for name, entry in recorded["files"].items()
    )
    head = ",\n".join(
        f" {json.dumps(key)}: {json.dumps(value)}"
        for key, value in recorded.items()
        if key != "files"
    )
    return f'{{\n{head},\n "files": {{\n{files}\n }}\n}}\n'


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only report a stale file")
    parser.add_argument("--rules-dir", type=Path, default=RULES_DIR, help="the pack (rules/)")
    args = parser.parse_args(argv)
    text = _dumped(prefilters(args.rules_dir))
    target = args.rules_dir / PREFILTERS_FILE
    current = target.read_text(encoding="utf-8") if target.exists() else ""
    if args.check:
        if current != text:
            print(f"{target}: out of date (run scripts/rule_prefilters.py)")
            return 1
        return 0
    if current != text:
        target.write_text(text, encoding="utf-8")
        print(f"rewrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
