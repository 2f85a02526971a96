import base64
import os

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

ANNOUNCEMENTS = [
    {"id": 1, "title": "Maintenance window", "body": "Saturday 02:00-04:00 UTC"},
    {"id": 2, "title": "New reports", "body": "Quarterly exports are available"},
]


class Identity:
    @staticmethod
    def from_header(raw: str) -> str:
        padded = raw + "=" * (-len(raw) % 4)
        return base64.b64decode(padded).decode("utf-8")


@app.get("/announcements")
async def list_announcements():
    return {"items": ANNOUNCEMENTS}


@app.get("/announcements/{item_id}")
async def get_announcement(item_id: int):
    for item in ANNOUNCEMENTS:
        if item["id"] == item_id:
            return item
    return JSONResponse({"detail": "not found"}, status_code=404)


@app.post("/session/identify")
async def identify(request: Request):
    raw = request.headers.get("x-member-ref", "")
    member = Identity.from_header(raw).strip()
    request.session["member"] = member
    request.session["is_staff"] = member.endswith("@staff.example")
    return {"member": member}


@app.get("/session/whoami")
async def whoami(request: Request):
    return {"member": request.session.get("member"), "staff": request.session.get("is_staff", False)}


@app.post("/session/clear")
async def clear(request: Request):
    request.session.clear()
    return {"cleared": True}
