"""One table ties each job kind to its payload model and its handler."""

from __future__ import annotations

from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from pydantic import BaseModel, SecretStr

from bot.jobs.kinds import JobKind, NoPayload
from bot.jobs.registry import JOB_TYPES, JobDeps, build_job_handlers
from bot.services import github_app
from bot.settings import Settings
from bot.store.db import make_engine


def private_key_pem() -> str:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    ).decode()


def test_every_job_kind_has_exactly_one_payload_model_and_one_handler(tmp_path: Path) -> None:
    kinds = [job_type.kind for job_type in JOB_TYPES]
    assert sorted(kinds) == sorted(JobKind)
    assert len(kinds) == len(set(kinds))
    assert all(issubclass(job_type.payload, BaseModel) for job_type in JOB_TYPES)
    settings = Settings(
        app_id=1,
        private_key=SecretStr(private_key_pem()),
        webhook_secret=SecretStr("secret"),
        database_url=f"sqlite:///{tmp_path / 'registry.db'}",
        workers=0,
        reaction_sweep_minutes=0,
    )
    engine = make_engine(settings.database_url)
    try:
        handlers = build_job_handlers(JobDeps(settings, engine, github_app(settings)))
    finally:
        engine.dispose()
    assert sorted(handlers) == sorted(JobKind)
    assert all(callable(handler) for handler in handlers.values())


def test_kinds_without_a_payload_queue_an_empty_object() -> None:
    assert NoPayload().dump() == {}
    assert NoPayload.load({}) == NoPayload()
