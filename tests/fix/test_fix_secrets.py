"""`/fix` on a file that holds a secret: the model sees it masked, its edits get it back
where they copy the mask, and what it quotes is posted and stored nowhere."""

from __future__ import annotations

import asyncio
from pathlib import Path

from sqlalchemy import Engine

from bot.core.fix_findings import StoredFinding
from bot.core.render import fix as replies
from bot.fix.agent import TOOL_NAME
from bot.fix.outcomes import FixOutcomeKind
from bot.fix.patch import fix_patch
from bot.fix.runner import run_fix
from tests.e2e.test_review_flow import TOKEN
from tests.e2e.test_secrets_never_travel import (
    INVENTED_KEY_ID,
    MARKER,
    everything_posted,
    everything_stored,
    leaked,
    prompts,
    quoting,
)
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fix.conftest import add_finding, fix_job, make_deps
from tests.fix.world import make_pull_world

FIX_BASE = {"app/config.py": "import yaml\n\n\ndef load(text):\n    return text\n"}
FIX_HEAD = {
    "app/config.py": f'import os\n\nimport yaml\n\nAPI_TOKEN = "{TOKEN}"\n\n\n'
    "def load(text):\n    data = yaml.load(text)\n    return data\n"
}
FIXED = (
    'import os\n\nimport yaml\n\nAPI_TOKEN = os.environ["API_TOKEN"]\n\n\n'
    "def load(text):\n    data = yaml.safe_load(text)\n    return data"
)


def test_fix_masks_secrets_for_the_model_puts_them_back_in_its_edits_and_posts_none(
    github_fake: GitHubFake,
    engine: Engine,
    rules_dir: Path,
    tmp_path: Path,
    anthropic_fake: AnthropicFake,
) -> None:
    world = make_pull_world(github_fake, tmp_path / "remotes", FIX_BASE, FIX_HEAD)
    add_finding(
        engine,
        world,
        rule_id="python-yaml-load-without-loader",
        path="app/config.py",
        start_line=9,
        title="`yaml.load()` without a `Loader` uses PyYAML's unsafe default.",
        comment_id=4242,
    )
    # the model copies the masked line as it saw it: the marker goes back to the secret
    edits = {
        "edits": [
            {
                "path": "app/config.py",
                "search": f'API_TOKEN = "{MARKER}1]"',
                "replace": 'API_TOKEN = os.environ["API_TOKEN"]',
            },
            {
                "path": "app/config.py",
                "search": "data = yaml.load(text)",
                "replace": "data = yaml.safe_load(text)",
            },
        ],
        "explanation": quoting(
            "Use safe_load and read the token from the environment", (TOKEN, INVENTED_KEY_ID)
        ),
    }
    anthropic_fake.state.reply_tool_use(TOOL_NAME, edits)
    deps = make_deps(world, engine, rules_dir, tmp_path, anthropic_fake=anthropic_fake)

    outcome = asyncio.run(run_fix(deps, fix_job(world, instruction=f"the token is {TOKEN}")))

    assert outcome.kind is FixOutcomeKind.PUSHED, outcome.reply
    assert leaked(prompts(anthropic_fake)) == []
    head = world.remote.branch_sha("feature")
    assert world.remote.show(head or "", "app/config.py") == FIXED
    replies = [c.body for c in github_fake.state.issue_comments_of(world.pull)]
    assert any("Use safe_load" in body for body in replies)
    assert leaked(everything_posted(github_fake)) == []
    assert leaked(everything_stored(engine)) == []


def test_a_patch_offered_instead_of_a_push_shows_no_secret_it_removes() -> None:
    stored = StoredFinding(
        id=1,
        rule_id="secrets-github-token",
        source="secrets",
        severity="blocking",
        path="app/config.py",
        start_line=5,
        end_line=5,
        title="A GitHub token is committed in the code",
        head_sha="0" * 40,
    )
    fixed = FIX_HEAD["app/config.py"].replace(f'"{TOKEN}"', 'os.environ["API_TOKEN"]')

    reply = replies.suggested(
        "the fork does not allow edits by maintainers",
        [stored],
        fix_patch(FIX_HEAD, {"app/config.py": fixed}),
        (),
        None,
    )

    assert leaked(reply) == []
    assert f'-API_TOKEN = "{MARKER}1]"' in reply and '+API_TOKEN = os.environ["API_TOKEN"]' in reply
