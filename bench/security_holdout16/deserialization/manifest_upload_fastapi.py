import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()
DEPLOYMENTS = {}


@app.post("/deployments")
async def upload_manifest(manifest: UploadFile = File(...)):
    text = (await manifest.read(128 * 1024)).decode("utf-8", errors="replace")
    try:
        spec = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    if not isinstance(spec, dict) or "name" not in spec:
        raise HTTPException(status_code=422, detail="manifest needs a name")
    DEPLOYMENTS[str(spec["name"])] = spec
    return {"name": spec["name"], "replicas": spec.get("replicas", 1)}
