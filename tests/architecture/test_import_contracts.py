"""The import contracts in pyproject.toml hold, cover every package, and catch a violation."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _contracts() -> dict[str, dict[str, Any]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    return {contract["id"]: contract for contract in config["contracts"]}


def _top_level_modules() -> set[str]:
    """Every package and module directly under bot/, as `bot.NAME`."""
    names = {path.stem for path in (ROOT / "bot").glob("*.py") if path.stem != "__init__"}
    names |= {path.parent.name for path in (ROOT / "bot").glob("*/__init__.py")}
    return {f"bot.{name}" for name in names}


def _lint_imports(cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--config", str(cwd / "pyproject.toml")],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_contracts_hold() -> None:
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_core_and_store_contracts_name_every_other_package() -> None:
    contracts = _contracts()
    everything = _top_level_modules()
    core_forbids = set(contracts["core-is-pure"]["forbidden_modules"])
    store_forbids = set(contracts["store-on-core"]["forbidden_modules"])
    assert core_forbids == everything - {"bot.core"}, "list the new package in core-is-pure"
    assert store_forbids == everything - {"bot.core", "bot.store"}, (
        "list the new package in store-on-core"
    )


def test_a_forbidden_import_breaks_each_contract(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "bot", tmp_path / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    violations = {
        "bot/core/outcomes.py": "import bot.settings",
        "bot/store/types.py": "import bot.jobs.kinds",
        "bot/dashboard/rates.py": "import bot.store.transactions\nimport sqlalchemy",
    }
    for path, line in violations.items():
        with (tmp_path / path).open("a") as module:
            module.write(f"\n{line}\n")
    result = _lint_imports(tmp_path)
    assert result.returncode != 0
    for contract in _contracts().values():
        assert f"{contract['name']} BROKEN" in result.stdout, result.stdout
    assert "bot.dashboard.rates -> sqlalchemy" in result.stdout
