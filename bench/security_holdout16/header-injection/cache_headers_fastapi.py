import uuid
from datetime import datetime, timezone
from email.utils import format_datetime

from fastapi import FastAPI, Header, HTTPException, Query, Response

app = FastAPI()
CACHE_POLICIES = {
    "none": "no-store",
    "short": "public, max-age=60",
    "long": "public, max-age=86400, immutable",
}
ASSETS = {}


@app.get("/assets/{asset_id}")
def get_asset(
    asset_id: str,
    response: Response,
    policy: str = Query("short"),
    trace: str = Header("", alias="X-Trace-Id"),
):
    try:
        key = uuid.UUID(asset_id)
    except ValueError:
        raise HTTPException(status_code=404)
    asset = ASSETS.get(key)
    if asset is None:
        raise HTTPException(status_code=404)
    try:
        trace_id = str(uuid.UUID(trace))
    except ValueError:
        trace_id = str(uuid.uuid4())
    response.headers["Cache-Control"] = CACHE_POLICIES.get(policy, CACHE_POLICIES["short"])
    response.headers["Last-Modified"] = format_datetime(asset["modified"], usegmt=True)
    response.headers["X-Trace-Id"] = trace_id
    return {"id": str(key), "name": asset["name"]}


@app.put("/assets/{asset_id}")
def put_asset(asset_id: str, name: str = Query(..., max_length=100)):
    try:
        key = uuid.UUID(asset_id)
    except ValueError:
        raise HTTPException(status_code=400, detail="asset id must be a UUID")
    ASSETS[key] = {"name": name, "modified": datetime.now(timezone.utc)}
    return {"id": str(key)}


@app.get("/cache-policies")
def cache_policies():
    return CACHE_POLICIES
