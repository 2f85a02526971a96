"""Rules whose reach depends on the file: its path or what it imports (beyond semgrep --test)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from bot.review.job import semgrep_executable

REPO = Path(__file__).resolve().parents[2]
SQL_RULE = REPO / "rules/python/security/python-sql-format-execute.yaml"
HOOK_RULE = REPO / "rules/javascript/correctness/js-react-hook-called-conditionally.yaml"
TESTDATA = Path(__file__).with_name("testdata")
UPDATE_WITH_A_VALUE = (
    "def upgrade(op, table, name):\n    op.execute(f\"UPDATE {table} SET label = '{name}'\")\n"
)


def semgrep_results(cwd: Path, rule: Path, target: str = ".") -> list[dict[str, Any]]:
    """What the rule reports on target (a path under cwd), as semgrep --json lists it."""
    command = [semgrep_executable(), "scan", "--metrics=off", "--disable-version-check", "--json"]
    done = subprocess.run(
        [*command, "--config", str(rule), target],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=True,
    )
    results: list[dict[str, Any]] = json.loads(done.stdout)["results"]
    return results


def semgrep_paths(root: Path, rule: Path) -> set[str]:
    """The paths under root where the rule reports a finding."""
    return {result["path"] for result in semgrep_results(root, rule)}


def semgrep_lines(path: Path, rule: Path) -> list[int]:
    """The lines of path where the rule reports a finding."""
    return sorted(
        result["start"]["line"] for result in semgrep_results(path.parent, rule, path.name)
    )


def test_sql_built_from_names_in_migrations_is_not_reported(tmp_path: Path) -> None:
    for path in (
        "app/migrations/versions/0001_label.py",
        "alembic/versions/2b1c_label.py",
        "app/db.py",
    ):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(UPDATE_WITH_A_VALUE)

    assert semgrep_paths(tmp_path, SQL_RULE) == {"app/db.py"}


def test_vue_composables_called_conditionally_are_not_react_hooks(tmp_path: Path) -> None:
    react = REPO / "rules/javascript/correctness/js-react-hook-called-conditionally.tsx"
    (tmp_path / "breadcrumbs.ts").write_text((TESTDATA / "vue_breadcrumbs.ts").read_text())
    (tmp_path / "search.tsx").write_text(react.read_text())

    assert semgrep_paths(tmp_path, HOOK_RULE) == {"search.tsx"}


def test_starlette_query_headers_and_cookies_are_request_data(tmp_path: Path) -> None:
    # a file that imports Starlette only: Django's sources (which also know query_params) are off
    handlers = tmp_path / "handlers.py"
    handlers.write_text((TESTDATA / "starlette_handlers.py").read_text())
    security = REPO / "rules/python/security"

    assert semgrep_lines(handlers, security / "python-sql-injection-taint.yaml") == [10]
    assert semgrep_lines(handlers, security / "python-trust-boundary-session-taint.yaml") == [21]
