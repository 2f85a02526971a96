import random
from datetime import datetime, timedelta

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
INVITES = {}


class InviteService:
    def __init__(self, store, length=8):
        self.store = store
        self.length = length

    def issue(self, team):
        code = "".join(random.choices(ALPHABET, k=self.length))
        self.store[code] = {"team": team, "expires": datetime.utcnow() + timedelta(days=7)}
        return code


async def create_invite(request):
    body = await request.json()
    code = InviteService(INVITES).issue(body.get("team", "default"))
    return JSONResponse({"code": code}, status_code=201)


app = Starlette(routes=[Route("/invites", create_invite, methods=["POST"])])
