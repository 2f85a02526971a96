from typing import Dict, List, Optional

import yaml
from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, ValidationError

app = FastAPI()
MAX_CONFIG_BYTES = 256 * 1024


class Step(BaseModel):
    name: str
    image: str
    commands: List[str]
    env: Dict[str, str] = {}


class Pipeline(BaseModel):
    version: int
    steps: List[Step]
    trigger: Optional[str] = "push"


class PipelineStore:
    def __init__(self):
        self._pipelines: Dict[str, Pipeline] = {}

    def put(self, repo: str, pipeline: Pipeline) -> None:
        self._pipelines[repo] = pipeline

    def get(self, repo: str) -> Optional[Pipeline]:
        return self._pipelines.get(repo)


store = PipelineStore()


def parse_pipeline(text: str) -> Pipeline:
    document = yaml.safe_load(text)
    if not isinstance(document, dict):
        raise ValueError("pipeline must be a mapping")
    return Pipeline(**document)


@app.put("/repos/{owner}/{name}/pipeline")
async def upload_pipeline(owner: str, name: str, request: Request):
    body = await request.body()
    if len(body) > MAX_CONFIG_BYTES:
        raise HTTPException(status_code=413)
    try:
        pipeline = parse_pipeline(body.decode("utf-8"))
    except (yaml.YAMLError, ValueError, ValidationError, UnicodeDecodeError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    store.put(f"{owner}/{name}", pipeline)
    return {"steps": [s.name for s in pipeline.steps]}


@app.get("/repos/{owner}/{name}/pipeline")
def get_pipeline(owner: str, name: str):
    pipeline = store.get(f"{owner}/{name}")
    if pipeline is None:
        raise HTTPException(status_code=404)
    return pipeline
