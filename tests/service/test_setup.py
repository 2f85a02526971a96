from __future__ import annotations

import html
import json
import re
import stat
from pathlib import Path

from starlette.testclient import TestClient

from bot.config import Settings
from bot.setup import setup_app
from tests.fakes.github import GitHubFake


def _client(github_fake: GitHubFake, env_file: Path, done: list[bool]) -> TestClient:
    settings = Settings(github_api_url=github_fake.base_url.rstrip("/"))
    app = setup_app(
        settings,
        base_url="http://localhost:3000",
        env_file=env_file,
        webhook_url="https://redline.example.com/webhook",
        on_done=lambda: done.append(True),
    )
    return TestClient(app)


def test_manifest_page_posts_app_yml_to_github(github_fake: GitHubFake, tmp_path: Path) -> None:
    client = _client(github_fake, tmp_path / ".env", [])
    page = client.get("/").text
    assert 'action="https://github.com/settings/apps/new?state=' in page
    posted = re.search(r'name=manifest value="([^"]+)"', page)
    assert posted is not None, page
    manifest = json.loads(html.unescape(posted[1]))
    assert manifest["hook_attributes"]["url"] == "https://redline.example.com/webhook"
    assert manifest["redirect_url"] == "http://localhost:3000/setup/callback"
    assert "pull_request" in manifest["default_events"]
    assert manifest["default_permissions"]["metadata"] == "read"
    org_page = client.get("/", params={"org": "acme"}).text
    assert "https://github.com/organizations/acme/settings/apps/new" in org_page


def test_callback_exchanges_the_code_and_writes_env_0600(
    github_fake: GitHubFake, tmp_path: Path
) -> None:
    conversion = github_fake.state.register_manifest_code("code-1")
    env_file = tmp_path / ".env"
    done: list[bool] = []
    client = _client(github_fake, env_file, done)
    found = re.search(r"state=([A-Za-z0-9_-]+)", client.get("/").text)
    assert found is not None
    state = found[1]

    assert (
        client.get("/setup/callback", params={"code": "code-1", "state": "forged"}).status_code
        == 400
    )
    assert not env_file.exists()

    answer = client.get("/setup/callback", params={"code": "code-1", "state": state})
    assert answer.status_code == 200, answer.text
    assert done == [True]
    assert stat.S_IMODE(env_file.stat().st_mode) == 0o600
    written = env_file.read_text()
    assert f"REDLINE_APP_ID={conversion.app_id}" in written
    assert f"REDLINE_WEBHOOK_SECRET={conversion.webhook_secret}" in written
    assert f"REDLINE_OAUTH_CLIENT_ID={conversion.client_id}" in written
    assert 'REDLINE_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\n' in written

    # The written file is what the service reads.
    settings = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert settings.app_id == conversion.app_id
    assert settings.app_private_key().startswith("-----BEGIN RSA PRIVATE KEY-----\n")

    # A code works once.
    again = client.get("/setup/callback", params={"code": "code-1", "state": state})
    assert again.status_code == 502
