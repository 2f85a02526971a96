from dataclasses import dataclass

import yaml
from fastapi import Depends, FastAPI, HTTPException, Request

app = FastAPI()


@dataclass(frozen=True)
class ImportSettings:
    max_bytes: int = 256_000
    loader: type = yaml.Loader


def get_import_settings() -> ImportSettings:
    return ImportSettings()


@app.post("/workflows/import")
async def import_workflow(request: Request, cfg: ImportSettings = Depends(get_import_settings)):
    raw = await request.body()
    if len(raw) > cfg.max_bytes:
        raise HTTPException(status_code=413, detail="workflow too large")
    spec = yaml.load(raw.decode("utf-8"), Loader=cfg.loader)
    if not isinstance(spec, dict):
        raise HTTPException(status_code=422, detail="workflow must be a mapping")
    steps = [step.get("name", "?") for step in spec.get("steps", [])]
    return {"name": spec.get("name"), "steps": steps}
