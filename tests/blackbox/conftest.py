"""One deployment (fakes, database, `redline serve`) per test module and database backend."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from bot.checks.llm.schema import TOOL_NAME as REVIEW_TOOL
from tests.blackbox.harness import Deployment, Fakes, running_fakes
from tests.dbfixtures import BACKENDS, _fresh_postgres_schema, _postgres_server_url
from tests.fakes.anthropic_state import JSON

REVIEW_REPLIES = 200
"""More than the suite's reviews ask for: every LLM review gets an empty answer."""


def is_review(body: JSON) -> bool:
    return any(tool.get("name") == REVIEW_TOOL for tool in body.get("tools", []))


def script_reviews(fakes: Fakes) -> None:
    for _ in range(REVIEW_REPLIES):
        fakes.anthropic.state.reply_tool_use(
            REVIEW_TOOL,
            {"findings": [], "triage": [], "walkthrough": {"summary": "Changes the app."}},
            when=is_review,
        )


@pytest.fixture(scope="module", params=BACKENDS)
def database_url_for_processes(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A database a separate process can reach: a SQLite file, or a fresh PostgreSQL schema
    selected through `options=-csearch_path=…` in the URL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'redline.db'}"
        return
    with _fresh_postgres_schema(_postgres_server_url()) as url:
        yield url.render_as_string(hide_password=False)


@contextmanager
def migrated_deployment(database_url: str, root: Path) -> Iterator[Deployment]:
    """Fresh fakes and `redline migrate` on `database_url`; every process stopped after."""
    with running_fakes(root / "fakes") as fakes, ExitStack() as stack:
        script_reviews(fakes)
        (root / "redline").mkdir()
        built = Deployment.create(fakes, database_url, root / "redline")
        stack.callback(built.close)
        yield built


@pytest.fixture(scope="module")
def deployment(
    database_url_for_processes: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Deployment]:
    """`redline serve` with in-process workers, on uvicorn's default event loop."""
    root = tmp_path_factory.mktemp("deployment")
    with migrated_deployment(database_url_for_processes, root) as built:
        built.start_server()
        yield built
