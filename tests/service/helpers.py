from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "github-webhooks"
SECRET = "test-webhook-secret"


def sign(body: bytes, secret: str = SECRET) -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def webhook_headers(
    event: str, body: bytes, delivery_id: str | None = None, secret: str = SECRET
) -> dict[str, str]:
    return {
        "X-GitHub-Event": event,
        "X-GitHub-Delivery": delivery_id or str(uuid.uuid4()),
        "X-Hub-Signature-256": sign(body, secret),
        "Content-Type": "application/json",
    }


def fixture_payload(relative: str) -> dict[str, Any]:
    data = json.loads((FIXTURES / relative).read_text())
    assert isinstance(data, dict)
    return data


def all_fixture_files() -> list[Path]:
    return sorted(p for p in FIXTURES.glob("*/*.json"))
