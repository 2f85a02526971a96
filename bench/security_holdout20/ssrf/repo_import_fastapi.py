import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, HttpUrl

app = FastAPI()


class ImportRequest(BaseModel):
    source_url: HttpUrl
    branch: str = "main"


@app.post("/imports")
async def start_import(req: ImportRequest):
    manifest_url = f"{str(req.source_url).rstrip('/')}/raw/{req.branch}/manifest.json"
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(manifest_url)
    if resp.status_code != 200:
        raise HTTPException(status_code=422, detail=f"could not read manifest ({resp.status_code}): {resp.text[:200]}")
    manifest = resp.json()
    return {"name": manifest.get("name"), "files": len(manifest.get("files", []))}
