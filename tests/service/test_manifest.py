from __future__ import annotations

from pathlib import Path

import yaml

from bot.handlers import build_router

APP_YML = Path(__file__).resolve().parents[2] / "app.yml"


def test_app_manifest_events_are_exactly_the_routed_events() -> None:
    manifest = yaml.safe_load(APP_YML.read_text())
    assert set(manifest["default_events"]) == set(build_router().events)


def test_app_manifest_asks_for_least_privilege() -> None:
    manifest = yaml.safe_load(APP_YML.read_text())
    assert manifest["default_permissions"] == {
        "pull_requests": "write",
        "contents": "write",
        "checks": "write",
        "issues": "write",
        "metadata": "read",
    }
    assert "workflows" not in manifest["default_permissions"]
