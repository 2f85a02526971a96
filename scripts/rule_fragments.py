"""Inline the shared rule fragments of rules/fragments/ into the rules and tests that name them.

Semgrep has no include: a block several rules share lives once in
`rules/fragments/NAME.yaml-fragment` and is copied between a rule's
`# BEGIN fragment NAME` and `# END fragment NAME` lines, at their indentation.
A rule's test file names `NAME.py-fragment` the same way, with its source and
sink on the BEGIN line (see the fragment's header); the rule id is the file's.
A case is a function `flow_N(SOURCE)` or a method `flow_x(self, SOURCE)`.

    .venv/bin/python scripts/rule_fragments.py          # rewrite the rules
    .venv/bin/python scripts/rule_fragments.py --check  # exit 1 when a rule is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
FRAGMENTS_DIR = RULES_DIR / "fragments"
BLOCK = re.compile(
    r"(?P<begin>^(?P<indent>[ ]*)# BEGIN fragment (?P<name>[\w-]+)[^\n]*\n)"
    r".*?"
    r"(?P<end>^(?P=indent)# END fragment (?P=name)\n)",
    re.MULTILINE | re.DOTALL,
)


CASES = re.compile(r"source=(?P<source>request|parameter) sink=(?P<sink>.*\bVALUE\b.*)$")
CASE_FUNCTION = re.compile(r"^def (?P<name>flow_(?P<number>\w+))\(SOURCE\):$", re.MULTILINE)
CASE_METHOD = re.compile(r"^(?P<indent>[ ]+)def (?P<name>flow_\w+)\(self, SOURCE\):$", re.MULTILINE)
CASE_SINK = re.compile(r"^(?P<indent>[ ]*)SINK\((?P<value>.*)\)$", re.MULTILINE)
CASE_RULE = re.compile(r"(# (?:ok|ruleid|todook|todoruleid): )RULE$", re.MULTILINE)
REQUEST_PRELUDE = "from flask import Flask, request  # noqa: E402\n\napp = Flask(__name__)\n"


def fragment(name: str, suffix: str = "yaml") -> str:
    """The fragment's text after its header (the comment up to the first blank line)."""
    text = (FRAGMENTS_DIR / f"{name}.{suffix}-fragment").read_text()
    return text.split("\n\n", 1)[1]


def written_cases(name: str, begin_line: str, rule_id: str) -> str:
    """A test fragment written for one rule: its id, its source and its sink."""
    params = CASES.search(begin_line.rstrip("\n"))
    if params is None:
        raise ValueError(f"{rule_id}: BEGIN line needs source=request|parameter sink=...VALUE...")
    text = fragment(name, "py")
    if params["source"] == "request":
        text = REQUEST_PRELUDE + text
        head = (
            '@app.route("/flow/\\g<number>")\n'
            'def \\g<name>():\n    value = request.args.get("v", "")'
        )
        method = '\\g<indent>def \\g<name>(self):\n\\g<indent>    value = request.args.get("v", "")'
    else:
        head = "def \\g<name>(value):"
        method = "\\g<indent>def \\g<name>(self, value):"
    text = CASE_METHOD.sub(method, CASE_FUNCTION.sub(head, text))
    sink = params["sink"]
    text = CASE_SINK.sub(lambda m: m["indent"] + sink.replace("VALUE", m["value"]), text)
    return CASE_RULE.sub(lambda m: m[1] + rule_id, text)


def inline(rule_text: str, path: Path | None = None) -> str:
    """The rule (or its test) with every fragment block replaced, indented like its markers."""

    def body(match: re.Match[str]) -> str:
        if path is not None and path.suffix == ".py":
            text = written_cases(match["name"], match["begin"], path.stem)
        else:
            text = fragment(match["name"])
        lines = text.splitlines(keepends=True)
        indented = "".join(match["indent"] + line if line.strip() else line for line in lines)
        return match["begin"] + indented + match["end"]

    return BLOCK.sub(body, rule_text)


def stale_rules() -> list[Path]:
    """Rules and rule tests whose fragment blocks differ from their fragments."""
    paths = sorted([*RULES_DIR.glob("*/*/*.yaml"), *RULES_DIR.glob("*/*/*.py")])
    texts = {path: path.read_text() for path in paths}
    return [path for path, text in texts.items() if inline(text, path) != text]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only report stale rules")
    args = parser.parse_args(argv)
    try:
        stale = stale_rules()
    except ValueError as error:
        raise SystemExit(str(error)) from None
    if args.check:
        for path in stale:
            name = path.relative_to(RULES_DIR.parent)
            print(f"{name}: fragment out of date (run scripts/rule_fragments.py)")
        return 1 if stale else 0
    for path in stale:
        path.write_text(inline(path.read_text(), path))
        print(f"rewrote {path.relative_to(RULES_DIR.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
