from urllib.parse import urlparse

import httpx
from fastapi import FastAPI, HTTPException
from fastapi.responses import Response

app = FastAPI()
AVATAR_HOSTS = {"avatars.githubusercontent.com", "secure.gravatar.com", "lh3.googleusercontent.com"}


def checked_url(raw: str) -> str:
    parsed = urlparse(raw)
    if parsed.scheme != "https" or parsed.hostname not in AVATAR_HOSTS or parsed.port not in (None, 443):
        raise HTTPException(status_code=400, detail="unsupported avatar source")
    return parsed.geturl()


@app.get("/avatar")
def avatar(src: str):
    url = checked_url(src)
    r = httpx.get(url, timeout=5.0, follow_redirects=False)
    if r.status_code != 200:
        raise HTTPException(status_code=502)
    return Response(content=r.content, media_type=r.headers.get("content-type", "image/png"))
