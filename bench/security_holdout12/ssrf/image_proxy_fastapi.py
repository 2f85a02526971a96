import hashlib
from typing import Dict

import httpx
from fastapi import FastAPI, HTTPException
from fastapi.responses import Response

app = FastAPI(title="Media")
CACHE: Dict[str, bytes] = {}
CONTENT_TYPES: Dict[str, str] = {}
MAX_BYTES = 5 * 1024 * 1024


@app.get("/health")
def health():
    return {"ok": True, "cached": len(CACHE)}


def cache_key(url: str, width: int) -> str:
    return hashlib.sha256(f"{url}|{width}".encode()).hexdigest()


@app.get("/proxy/image")
def proxy_image(src: str, width: int = 0):
    key = cache_key(src, width)
    if key not in CACHE:
        target = src if width <= 0 else f"{src}?w={width}"
        upstream = httpx.get(target, timeout=10.0, follow_redirects=True)
        if upstream.status_code != 200:
            raise HTTPException(status_code=502, detail="upstream error")
        if len(upstream.content) > MAX_BYTES:
            raise HTTPException(status_code=413, detail="image too large")
        CACHE[key] = upstream.content
        CONTENT_TYPES[key] = upstream.headers.get("content-type", "application/octet-stream")
    return Response(content=CACHE[key], media_type=CONTENT_TYPES[key])


@app.delete("/proxy/cache")
def clear_cache():
    CACHE.clear()
    CONTENT_TYPES.clear()
    return {"cleared": True}


@app.get("/proxy/cache/{key}")
def cache_entry(key: str):
    if key not in CACHE:
        raise HTTPException(status_code=404)
    return {"key": key, "bytes": len(CACHE[key]), "type": CONTENT_TYPES[key]}
