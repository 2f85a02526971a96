"""JSON log lines carrying the delivery and job id; secrets redacted on the way out."""

from __future__ import annotations

import contextlib
import json
import logging
import re
import sys
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from datetime import UTC, datetime
from types import MappingProxyType

# GitHub tokens (installation ghs_, OAuth gho_/ghu_, PAT ghp_/github_pat_, refresh ghr_),
# Anthropic keys, JWTs, `Authorization:` header values (the Basic one is git's for /fix),
# and PEM private keys, up to their END line or, when cut short, the end of the text.
SECRET_PATTERNS = re.compile(
    r"gh[opsur]_[A-Za-z0-9]{20,}"
    r"|github_pat_[A-Za-z0-9_]{20,}"
    r"|sk-ant-[A-Za-z0-9_-]{10,}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"
    r"|(?i:(?:authorization|x-api-key)[\"']?\s*[:=]\s*[\"']?(?:(?:bearer|token|basic)\s+)?)"
    r"[^\s\"',}]+"
    r"|(?s:-----BEGIN[A-Z ]*PRIVATE KEY-----.*?(?:-----END[A-Z ]*PRIVATE KEY-----|\Z))"
)
CONTEXT_FIELDS = ("delivery_id", "job_id", "job_kind")


_context: ContextVar[Mapping[str, object]] = ContextVar(
    "redline_log_context", default=MappingProxyType({})
)


@contextlib.contextmanager
def bind(**fields: object) -> Iterator[None]:
    """Every log line inside (this task and what it awaits) carries these fields."""
    token = _context.set({**_context.get(), **fields})
    try:
        yield
    finally:
        _context.reset(token)


class ContextFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        for key, value in _context.get().items():
            if getattr(record, key, None) is None:
                setattr(record, key, value)
        return True


def redact(text: str) -> str:
    return SECRET_PATTERNS.sub("[redacted]", text)


# One encoder for every line: json.dumps(ensure_ascii=False) builds a new one each call.
_encode = json.JSONEncoder(ensure_ascii=False).encode


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": redact(record.getMessage()),
        }
        for field in CONTEXT_FIELDS:
            value = getattr(record, field, None)
            if value is not None:
                line[field] = value
        if record.exc_info:
            line["error"] = redact(self.formatException(record.exc_info))
        return _encode(line)


def configure_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(ContextFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    # A line carries none of the caller's file and line, thread or process: skip
    # collecting them for every record (the logging HOWTO's "Optimization").
    logging._srcfile = None
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    # httpx logs every request URL at INFO; githubkit logs retries with the request.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)
