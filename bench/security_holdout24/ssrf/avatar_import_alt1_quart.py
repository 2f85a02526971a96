from pathlib import Path

import httpx
from quart import Quart, abort, request

app = Quart(__name__)
AVATAR_DIR = Path("/srv/media/avatars")
AVATAR_HOSTS = {"www.gravatar.com", "avatars.githubusercontent.com", "lh3.googleusercontent.com"}


@app.post("/profile/avatar/import")
async def import_avatar():
    data = await request.get_json()
    try:
        url = httpx.URL(str(data.get("image_url", "")).strip())
    except httpx.InvalidURL:
        abort(400, "malformed image_url")
    if url.scheme != "https" or url.host not in AVATAR_HOSTS or url.port not in (None, 443):
        abort(400, "avatars can only be imported from supported providers")
    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        resp = await client.get(url)
    if resp.status_code != 200:
        abort(502, f"provider answered {resp.status_code}")
    target = AVATAR_DIR / f"{int(data['user_id'])}.img"
    target.write_bytes(resp.content)
    return {"stored": target.name, "bytes": len(resp.content)}
