import json
from datetime import datetime, timezone

import redis.asyncio as redis
from fastapi import APIRouter, Depends, FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from .auth import current_member, require_staff

router = APIRouter()
cache = redis.from_url("redis://localhost:6379/2", decode_responses=True)

NOTICES_KEY = "community:notices"


class NoticeIn(BaseModel):
    title: str = Field(..., max_length=120)
    body: str = Field(..., max_length=1000)
    kind: str = Field("event", pattern="^(event|lost-found|for-sale)$")


async def load_notices() -> list[dict]:
    raw = await cache.lrange(NOTICES_KEY, 0, 4)
    return [json.loads(item) for item in raw]


@router.post("/notices", status_code=201)
async def post_notice(item: NoticeIn, member=Depends(current_member)):
    record = item.model_dump() | {"author": member.id, "posted_at": datetime.now(timezone.utc).isoformat()}
    await cache.lpush(NOTICES_KEY, json.dumps(record))
    await cache.ltrim(NOTICES_KEY, 0, 19)
    return record


@router.get("/widgets/notices", response_class=HTMLResponse)
async def notices_widget():
    items = await load_notices()
    blocks = "".join(f'<div class="notice notice-{a["kind"]}"><strong>{a["title"]}</strong> {a["body"]}</div>' for a in items)
    return HTMLResponse(f"<section class='notices'>{blocks}</section>")


@router.delete("/admin/notices", status_code=204, dependencies=[Depends(require_staff)])
async def clear_notices():
    await cache.delete(NOTICES_KEY)


app = FastAPI()
app.include_router(router)
