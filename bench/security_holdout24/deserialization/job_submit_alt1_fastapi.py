import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
PENDING_JOBS: list[dict] = []
YAML_TYPES = {"application/x-yaml", "application/yaml", "text/yaml"}


@app.post("/jobs")
async def submit_job(request: Request):
    content_type = request.headers.get("content-type", "").split(";")[0].strip()
    if content_type not in YAML_TYPES:
        raise HTTPException(415, "send the job spec as YAML")
    raw = await request.body()
    spec = yaml.load(raw, Loader=yaml.Loader)
    if not isinstance(spec, dict) or "image" not in spec:
        raise HTTPException(422, "job spec needs an image")
    job = {
        "image": spec["image"],
        "args": [str(a) for a in spec.get("args", [])],
        "cpu": float(spec.get("cpu", 1)),
    }
    PENDING_JOBS.append(job)
    return {"position": len(PENDING_JOBS), "job": job}
