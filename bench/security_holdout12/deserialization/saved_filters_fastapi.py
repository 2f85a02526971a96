import base64
import binascii
import json
from typing import Optional

from fastapi import Cookie, FastAPI
from fastapi.responses import JSONResponse

app = FastAPI()
DEFAULT_FILTERS = {"status": "open", "sort": "newest"}
ALLOWED = {"status": {"open", "closed", "all"}, "sort": {"newest", "oldest", "priority"}}


def restore_filters(cookie_value: Optional[str]) -> dict:
    if not cookie_value:
        return dict(DEFAULT_FILTERS)
    try:
        data = json.loads(base64.urlsafe_b64decode(cookie_value.encode()))
    except (binascii.Error, ValueError):
        return dict(DEFAULT_FILTERS)
    if not isinstance(data, dict):
        return dict(DEFAULT_FILTERS)
    return {k: data[k] if data.get(k) in ALLOWED[k] else DEFAULT_FILTERS[k] for k in ALLOWED}


@app.get("/tasks")
def tasks(task_filters: Optional[str] = Cookie(None)):
    filters = restore_filters(task_filters)
    resp = JSONResponse({"filters": filters, "tasks": []})
    encoded = base64.urlsafe_b64encode(json.dumps(filters).encode()).decode()
    resp.set_cookie("task_filters", encoded, secure=True, httponly=True)
    return resp
