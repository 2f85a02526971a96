import ast
import threading
from typing import Any, Dict, Tuple, Type

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="runtime settings")

EDITABLE_KEYS: Dict[str, Tuple[Type, ...]] = {
    "page_size": (int,),
    "feature_flags": (dict,),
    "allowed_locales": (list, tuple),
    "retry_backoff": (int, float),
    "banner_text": (str,),
}
MAX_RAW_LENGTH = 2000


class SettingUpdate(BaseModel):
    key: str = Field(..., max_length=64)
    value: str = Field(..., max_length=MAX_RAW_LENGTH)


class SettingsStore:
    def __init__(self):
        self._values: Dict[str, Any] = {"page_size": 25, "banner_text": ""}
        self._lock = threading.Lock()

    def get_all(self) -> Dict[str, Any]:
        with self._lock:
            return dict(self._values)

    def set(self, key: str, value: Any) -> None:
        with self._lock:
            self._values[key] = value


def parse_value(key: str, raw: str) -> Any:
    expected = EDITABLE_KEYS.get(key)
    if expected is None:
        raise HTTPException(status_code=400, detail=f"{key} is not editable")
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=422, detail="value must be a Python literal")
    if not isinstance(parsed, expected):
        raise HTTPException(
            status_code=422,
            detail=f"{key} expects {', '.join(t.__name__ for t in expected)}",
        )
    return parsed


store = SettingsStore()


@app.get("/settings")
def list_settings():
    return store.get_all()


@app.put("/settings")
def settings_import(update: SettingUpdate):
    value = parse_value(update.key, update.value)
    store.set(update.key, value)
    return {"key": update.key, "value": value}
