from typing import List

import yaml
from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, ValidationError

app = FastAPI()


class Stage(BaseModel):
    name: str
    image: str
    commands: List[str]


class Pipeline(BaseModel):
    stages: List[Stage]


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    raw = (await request.body()).decode("utf-8", errors="replace")
    try:
        spec = yaml.load(raw, Loader=yaml.SafeLoader)
        pipeline = Pipeline.model_validate(spec)
    except (yaml.YAMLError, ValidationError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"valid": True, "stages": [s.name for s in pipeline.stages]}
