"""SecretRedactor and the one door to the model: masks, their way back, and no other door.

Secret-shaped values are assembled from pieces so this file holds none.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.checks.llm.redact import redact_json
from bot.checks.secrets import SecretRedactor, find_secret, holds_redaction

TOKEN = "gh" + "p_" + "R8b2QxZ7pLm4Nw9Kt5Hv1Cy6Ds3Fa0Ej2Gu8"
PASSWORD = "Zq7" + "#vL2mN8pR4tX9wK"
KEY_LINES = ("MIIEowIBAAKCAQEAv2Yq0aZ4kLm9", "Zm9vYmFyYmF6cXV4cXV1eA==")
BOT = Path(__file__).resolve().parents[2] / "bot"


def test_each_secret_gets_one_marker_wherever_it_appears_and_comes_back() -> None:
    redactor = SecretRedactor()
    text = f'token = "{TOKEN}"\ndb_password = "{PASSWORD}"\nlater: {TOKEN} and {PASSWORD}'
    masked = redactor.redact(text)
    assert TOKEN not in masked and PASSWORD not in masked
    assert masked.count("[REDACTED-SECRET-1]") == 2 and masked.count("[REDACTED-SECRET-2]") == 2
    assert redactor.restore(masked) == text
    assert redactor.redact(f"the model quotes {PASSWORD}") == "the model quotes [REDACTED-SECRET-2]"


def test_a_private_keys_body_is_masked_up_to_its_end_line() -> None:
    begin, end = "-----BEGIN " + "RSA PRIVATE KEY-----", "-----END " + "RSA PRIVATE KEY-----"
    text = "\n".join(["KEY = '''" + begin, *KEY_LINES, end + "'''", "AFTER_THE_KEY_1234567890ab"])
    masked = SecretRedactor().redact(text)
    assert not any(line in masked for line in KEY_LINES)
    assert masked.endswith("AFTER_THE_KEY_1234567890ab")


def test_a_marker_is_no_secret_and_is_recognised() -> None:
    masked = SecretRedactor().redact(f'api_token = "{TOKEN}"')
    assert find_secret(masked) is None
    assert holds_redaction(masked) and not holds_redaction("[REDACTED-SECRET-]")


def test_json_values_are_redacted_at_any_depth() -> None:
    value = {"a": [{"b": f'token = "{TOKEN}"'}, 3, None], "c": (TOKEN,)}
    assert TOKEN not in repr(redact_json(SecretRedactor(), value))


def test_no_code_reaches_the_messages_api_but_through_create_message() -> None:
    callers = [
        path.relative_to(BOT).as_posix()
        for path in BOT.rglob("*.py")
        if re.search(r"\.messages\.create\(", path.read_text(encoding="utf-8"))
    ]
    assert callers == ["checks/llm/redact.py"]
