"""Inline the shared rule fragments of rules/fragments/ into the rules that name them.

Semgrep has no include: a block several rules share lives once in
`rules/fragments/NAME.yaml-fragment` and is copied between a rule's
`# BEGIN fragment NAME` and `# END fragment NAME` lines, at their indentation.

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


def fragment(name: str) -> str:
    """The fragment's text after its header (the comment up to the first blank line)."""
    text = (FRAGMENTS_DIR / f"{name}.yaml-fragment").read_text()
    return text.split("\n\n", 1)[1]


def inline(rule_text: str) -> str:
    """The rule with every fragment block replaced by the fragment, indented like its markers."""

    def body(match: re.Match[str]) -> str:
        lines = fragment(match["name"]).splitlines(keepends=True)
        indented = "".join(match["indent"] + line if line.strip() else line for line in lines)
        return match["begin"] + indented + match["end"]

    return BLOCK.sub(body, rule_text)


def stale_rules() -> list[Path]:
    """Rules whose fragment blocks differ from their fragments."""
    texts = {path: path.read_text() for path in sorted(RULES_DIR.glob("*/*/*.yaml"))}
    return [path for path, text in texts.items() if inline(text) != text]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only report stale rules")
    args = parser.parse_args(argv)
    stale = stale_rules()
    if args.check:
        for path in stale:
            name = path.relative_to(RULES_DIR.parent)
            print(f"{name}: fragment out of date (run scripts/rule_fragments.py)")
        return 1 if stale else 0
    for path in stale:
        path.write_text(inline(path.read_text()))
        print(f"rewrote {path.relative_to(RULES_DIR.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
