"""Scaled out: `redline serve` with no in-process workers takes webhooks, a separate
`redline worker` process (plain asyncio) does the jobs; both only read the environment."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.blackbox.conftest import migrated_deployment
from tests.blackbox.harness import Deployment, wait_until
from tests.blackbox.world import Pull

pytestmark = pytest.mark.blackbox


@pytest.fixture(scope="module")
def scaled_out(
    database_url_for_processes: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Deployment]:
    root = tmp_path_factory.mktemp("scaled-out")
    with migrated_deployment(database_url_for_processes, root) as built:
        built.start_server(REDLINE_WORKERS="0")
        yield built


def test_a_separate_worker_process_reviews_what_the_server_queued(
    scaled_out: Deployment, tmp_path: Path
) -> None:
    pull = Pull.open(scaled_out, "scaled")
    (job,) = scaled_out.jobs()
    assert job.kind == "review" and job.status == "queued"
    worker = scaled_out.start_worker(count=1)
    wait_until(pull.completed_check, "the worker to complete the review's check run")
    scaled_out.wait_idle()
    assert len(pull.reviews()) == 1 and pull.finding_comments()
    assert worker.running()
    assert worker.stop() == 0, worker.tail()
    assert "kind=review" in worker.output() and "outcome=done" in worker.output()
    assert scaled_out.server is not None and "kind=review" not in scaled_out.server.output()
