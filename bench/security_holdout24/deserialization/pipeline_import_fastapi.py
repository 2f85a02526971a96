from dataclasses import dataclass

import yaml
from fastapi import Depends, FastAPI, HTTPException, Request

app = FastAPI()


@dataclass(frozen=True)
class ImportSettings:
    max_bytes: int = 256_000
    loader: type = yaml.SafeLoader


def get_import_settings() -> ImportSettings:
    return ImportSettings()


@app.post("/pipelines/import")
async def import_pipeline(request: Request, cfg: ImportSettings = Depends(get_import_settings)):
    raw = await request.body()
    if len(raw) > cfg.max_bytes:
        raise HTTPException(status_code=413, detail="pipeline too large")
    spec = yaml.load(raw.decode("utf-8"), Loader=cfg.loader)
    if not isinstance(spec, dict):
        raise HTTPException(status_code=422, detail="pipeline must be a mapping")
    stages = [stage.get("name", "?") for stage in spec.get("stages", [])]
    return {"name": spec.get("name"), "stages": stages}
