"""GitHub's OpenAPI description: request validation and response skeletons for the fake.

The description (trimmed by scripts/trim_openapi.py to what the bot and this fake use) is loaded
once per process. OpenAPI 3.0 schemas are JSON Schema draft 4
plus `nullable`; `nullable: true` is rewritten into a JSON Schema `null` alternative, and
`#/components/...` references are resolved against the converted document.
"""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]  # no types-jsonschema in the venv

DESCRIPTION_PATH = (
    Path(__file__).resolve().parents[1] / "fixtures" / "github-openapi" / "api.github.com.json"
)
# The fake also serves GraphQL and github.com's web pages (OAuth sign-in, the "new App from
# manifest" form), which the REST description lacks.
NOT_REST_PREFIXES = ("/graphql", "/login/oauth/", "/settings/apps/new")
NOT_REST_SUFFIXES = ("/settings/apps/new",)
_DATE_TIME = "2024-01-01T00:00:00Z"
_URI = "https://github.invalid/"
_MAX_SKELETON_DEPTH = 12

JSON = dict[str, Any]


@functools.cache
def description() -> JSON:
    with DESCRIPTION_PATH.open("rb") as file:
        loaded: JSON = json.load(file)
    return loaded


def served_operations() -> set[tuple[str, str]]:
    """(method, path template) of every REST operation in the fake GitHub's route table."""
    from tests.fakes.github import ENDPOINTS  # the route table imports this module

    return {
        (endpoint.method.lower(), endpoint.path)
        for endpoint in ENDPOINTS
        if not endpoint.path.startswith(NOT_REST_PREFIXES)
        and not endpoint.path.endswith(NOT_REST_SUFFIXES)
    }


def _with_null_alternative(node: Any) -> Any:
    if isinstance(node, list):
        return [_with_null_alternative(item) for item in node]
    if not isinstance(node, dict):
        return node
    converted = {key: _with_null_alternative(value) for key, value in node.items()}
    if converted.pop("nullable", None) is not True:
        return converted
    if "$ref" in converted or "type" not in converted:
        return {"anyOf": [converted, {"type": "null"}]}
    type_ = converted["type"]
    converted["type"] = [*type_, "null"] if isinstance(type_, list) else [type_, "null"]
    if "enum" in converted and None not in converted["enum"]:
        converted["enum"] = [*converted["enum"], None]
    return converted


@functools.cache
def _components() -> JSON:
    converted: JSON = _with_null_alternative(description()["components"])
    return converted


def operation(method: str, template: str) -> JSON:
    """The operation object for `method` on the path `template` (as written in the description)."""
    try:
        found: JSON = description()["paths"][template][method.lower()]
    except KeyError:
        raise KeyError(
            f"no operation {method.upper()} {template} in GitHub's description"
        ) from None
    return found


def _resolved(node: JSON) -> JSON:
    while "$ref" in node:
        pointer = node["$ref"].removeprefix("#/components/").split("/")
        found: JSON = _components()
        for part in pointer:
            found = found[part]
        node = found
    return node


def request_body_schema(method: str, template: str) -> JSON | None:
    body = operation(method, template).get("requestBody")
    if body is None:
        return None
    media = _resolved(_with_null_alternative(body))["content"].get("application/json")
    return None if media is None else _resolved(media["schema"])


def response_schema(method: str, template: str, status: int) -> JSON | None:
    responses = operation(method, template)["responses"]
    response = responses.get(str(status))
    if response is None:
        return None
    media = _resolved(_with_null_alternative(response)).get("content", {}).get("application/json")
    return None if media is None else _resolved(media["schema"])


def validation_errors(schema: JSON, instance: Any) -> list[str]:
    """Messages for every way `instance` violates `schema` (whose refs point into components)."""
    rooted = {**schema, "components": _components()}
    validator = jsonschema.Draft4Validator(rooted)
    return [
        f"{'/'.join(str(part) for part in error.absolute_path) or '(body)'}: {error.message}"
        for error in validator.iter_errors(instance)
    ]


def request_body_errors(method: str, template: str, body: Any) -> list[str]:
    schema = request_body_schema(method, template)
    return [] if schema is None else validation_errors(schema, body)


def skeleton(schema_name: str) -> JSON:
    """An instance of components/schemas/`schema_name` with every required field at a default."""
    value = _skeleton_of(_components()["schemas"][schema_name], 0, nullable=False)
    assert isinstance(value, dict), f"{schema_name} is not an object schema"
    return value


def _skeleton_of(node: JSON, depth: int, nullable: bool = True) -> Any:
    """`nullable=False`: build the value even where null would do (the top-level object)."""
    node = _resolved(node)
    if not nullable:
        node = _without_null(node)
    if depth > _MAX_SKELETON_DEPTH:
        return None
    if "allOf" in node:
        merged: JSON = {}
        for part in node["allOf"]:
            value = _skeleton_of(part, depth + 1)
            if isinstance(value, dict):
                merged.update(value)
        return merged
    for keyword in ("anyOf", "oneOf"):
        if keyword in node:
            return _skeleton_of(node[keyword][0], depth + 1)
    if "enum" in node:
        return node["enum"][0]
    type_ = node.get("type", "object")
    if isinstance(type_, list):
        if "null" in type_:
            return None
        type_ = type_[0]
    if type_ == "object":
        properties = node.get("properties", {})
        return {
            name: _skeleton_of(properties.get(name, {}), depth + 1)
            for name in node.get("required", [])
        }
    return copy.deepcopy(_scalar_default(type_, node.get("format")))


def _scalar_default(type_: str, format_: str | None) -> Any:
    if type_ == "array":
        return []
    if type_ == "string":
        return {"date-time": _DATE_TIME, "uri": _URI}.get(format_ or "", "")
    if type_ in ("integer", "number"):
        return 0
    if type_ == "boolean":
        return False
    return None


def _without_null(node: JSON) -> JSON:
    for keyword in ("anyOf", "oneOf"):
        if keyword in node:
            branches = [b for b in node[keyword] if _resolved(b).get("type") != "null"]
            return {**node, keyword: branches}
    type_ = node.get("type")
    if isinstance(type_, list):
        return {**node, "type": [t for t in type_ if t != "null"]}
    return node
