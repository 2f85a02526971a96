"""Schemas Redline checks its own output against (the OASIS SARIF 2.1.0 schema, see NOTICE.md)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from typing import Any

import jsonschema  # type: ignore[import-untyped]

from bot.core.sarif import upload_problems


@cache
def _sarif_validator() -> Any:
    schema = json.loads(files(__package__).joinpath("sarif-schema-2.1.0.json").read_text("utf-8"))
    return jsonschema.Draft4Validator(schema)


def sarif_problems(log: Mapping[str, object]) -> list[str]:
    """Where the log breaks the SARIF 2.1.0 schema or GitHub's upload limits, one line each."""
    schema_errors = [
        f"{'/'.join(str(part) for part in error.absolute_path) or '(root)'}: {error.message}"
        for error in _sarif_validator().iter_errors(log)
    ]
    return schema_errors + upload_problems(log)
