"""/fix end to end on a sample repository: K findings fixed by their rules' own Semgrep `fix:`
(no model) and K by scripted model edits (the Anthropic fake, one needing a second round).

Each /fix targets one finding, runs the whole loop (clone, edits, syntax, Semgrep with the
full rule pack, the repository's unittest command in the sandbox, commit, push) against the
GitHub fake with a local bare repository as the remote. Prints the share verified and
pushed, rounds per fix, time per fix excluding the model's latency, and the sandbox's wall
time against the same test command run without it.

    .venv/bin/python bench/fix_bench.py [--k 3] [--sandbox-runs 15]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import anthropic  # noqa: E402

from bot.checks.rules_catalogue import RULES_DIR  # noqa: E402
from bot.core.repo_config import RepoConfig  # noqa: E402
from bot.fix.agent import TOOL_NAME, ClaudeEditor, EditProposer, Proposal  # noqa: E402
from bot.fix.attempt import FixDeps  # noqa: E402
from bot.fix.edits import EditLimits  # noqa: E402
from bot.fix.outcomes import FixOutcomeKind  # noqa: E402
from bot.fix.request import FixJob  # noqa: E402
from bot.fix.runner import run_fix  # noqa: E402
from bot.fix.sandbox import Sandbox  # noqa: E402
from bot.github import ClientOptions, GitHubApp  # noqa: E402
from bot.review.job import semgrep_executable  # noqa: E402
from bot.settings import DEFAULT_MODEL  # noqa: E402
from bot.store.db import make_engine, migrate  # noqa: E402
from tests.fakes.anthropic import AnthropicFake  # noqa: E402
from tests.fakes.github import GitHubFake  # noqa: E402
from tests.fix.conftest import add_finding  # noqa: E402
from tests.fix.world import PullWorld, make_pull_world  # noqa: E402

TEST_COMMAND = "python3 -m unittest discover -s tests -q"


def sample(k: int) -> tuple[dict[str, str], dict[str, str]]:
    base = {
        ".github/redline.yml": f"fix:\n  test_command: {TEST_COMMAND}\n",
        "tests/__init__.py": "",
        "tests/test_calls.py": "import unittest\n\n"
        + "".join(f"from app import det_{i}\n" for i in range(k))
        + "\n\nclass CallTests(unittest.TestCase):\n"
        "    def test_callables(self):\n"
        + "".join(
            f"        self.assertTrue(det_{i}.is_function(len))\n"
            f"        self.assertFalse(det_{i}.is_function(3))\n"
            for i in range(k)
        ),
        "app/__init__.py": "",
    }
    head = {}
    for i in range(k):
        head[f"app/det_{i}.py"] = (
            f'"""Module {i}."""\n\n\ndef is_function(value):\n'
            f'    return hasattr(value, "__call__")\n'
        )
        head[f"app/llm_{i}.py"] = (
            f"import yaml\n\n\ndef load_{i}(text):\n    data = yaml.load(text)\n    return data\n"
        )
    return base, head


class TimedProposer:
    """Measures the time spent waiting for the model, to subtract it."""

    def __init__(self, inner: EditProposer, spent: list[float]) -> None:
        self._inner = inner
        self._spent = spent

    async def propose(self, feedback: str | None) -> Proposal:
        started = time.monotonic()
        try:
            return await self._inner.propose(feedback)
        finally:
            self._spent.append(time.monotonic() - started)


@dataclass
class FixRun:
    kind: str
    outcome: FixOutcomeKind
    rounds: int
    seconds_without_model: float


async def fix_one(deps: FixDeps, world: PullWorld, finding_id: int) -> tuple[FixOutcomeKind, int]:
    job = FixJob(
        installation_id=world.installation.id,
        owner=world.repository.owner.login,
        repo=world.repository.name,
        number=world.pull.number,
        comment_id=1,
        comment_kind="issue_comment",
        requester="maintainer",
        finding_ids=[finding_id],
    )
    outcome = await run_fix(deps, job)
    if outcome.kind is FixOutcomeKind.PUSHED and outcome.commit_sha:
        world.fake.state.advance_head(world.pull, head_files=None, sha=outcome.commit_sha)
    return outcome.kind, len(outcome.rounds)


WORKLOAD_TEST = (
    "import hashlib\nimport unittest\n\n\nclass Workload(unittest.TestCase):\n"
    "    def test_about_a_second_of_work(self):\n"
    "        digest = b''\n"
    "        for _ in range(400_000):\n"
    "            digest = hashlib.sha256(digest).digest()\n"
    "        self.assertEqual(len(digest), 32)\n"
)


def sandbox_overhead(workdir: Path, runs: int, command: str = TEST_COMMAND) -> tuple[float, float]:
    sandbox = Sandbox()
    bare, boxed = [], []
    for _ in range(runs):
        started = time.monotonic()
        subprocess.run(
            ["/bin/sh", "-c", command],
            cwd=workdir,
            env={"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8"},  # noqa: S108
            check=True,
            capture_output=True,
        )
        bare.append(time.monotonic() - started)
        result = asyncio.run(sandbox.run(command, workdir))
        assert result.passed, result.output
        boxed.append(result.seconds)
    return statistics.median(bare), statistics.median(boxed)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--k", type=int, default=3)
    parser.add_argument("--sandbox-runs", type=int, default=15)
    args = parser.parse_args()
    k = args.k
    scratch = Path(tempfile.mkdtemp(prefix="redline-fix-bench-"))
    scratch.chmod(0o711)
    runs: list[FixRun] = []
    try:
        url = f"sqlite:///{scratch / 'redline.db'}"
        migrate(url)
        engine = make_engine(url)
        with GitHubFake() as fake, AnthropicFake() as model:
            base, head = sample(k)
            world = make_pull_world(fake, scratch / "remotes", base, head)
            github = GitHubApp(
                fake.app_id, fake.private_key_pem, ClientOptions(base_url=fake.base_url)
            )
            spent: list[float] = []

            def proposers(config: RepoConfig, brief: str) -> EditProposer:
                client = anthropic.AsyncAnthropic(
                    base_url=model.base_url, api_key=model.api_key, max_retries=0
                )
                editor = ClaudeEditor(client, DEFAULT_MODEL, brief, EditLimits())
                return TimedProposer(editor, spent)

            common = {
                "engine": engine,
                "github": github,
                "git_base_url": world.remote.base_url,
                "app_slug": "redline",
                "app_id": fake.app_id,
                "rules_dir": RULES_DIR,
                "semgrep_bin": semgrep_executable(),
                "sandbox": Sandbox(),
                "workspace_parent": scratch,
            }
            deterministic = FixDeps(**common)  # type: ignore[arg-type]
            with_model = FixDeps(**common, proposers=proposers)  # type: ignore[arg-type]
            for i in range(k):
                finding = add_finding(
                    engine,
                    world,
                    rule_id="python-hasattr-call",
                    path=f"app/det_{i}.py",
                    start_line=5,
                    title="Use callable()",
                    severity="suggestion",
                    category="correctness",
                    comment_id=1000 + i,
                )
                started = time.monotonic()
                outcome, rounds = asyncio.run(fix_one(deterministic, world, finding))
                runs.append(FixRun("semgrep fix", outcome, rounds, time.monotonic() - started))
            for i in range(k):
                finding = add_finding(
                    engine,
                    world,
                    rule_id="python-yaml-load-without-loader",
                    path=f"app/llm_{i}.py",
                    start_line=5,
                    title="unsafe yaml.load",
                    comment_id=2000 + i,
                )
                right = {
                    "edits": [
                        {
                            "path": f"app/llm_{i}.py",
                            "search": "yaml.load(text)",
                            "replace": "yaml.safe_load(text)",
                        }
                    ],
                    "explanation": "safe_load",
                }
                if i == 0:  # a first answer whose search text does not match
                    wrong = {
                        "edits": [
                            {"path": f"app/llm_{i}.py", "search": "yaml.load(txt)", "replace": "x"}
                        ],
                        "explanation": "?",
                    }
                    model.state.reply_tool_use(TOOL_NAME, wrong)
                model.state.reply_tool_use(TOOL_NAME, right)
                spent.clear()
                started = time.monotonic()
                outcome, rounds = asyncio.run(fix_one(with_model, world, finding))
                elapsed = time.monotonic() - started - sum(spent)
                runs.append(FixRun("model edits", outcome, rounds, elapsed))
            checkout = scratch / "checkout"
            subprocess.run(
                ["git", "clone", "-q", "-b", "feature", str(world.remote.bare), str(checkout)],
                check=True,
            )
        engine.dispose()
        bare, boxed = sandbox_overhead(checkout, args.sandbox_runs)
        (checkout / "tests" / "test_workload.py").write_text(WORKLOAD_TEST)
        bare_work, boxed_work = sandbox_overhead(checkout, max(3, args.sandbox_runs // 3))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    print(f"/fix bench: {k} findings with Semgrep fixes + {k} with scripted model edits")
    for kind in ("semgrep fix", "model edits"):
        group = [run for run in runs if run.kind == kind]
        pushed = sum(run.outcome is FixOutcomeKind.PUSHED for run in group)
        print(
            f"  {kind:12s}: verified and pushed {pushed}/{len(group)}; "
            f"rounds per fix {[run.rounds for run in group]}; "
            "time per fix (excl. model) median "
            f"{statistics.median(r.seconds_without_model for r in group):.2f} s, "
            f"max {max(r.seconds_without_model for r in group):.2f} s"
        )
    total = sum(run.outcome is FixOutcomeKind.PUSHED for run in runs)
    print(f"  overall: {total}/{len(runs)} verified and pushed ({total / len(runs):.0%})")
    print(
        f"  sandbox: `{TEST_COMMAND}` median {bare * 1000:.0f} ms bare, "
        f"{boxed * 1000:.0f} ms in bubblewrap: ratio {boxed / bare:.2f} "
        f"(target <= 1.2), over {args.sandbox_runs} runs each"
    )
    print(
        f"  sandbox, with a ~1 s test added: median {bare_work * 1000:.0f} ms bare, "
        f"{boxed_work * 1000:.0f} ms in bubblewrap: ratio {boxed_work / bare_work:.2f}"
    )


if __name__ == "__main__":
    main()
