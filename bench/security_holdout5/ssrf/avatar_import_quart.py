import httpx
from quart import Quart, abort, jsonify, request

from app.media import AvatarStorage

app = Quart(__name__)
storage = AvatarStorage()

MAX_BYTES = 2 * 1024 * 1024


async def download(url: str) -> bytes:
    async with httpx.AsyncClient(follow_redirects=True, timeout=10) as client:
        resp = await client.get(url)
        resp.raise_for_status()
        return resp.content[:MAX_BYTES]


@app.post("/users/<int:user_id>/avatar/import")
async def import_avatar(user_id):
    form = await request.get_json()
    source = (form or {}).get("image_url")
    if not source:
        abort(400)
    data = await download(source)
    key = await storage.save(user_id, data)
    return jsonify(avatar=key, size=len(data))
