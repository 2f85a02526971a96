import ast

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
PROFILES: dict[str, dict] = {}


class SettingsBlob(BaseModel):
    profile: str
    text: str  # Python-literal dict exported by the desktop client


@app.post("/settings/import")
def import_settings(blob: SettingsBlob):
    if len(blob.text) > 20_000:
        raise HTTPException(413, "settings export too large")
    try:
        parsed = ast.literal_eval(blob.text)
    except (ValueError, SyntaxError):
        raise HTTPException(422, "not a literal")
    if not isinstance(parsed, dict):
        raise HTTPException(422, "expected a mapping")
    PROFILES[blob.profile] = {str(k): v for k, v in parsed.items()}
    return {"profile": blob.profile, "keys": sorted(PROFILES[blob.profile])}
