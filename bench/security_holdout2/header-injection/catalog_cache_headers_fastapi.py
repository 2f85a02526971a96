import hashlib
import json

from fastapi import FastAPI, Response

from catalog.repository import load_category

CACHE_POLICY = "public, max-age=300, stale-while-revalidate=60"

app = FastAPI()


@app.get("/catalog/{category}")
async def catalog_category(category: str, response: Response):
    items = await load_category(category)
    body = json.dumps(items, sort_keys=True, default=str).encode()
    etag = hashlib.sha256(body).hexdigest()[:32]
    response.headers["ETag"] = f'"{etag}"'
    response.headers["Cache-Control"] = CACHE_POLICY
    return items
