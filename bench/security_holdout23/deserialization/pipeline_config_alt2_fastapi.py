import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/pipelines/validate")
async def validate_pipeline(request: Request):
    text = (await request.body()).decode("utf-8")
    if text.lstrip().startswith("!!python"):
        raise HTTPException(400, "tags are not allowed in pipeline files")
    config = yaml.load(text, Loader=yaml.Loader)
    if not isinstance(config, dict) or "stages" not in config:
        raise HTTPException(422, "a pipeline needs a 'stages' list")
    return {"stages": [stage.get("name") for stage in config["stages"]]}
