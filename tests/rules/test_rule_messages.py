"""What the pack's findings say: every message reads as text, with no metavariable left unbound."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES_DIR = REPO / "rules"
UNBOUND = re.compile(r"\$[A-Z][A-Z0-9_]*")


@pytest.fixture(scope="module")
def pack_findings() -> list[dict[str, object]]:
    """The whole pack over its own annotated test files, the way Redline runs Semgrep."""
    semgrep = Path(sys.executable).parent / "semgrep"
    command = [
        str(semgrep),
        "scan",
        "--experimental",
        "--json",
        "--quiet",
        "--metrics=off",
        "--disable-version-check",
        "--no-git-ignore",
        "--disable-nosem",
        "--config",
        str(RULES_DIR),
        str(RULES_DIR),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=600)
    assert done.returncode in (0, 1), done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert not report["errors"], report["errors"][:3]
    return list(report["results"])


def test_the_scan_reaches_the_whole_pack(pack_findings: list[dict[str, object]]) -> None:
    assert len({str(result["check_id"]) for result in pack_findings}) > 200


def test_no_message_shows_an_unbound_metavariable(
    pack_findings: list[dict[str, object]],
) -> None:
    shown: dict[str, set[str]] = {}
    for result in pack_findings:
        extra = result["extra"]
        assert isinstance(extra, dict)
        for name in UNBOUND.findall(str(extra["message"])):
            shown.setdefault(str(result["check_id"]).rsplit(".", 1)[-1], set()).add(name)
    assert shown == {}, f"messages that would show a raw metavariable: {shown}"
