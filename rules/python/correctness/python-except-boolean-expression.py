import json


def parse(raw: str) -> dict:
    # ruleid: python-except-boolean-expression
    try:
        return json.loads(raw)
    except ValueError or TypeError:
        return {}


def to_int(raw: str) -> int:
    # ruleid: python-except-boolean-expression
    try:
        return int(raw)
    except TypeError or ValueError as exc:
        raise RuntimeError(raw) from exc


def parse_safely(raw: str) -> dict:
    # ok: python-except-boolean-expression
    try:
        return json.loads(raw)
    except (ValueError, TypeError):
        return {}


def to_int_safely(raw: str) -> int:
    # ok: python-except-boolean-expression
    try:
        return int(raw)
    except ValueError as exc:
        raise RuntimeError(raw) from exc
