import re
from typing import List
from urllib.parse import urlsplit

import requests
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)
PREVIEW_HOSTS = {"www.youtube.com", "github.com", "en.wikipedia.org", "docs.python.org"}


class PreviewRequest(BaseModel):
    links: List[str]


def checked_url(url: str) -> str:
    parts = urlsplit(url.strip())
    if parts.scheme != "https" or parts.hostname not in PREVIEW_HOSTS or parts.port not in (None, 443):
        raise HTTPException(status_code=400, detail="host not allowed")
    return parts.geturl()


@app.post("/preview")
def preview(body: PreviewRequest):
    titles = []
    for link in [checked_url(u) for u in body.links[:5]]:
        resp = requests.get(link, timeout=5, allow_redirects=False)
        match = TITLE_RE.search(resp.text)
        titles.append({"url": link, "title": match.group(1).strip() if match else None})
    return titles
