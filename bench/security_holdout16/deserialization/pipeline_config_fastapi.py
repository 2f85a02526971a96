import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
PIPELINES = {}
BANNED_MARKERS = ("!!python", "!!binary")


def load_definition(text: str) -> dict:
    for marker in BANNED_MARKERS:
        if marker in text:
            raise HTTPException(status_code=400, detail=f"{marker} tags are not allowed")
    return yaml.load(text, Loader=yaml.Loader)


@app.put("/pipelines/{name}")
async def put_pipeline(name: str, request: Request):
    text = (await request.body()).decode("utf-8")
    definition = load_definition(text)
    if not isinstance(definition, dict) or "steps" not in definition:
        raise HTTPException(status_code=422, detail="a pipeline needs steps")
    PIPELINES[name] = definition
    return {"name": name, "steps": len(definition["steps"])}
