from typing import Literal

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

RAW_HOSTS = {
    "github": "https://raw.githubusercontent.com",
    "gitlab": "https://gitlab.com",
    "bitbucket": "https://bitbucket.org",
}


class SyncRequest(BaseModel):
    provider: Literal["github", "gitlab", "bitbucket"]
    repo: str = Field(pattern=r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
    branch: str = Field("main", pattern=r"^[A-Za-z0-9_.-]{1,100}$")


@app.post("/syncs")
async def start_sync(req: SyncRequest):
    base = RAW_HOSTS[req.provider]
    manifest_url = f"{base}/{req.repo}/{req.branch}/manifest.json"
    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        resp = await client.get(manifest_url)
    if resp.status_code != 200:
        raise HTTPException(status_code=422, detail=f"could not read manifest ({resp.status_code})")
    manifest = resp.json()
    return {"name": manifest.get("name"), "files": len(manifest.get("files", []))}
