from dataclasses import dataclass
from pathlib import Path

import httpx
from litestar import Litestar, post
from litestar.exceptions import HTTPException

AVATAR_DIR = Path("/srv/media/avatars")


@dataclass
class AvatarImport:
    user_id: int
    image_url: str


@post("/profile/avatar/import")
async def import_avatar(data: AvatarImport) -> dict:
    url = data.image_url.strip()
    if not url.lower().startswith(("http://", "https://")):
        raise HTTPException(status_code=400, detail="image_url must be an http(s) link")
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(url)
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail=f"remote answered {resp.status_code}: {resp.text[:200]}")
    target = AVATAR_DIR / f"{data.user_id}.img"
    target.write_bytes(resp.content)
    return {"stored": target.name, "bytes": len(resp.content)}


app = Litestar(route_handlers=[import_avatar])
