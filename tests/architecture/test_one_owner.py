"""One module owns each outside client and each hidden marker (issue #32)."""

from __future__ import annotations

import re
from pathlib import Path

BOT = Path(__file__).resolve().parents[2] / "bot"


def modules_matching(pattern: str) -> list[str]:
    return sorted(
        path.relative_to(BOT).as_posix()
        for path in BOT.rglob("*.py")
        if re.search(pattern, path.read_text(encoding="utf-8"))
    )


def test_only_one_module_builds_anthropic_clients() -> None:
    assert modules_matching(r"AsyncAnthropic\w*\(") == ["checks/llm/client.py"]


def test_only_one_module_writes_the_hidden_markers() -> None:
    assert modules_matching(r"<!-- redline:") == ["core/render/markers.py"]
