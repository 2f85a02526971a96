"""JSON log lines carrying the delivery and job id; secrets redacted on the way out."""

from __future__ import annotations

import contextlib
import json
import logging
import sys
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from datetime import UTC, datetime
from types import MappingProxyType

from bot.core.credentials import redact as redact

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
