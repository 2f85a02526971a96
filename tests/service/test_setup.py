from __future__ import annotations

import html
import json
import re
import stat
from pathlib import Path

from starlette.testclient import TestClient

from bot.settings import Settings
from bot.setup import setup_app
from tests.fakes.github import GitHubFake


def found(pattern: str, text: str) -> str:
    match = re.search(pattern, text)
    assert match is not None, f"{pattern!r} not in {text[:300]!r}"
    return match[1]


def _client(github_fake: GitHubFake, env_file: Path, done: list[bool]) -> TestClient:
    settings = Settings(github_api_url=github_fake.base_url.rstrip("/"))
    app = setup_app(
        settings,
        base_url="http://localhost:3000",
        env_file=env_file,
        webhook_url="https://redline.example.com/webhook",
        public_url="https://redline.example.com",
        on_done=lambda: done.append(True),
    )
    return TestClient(app)


def test_manifest_page_posts_app_yml_to_github(github_fake: GitHubFake, tmp_path: Path) -> None:
    client = _client(github_fake, tmp_path / ".env", [])
    page = client.get("/").text
    assert 'action="https://github.com/settings/apps/new?state=' in page
    manifest = json.loads(html.unescape(found(r'name=manifest value="([^"]+)"', page)))
    assert manifest["hook_attributes"]["url"] == "https://redline.example.com/webhook"
    assert manifest["redirect_url"] == "http://localhost:3000/setup/callback"
    # Sign-in comes back to the service, not to this temporary page.
    assert manifest["callback_urls"] == ["https://redline.example.com/dashboard/auth/callback"]
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
    state = found(r"state=([A-Za-z0-9_-]+)", client.get("/").text)

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
    assert "REDLINE_PUBLIC_URL=https://redline.example.com\n" in written
    assert 'REDLINE_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\n' in written

    # The written file is what the service reads.
    settings = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert settings.app_id == conversion.app_id
    assert settings.app_private_key().startswith("-----BEGIN RSA PRIVATE KEY-----\n")
    assert settings.session_secret is not None
    assert len(settings.session_secret.get_secret_value()) >= 32
    settings.require_dashboard_secret()

    # A code works once.
    again = client.get("/setup/callback", params={"code": "code-1", "state": state})
    assert again.status_code == 502


def test_a_second_setup_replaces_the_keys_and_keeps_other_lines(
    github_fake: GitHubFake, tmp_path: Path
) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        'ANTHROPIC_API_KEY=kept\nREDLINE_PRIVATE_KEY="-----BEGIN OLD\nline two\n"\n'
        "# a comment\nREDLINE_APP_ID=1"
    )
    for code in ("first", "second"):
        conversion = github_fake.state.register_manifest_code(code)
        client = _client(github_fake, env_file, [])
        state = found(r"state=([A-Za-z0-9_-]+)", client.get("/").text)
        answer = client.get("/setup/callback", params={"code": code, "state": state})
        assert answer.status_code == 200, answer.text

    lines = env_file.read_text().splitlines()
    keys = [line.split("=", 1)[0] for line in lines if "=" in line and not line.startswith("#")]
    assert len(keys) == len(set(keys)), lines
    assert "ANTHROPIC_API_KEY=kept" in lines and "# a comment" in lines
    assert "line two" not in lines
    settings = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert settings.app_id == conversion.app_id
    assert stat.S_IMODE(env_file.stat().st_mode) == 0o600


def test_app_yml_is_found_in_the_checkout_or_the_working_directory(tmp_path: Path) -> None:
    import pytest

    from bot.settings import ConfigError
    from bot.setup import APP_YML_PLACES, find_app_yml

    assert find_app_yml() == APP_YML_PLACES[0]  # this checkout
    installed, working = tmp_path / "site-packages" / "app.yml", tmp_path / "app.yml"
    with pytest.raises(ConfigError, match=r"^app\.yml not found \(looked at .*\)"):
        find_app_yml((installed, working))
    working.write_text("name: Redline\n")
    assert find_app_yml((installed, working)) == working
