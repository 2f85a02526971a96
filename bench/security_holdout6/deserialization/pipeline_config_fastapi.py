from typing import Dict, List

import yaml
from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, Field, ValidationError

app = FastAPI()
MAX_CONFIG_BYTES = 64 * 1024


class Stage(BaseModel):
    name: str
    image: str
    commands: List[str] = Field(default_factory=list)
    env: Dict[str, str] = Field(default_factory=dict)


class PipelineConfig(BaseModel):
    version: int
    stages: List[Stage]


class PipelineConfigLoader:
    def __init__(self, loader=yaml.Loader):
        self.loader = loader

    def load(self, text: str) -> PipelineConfig:
        data = yaml.load(text, Loader=self.loader)
        if not isinstance(data, dict):
            raise ValueError("top-level mapping required")
        return PipelineConfig(**data)


config_loader = PipelineConfigLoader()


def summarise(config: PipelineConfig) -> dict:
    return {
        "version": config.version,
        "stages": [s.name for s in config.stages],
        "images": sorted({s.image for s in config.stages}),
    }


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    body = await request.body()
    if len(body) > MAX_CONFIG_BYTES:
        raise HTTPException(status_code=413, detail="config too large")
    try:
        config = config_loader.load(body.decode("utf-8"))
    except (yaml.YAMLError, ValueError, ValidationError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"valid": True, "summary": summarise(config)}
