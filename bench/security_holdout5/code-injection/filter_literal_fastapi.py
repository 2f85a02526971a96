import ast
from typing import Any

from fastapi import FastAPI, HTTPException, Query

from app.search import search_index

app = FastAPI()

MAX_FILTER_LENGTH = 2000


def parse_filter(raw: str) -> dict[str, Any]:
    if len(raw) > MAX_FILTER_LENGTH:
        raise HTTPException(status_code=400, detail="filter too long")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise HTTPException(status_code=400, detail="invalid filter")
    if not isinstance(value, dict):
        raise HTTPException(status_code=400, detail="filter must be a mapping")
    return value


@app.get("/search")
def search(q: str, filters: str = Query("{}")):
    return search_index(q, parse_filter(filters))
