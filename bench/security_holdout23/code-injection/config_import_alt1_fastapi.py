import ast
from typing import Any, Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()


class ImportPayload(BaseModel):
    source: str = Field(..., max_length=20_000)


def parse_legacy_settings(text: str) -> Dict[str, Any]:
    value = ast.literal_eval(text.strip())
    if not isinstance(value, dict):
        raise ValueError("settings must be a dict literal")
    return value


@app.post("/settings/import")
def import_settings(payload: ImportPayload):
    try:
        settings = parse_legacy_settings(payload.source)
    except (ValueError, SyntaxError, TypeError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"keys": sorted(map(str, settings)), "count": len(settings)}
