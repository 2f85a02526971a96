import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
REQUIRED_KEYS = {"service", "replicas"}


@app.post("/deployments/validate")
async def validate_manifest(request: Request):
    text = (await request.body()).decode("utf-8", "replace")
    try:
        manifest = yaml.safe_load(text)
    except yaml.YAMLError:
        raise HTTPException(400, "invalid YAML")
    if not isinstance(manifest, dict) or not REQUIRED_KEYS <= manifest.keys():
        raise HTTPException(422, "missing required keys")
    return {"service": manifest["service"], "replicas": int(manifest["replicas"])}
