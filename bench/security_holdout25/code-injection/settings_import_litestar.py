import ast

from litestar import Litestar, post
from litestar.exceptions import ValidationException

PREFS: dict[str, object] = {}
ALLOWED_TYPES = (int, float, str, bool, list, dict)


def parse_value(text: str) -> object:
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise ValidationException("value must be a Python literal")


def store(key: str, raw: str) -> object:
    value = parse_value(raw)
    if not isinstance(value, ALLOWED_TYPES):
        raise ValidationException("unsupported type")
    PREFS[key] = value
    return value


@post("/prefs/{key:str}")
async def set_pref(key: str, data: dict[str, str]) -> dict[str, object]:
    return {key: store(key, data.get("value", ""))}


app = Litestar(route_handlers=[set_pref])
