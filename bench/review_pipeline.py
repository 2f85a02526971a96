"""A large real diff reviewed end to end (LLM off) versus a bare `semgrep scan` of its files.

Two sdists of one public Python project (default pytest 7.4.4 → 8.0.0, cached under
bench/.cache/) become a base and a head tree in the GitHub fake; a `pull_request.opened`
webhook goes through the service and one worker runs the review. Then the same changed
files are scanned by semgrep alone, with the same rules and flags. Semgrep is the floor:
the target is a ratio of at most 1.25.

    .venv/bin/python bench/review_pipeline.py [--old pytest==7.4.4] [--new pytest==8.0.0]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from rules_bench import download_sdist, extract  # noqa: E402

from bot.checks.rules_catalogue import RULES_DIR  # noqa: E402
from bot.core.diff.parse import parse_diff  # noqa: E402
from bot.core.repo_config import RepoConfig  # noqa: E402
from bot.review.job import semgrep_executable  # noqa: E402
from bot.review.pipeline import MAX_FILE_BYTES, plan_files  # noqa: E402
from bot.store.db import migrate  # noqa: E402
from tests.e2e.harness import make_service, pull_request_payload  # noqa: E402
from tests.fakes.github import GitHubFake  # noqa: E402
from tests.fakes.github_diff import tree_diff  # noqa: E402


def tree(root: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(root)): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and path.stat().st_size <= MAX_FILE_BYTES
    }


def bare_semgrep(files: dict[str, bytes], paths: list[str]) -> float:
    with tempfile.TemporaryDirectory() as workdir:
        for path in paths:
            target = Path(workdir) / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(files[path])
        command = [
            semgrep_executable(),
            "scan",
            "--json",
            "--metrics=off",
            "--disable-version-check",
            "--no-git-ignore",
            "--skip-unknown-extensions",
            "--x-rule-validation",
            "none",
            "--config",
            str(RULES_DIR),
            "--",
            *paths,
        ]
        started = time.perf_counter()
        subprocess.run(command, cwd=workdir, capture_output=True, check=True)
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="pytest==7.4.4")
    parser.add_argument("--new", default="pytest==8.0.0")
    args = parser.parse_args()
    base = tree(extract(download_sdist(args.old)))
    head = tree(extract(download_sdist(args.new)))
    diff = parse_diff(tree_diff(base, head))
    reviewable, skipped = plan_files(diff, RepoConfig())
    changed_lines = sum(len(f.added_lines()) + len(f.deleted_lines()) for f in diff)
    print(
        f"{args.old} → {args.new}: {len(diff)} files changed ({changed_lines:,} lines), "
        f"{len(reviewable)} reviewable, {len(skipped)} skipped"
    )

    with tempfile.TemporaryDirectory() as tmp, GitHubFake() as fake:
        url = f"sqlite:///{Path(tmp) / 'bench.db'}"
        migrate(url)
        service = make_service(fake, url, github_retry_base_seconds=0.01)
        state = fake.state
        installation = state.add_installation("bench")
        repository = state.add_repository("bench/project", installation, base)
        pull = state.add_pull_request(repository, head_files=head, title="Upgrade")
        with service.client:
            started = time.perf_counter()
            service.deliver(
                "pull_request", pull_request_payload("opened", repository, pull, installation.id)
            )
            (job,) = service.run_jobs()
            pipeline = time.perf_counter() - started
        if job.last_error:
            raise SystemExit(f"the review job failed: {job.last_error}")
        comments = len(state.review_comments_of(pull))

    semgrep_paths = [p for p in reviewable if p in head]
    floor = bare_semgrep(head, semgrep_paths)
    print(f"redline review, end to end : {pipeline:8.1f} s  ({comments} inline comments)")
    print(f"bare semgrep scan          : {floor:8.1f} s  ({len(semgrep_paths)} files)")
    print(f"ratio                      : {pipeline / floor:8.2f}  (target ≤ 1.25)")


if __name__ == "__main__":
    main()
