from urllib.parse import urlparse

import requests
from fastapi import FastAPI, HTTPException
from fastapi.responses import Response
from pydantic import BaseModel

app = FastAPI()
AVATAR_HOSTS = {
    "avatars.githubusercontent.com",
    "secure.gravatar.com",
    "lh3.googleusercontent.com",
}


class AvatarImport(BaseModel):
    url: str


@app.post("/me/avatar/import")
def import_avatar(body: AvatarImport):
    parsed = urlparse(body.url)
    if parsed.scheme != "https" or parsed.hostname not in AVATAR_HOSTS:
        raise HTTPException(status_code=400, detail="avatar host not permitted")
    if parsed.port not in (None, 443) or parsed.username or parsed.password:
        raise HTTPException(status_code=400, detail="avatar host not permitted")
    resp = requests.get(body.url, timeout=5, allow_redirects=False)
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail="avatar fetch failed")
    ctype = resp.headers.get("Content-Type", "application/octet-stream")
    return Response(content=resp.content[: 2 * 1024 * 1024], media_type=ctype)
