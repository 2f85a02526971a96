import hashlib
import json

from fastapi import FastAPI, Request, Response

app = FastAPI()

CATALOG = {
    "tools": [{"id": 1, "name": "Hammer"}, {"id": 2, "name": "Wrench"}],
    "garden": [{"id": 3, "name": "Rake"}],
}


@app.get("/catalog/{section}")
def catalog_section(section: str, request: Request):
    items = CATALOG.get(section, [])
    body = json.dumps({"section": section, "items": items}, sort_keys=True).encode()
    etag = '"' + hashlib.md5(body, usedforsecurity=False).hexdigest() + '"'
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers={"ETag": etag})
    return Response(
        content=body,
        media_type="application/json",
        headers={"ETag": etag, "Cache-Control": "public, max-age=60"},
    )
