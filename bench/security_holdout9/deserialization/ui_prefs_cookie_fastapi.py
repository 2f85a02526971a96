import json
from typing import Optional

from fastapi import Cookie, FastAPI

app = FastAPI()
DEFAULTS = {"theme": "light", "density": "comfortable", "language": "en"}


def parse_prefs(raw: Optional[str]) -> dict:
    prefs = dict(DEFAULTS)
    if raw:
        try:
            data = json.loads(raw)
        except ValueError:
            return prefs
        if isinstance(data, dict):
            prefs.update({k: str(v) for k, v in data.items() if k in DEFAULTS})
    return prefs


@app.get("/preferences")
def preferences(prefs: Optional[str] = Cookie(None)):
    return parse_prefs(prefs)
