"""rules/prefilters.json is current, and the rule files it leaves out of a scan change no
finding: each sample file scanned alone, with its language's whole folder and with the files
Redline keeps, the way Redline runs Semgrep."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.checks.semgrep.rules import pack_folders, pack_rule_folders
from tests.rules.pack import RULES_DIR, scan_report, script_check_passes

REPO = RULES_DIR.parent
SAMPLES = [
    "python/security/python-open-redirect-taint.py",
    "python/security/python-sql-format-execute.py",
    "python/security/python-insecure-random-secret.py",
    "python/correctness/python-self-comparison.py",
    "javascript/security/js-command-injection-exec.js",
    "go/security/go-command-injection-request-input.go",
    "java/security/java-command-injection-request-input.java",
]


def test_the_recorded_prefilters_are_current() -> None:
    script_check_passes("rule_prefilters.py")


def findings(configs: list[str], target: str, home: Path) -> set[tuple[str, int]]:
    report = scan_report(configs, [target], home, cwd=REPO, jobs=1)
    return {(result["check_id"], result["start"]["line"]) for result in report["results"]}


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_left_out_rule_files_change_no_finding(sample: str, tmp_path: Path) -> None:
    target = os.path.relpath(RULES_DIR / sample, REPO)
    text = (RULES_DIR / sample).read_text(encoding="utf-8")
    kept = pack_rule_folders(RULES_DIR, [target], [text], REPO)
    narrowed = [config for folder in kept for config in folder.configs]
    whole = [os.path.relpath(folder, REPO) for folder in pack_folders(RULES_DIR, [target])]

    assert len(narrowed) < sum(1 for folder in whole for _ in (REPO / folder).rglob("*.yaml"))
    expected = findings(whole, target, tmp_path)
    assert expected, "a sample with findings, so that a rule wrongly left out shows"
    assert findings(narrowed, target, tmp_path) == expected


HANDLER_WITHOUT_SINKS = '''\
import logging
import os

from starlette.requests import Request
from starlette.responses import JSONResponse

log = logging.getLogger(__name__)


class Intake:
    def __init__(self, secret: str) -> None:
        self.secret = secret

    async def __call__(self, request: Request) -> JSONResponse:
        event = request.headers.get("x-github-event", "")
        body = await request.body()
        log.info("received %s (%d bytes)", event, len(body))
        return JSONResponse({"event": event}, status_code=202)
'''


@pytest.mark.parametrize(
    "rule", ["python-command-injection-taint.yaml", "python-header-injection-taint.yaml"]
)
def test_a_handler_without_the_rules_sinks_does_not_load_it(rule: str) -> None:
    """A sink written with common words only (`os.$F(...)`, a class writing `self.$ATTR` into
    a header) made every request handler load the rule (docs/rule-pack-speed.md)."""
    kept = pack_rule_folders(RULES_DIR, ["app/intake.py"], [HANDLER_WITHOUT_SINKS], REPO)
    configs = [REPO / config for folder in kept for config in folder.configs]
    loaded = {path.name for config in configs for path in [config, *config.rglob("*.yaml")]}
    assert rule not in loaded
