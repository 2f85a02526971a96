import re

import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
API = "https://api.github.com"
SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,99}")


@app.get("/repos/{owner}/{name}")
async def repo_meta(owner: str, name: str):
    parts = [owner, name]
    if not all(SEGMENT.fullmatch(p) for p in parts):
        raise HTTPException(status_code=400, detail="invalid repository name")
    url = f"{API}/repos/{'/'.join(parts)}"
    async with httpx.AsyncClient(timeout=5) as client:
        reply = await client.get(url, headers={"Accept": "application/vnd.github+json"})
    if reply.status_code != 200:
        raise HTTPException(status_code=reply.status_code)
    data = reply.json()
    return {"full_name": data["full_name"], "stars": data["stargazers_count"]}
