import hashlib
import json

from fastapi import FastAPI, Request, Response

from app.catalog import load_public_catalog

app = FastAPI()


def compute_etag(payload: bytes) -> str:
    return '"' + hashlib.md5(payload, usedforsecurity=False).hexdigest() + '"'


@app.get("/catalog")
def catalog(request: Request):
    data = load_public_catalog()
    body = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    etag = compute_etag(body)
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers={"ETag": etag})
    return Response(
        content=body,
        media_type="application/json",
        headers={"ETag": etag, "Cache-Control": "public, max-age=60"},
    )
