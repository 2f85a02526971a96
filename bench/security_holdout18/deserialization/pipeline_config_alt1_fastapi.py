import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
PIPELINES: dict[str, dict] = {}


@app.put("/pipelines/{name}")
async def upload_pipeline(name: str, request: Request):
    text = (await request.body()).decode("utf-8")
    if "!!python" in text:
        raise HTTPException(status_code=400, detail="python tags are not allowed")
    config = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(config, dict) or "steps" not in config:
        raise HTTPException(status_code=422, detail="pipeline needs a steps list")
    PIPELINES[name] = config
    return {"name": name, "steps": len(config["steps"])}
