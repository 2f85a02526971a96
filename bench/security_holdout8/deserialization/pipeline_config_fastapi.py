from dataclasses import dataclass, field
from typing import Any, Dict, List

import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()

MAX_CONFIG_BYTES = 256 * 1024
REQUIRED_KEYS = ("name", "stages")


@dataclass
class Stage:
    name: str
    image: str
    commands: List[str] = field(default_factory=list)


@dataclass
class PipelineConfig:
    name: str
    stages: List[Stage]
    env: Dict[str, str] = field(default_factory=dict)


class ConfigLoader:
    def __init__(self, loader=yaml.Loader):
        self.loader = loader

    def load(self, text: str) -> Dict[str, Any]:
        document = yaml.load(text, Loader=self.loader)
        if not isinstance(document, dict):
            raise ValueError("top level must be a mapping")
        missing = [k for k in REQUIRED_KEYS if k not in document]
        if missing:
            raise ValueError(f"missing keys: {', '.join(missing)}")
        return document

    def to_config(self, document: Dict[str, Any]) -> PipelineConfig:
        stages = [
            Stage(
                name=s.get("name", f"stage-{i}"),
                image=s.get("image", "alpine:3"),
                commands=list(s.get("commands", [])),
            )
            for i, s in enumerate(document["stages"])
        ]
        return PipelineConfig(
            name=document["name"],
            stages=stages,
            env={str(k): str(v) for k, v in (document.get("env") or {}).items()},
        )


@app.post("/pipelines/validate")
async def validate_pipeline(config: UploadFile = File(...)):
    raw = await config.read()
    if len(raw) > MAX_CONFIG_BYTES:
        raise HTTPException(status_code=413, detail="config too large")
    loader = ConfigLoader()
    try:
        pipeline = loader.to_config(loader.load(raw.decode("utf-8")))
    except (ValueError, KeyError, yaml.YAMLError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {
        "name": pipeline.name,
        "stages": [s.name for s in pipeline.stages],
        "env_keys": sorted(pipeline.env),
    }
