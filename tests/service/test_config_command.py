"""`redline config schema` and `redline config check`: the config users can check before pushing."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import jsonschema  # type: ignore[import-untyped]
import yaml

from bot.core.repo_config import config_schema

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "bot/schemas/redline-config.schema.json"
BROKEN = """\
checks: {semgrep: true, secret: true}
ignore: ["docs/"]
target_precision: 1.5
thresholds:
  style: 0.8
  speed: 0.3
max_inline_comments: lots
"""


def redline(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], capture_output=True, text=True, cwd=REPO
    )


def test_the_shipped_schema_is_the_models() -> None:
    assert json.loads(SHIPPED.read_text(encoding="utf-8")) == config_schema()
    printed = redline("config", "schema")
    assert printed.returncode == 0
    assert json.loads(printed.stdout) == config_schema()


def test_the_schema_takes_the_readmes_example_and_rejects_typos() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    example = re.search(r"## Per-repository configuration.*?```yaml\n(.*?)```", readme, re.S)
    assert example is not None
    validator = jsonschema.Draft202012Validator(config_schema())
    assert list(validator.iter_errors(yaml.safe_load(example[1]))) == []
    assert len(list(validator.iter_errors(yaml.safe_load(BROKEN)))) == 4


def test_check_prints_each_problem_with_its_line(tmp_path: Path) -> None:
    config = tmp_path / "redline.yml"
    config.write_text(BROKEN)
    result = redline("config", "check", str(config))
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"{config}:1: `checks.secret`: Extra inputs are not permitted",
        f"{config}:3: `target_precision`: Input should be less than 1",
        f"{config}:6: `thresholds.speed`: Input should be 'correctness', 'security', 'style' "
        "or 'test-coverage'",
        f"{config}:7: `max_inline_comments`: Input should be a valid integer, unable to parse "
        "string as an integer",
    ]


def test_check_passes_a_valid_file_and_names_broken_yaml(tmp_path: Path) -> None:
    config = tmp_path / "redline.yml"
    config.write_text("filter: added\nignore:\n  - docs/\n")
    assert redline("config", "check", str(config)).returncode == 0
    config.write_text("filter: added\nignore: [docs/\n")
    result = redline("config", "check", str(config))
    assert result.returncode == 1
    assert result.stdout.startswith(f"{config}:3: not valid YAML")
    missing = redline("config", "check", str(tmp_path / "absent.yml"))
    assert missing.returncode == 2
    assert "cannot read" in missing.stderr and "Traceback" not in missing.stderr
