from __future__ import annotations

import base64
import json
import logging

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from bot.logs import JsonFormatter, redact

# Assembled at run time so no secret scanner (ours included) flags this file.
TOKENS = [
    "ghs" + "_16C7e42F292c6912E7710c838347Ae178B4a",
    "github" + "_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "sk-ant" + "-api03-abcdefghijklmnop",
    "eyJhbGciOiJSUzI1NiJ9" + ".eyJpc3MiOiIxMjMifQ.c2lnbmF0dXJlc2lnbmF0dXJl",
]


def test_tokens_and_authorization_headers_are_redacted() -> None:
    for token in TOKENS:
        assert token not in redact(f"cloning with {token} now")
    assert "s3cr3t" not in redact("Authorization: token s3cr3t")
    assert "s3cr3t" not in redact('{"x-api-key": "s3cr3t"}')
    assert redact("nothing secret here") == "nothing secret here"


def test_the_basic_credentials_git_gets_for_fix_are_redacted() -> None:
    basic = base64.b64encode(f"x-access-token:{TOKENS[0]}".encode()).decode()
    assert basic.endswith("=")  # the padding belongs to the credential too
    for line in (
        f"git -c http.extraheader=Authorization: Basic {basic} push origin HEAD",
        f"{{'GIT_CONFIG_VALUE_0': 'Authorization: Basic {basic}', 'HOME': '/tmp'}}",
        f"AUTHORIZATION:  basic {basic}\nfatal: unable to access",
    ):
        redacted = redact(line)
        assert basic not in redacted and basic.rstrip("=") not in redacted
        assert "[redacted]" in redacted
    assert redact(f"Authorization: Basic {basic} push").endswith(" push")


def _private_keys() -> list[str]:
    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ec_key = ec.generate_private_key(ec.SECP256R1())
    return [
        rsa_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.TraditionalOpenSSL,  # RSA PRIVATE KEY
            serialization.NoEncryption(),
        ).decode(),
        rsa_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,  # PRIVATE KEY
            serialization.NoEncryption(),
        ).decode(),
        ec_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.TraditionalOpenSSL,  # EC PRIVATE KEY
            serialization.NoEncryption(),
        ).decode(),
    ]


def test_a_private_key_is_redacted() -> None:
    for pem in _private_keys():
        body = [line for line in pem.splitlines() if not line.startswith("-----")]
        for text in (
            f"bad key: {pem} after",
            f"bad key: {json.dumps(pem)} after",  # newlines escaped, as in a repr
            f"bad key: {pem[: len(pem) // 2]}",  # cut short by a length limit
        ):
            redacted = redact(text)
            assert not any(line in redacted for line in body[:-1]), redacted
            assert "PRIVATE KEY" not in redacted
            assert redacted.startswith("bad key: ")
        assert redact(f"{pem} after").endswith(" after")


def test_json_lines_carry_the_delivery_and_job_id() -> None:
    record = logging.LogRecord("bot.x", logging.INFO, __file__, 1, "got %s", (TOKENS[0],), None)
    record.delivery_id = "d-1"
    record.job_id = 7
    line = json.loads(JsonFormatter().format(record))
    assert line["delivery_id"] == "d-1" and line["job_id"] == 7
    assert line["level"] == "info" and line["logger"] == "bot.x"
    assert TOKENS[0] not in line["message"]


def test_a_jobs_log_lines_carry_its_ids_through_awaits_and_threads() -> None:
    import asyncio

    from bot.logs import ContextFilter, bind

    seen: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record)

    handler = Keep()
    handler.addFilter(ContextFilter())
    logger = logging.getLogger("bot.test_context")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)

    async def handler_body() -> None:
        logger.info("in the task")
        await asyncio.to_thread(logger.info, "in a thread")

    async def run() -> None:
        with bind(job_id=3, job_kind="review"):
            task = asyncio.ensure_future(handler_body())
        await task
        logger.info("outside")

    try:
        asyncio.run(run())
    finally:
        logger.removeHandler(handler)
    assert [(r.getMessage(), getattr(r, "job_id", None)) for r in seen] == [
        ("in the task", 3),
        ("in a thread", 3),
        ("outside", None),
    ]
