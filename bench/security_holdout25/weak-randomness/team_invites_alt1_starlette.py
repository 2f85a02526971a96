import random
import secrets

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

INVITES = {}
AVATAR_COLOURS = ["teal", "amber", "violet", "coral", "slate"]


def new_invite(team_id, email):
    token = secrets.token_urlsafe(32)
    INVITES[token] = {"team": team_id, "email": email, "colour": random.choice(AVATAR_COLOURS)}
    return token


async def invite(request):
    data = await request.json()
    token = new_invite(request.path_params["team_id"], data["email"])
    return JSONResponse({"invite_url": f"https://app.example.com/join/{token}"}, status_code=201)


app = Starlette(routes=[Route("/teams/{team_id:int}/invites", invite, methods=["POST"])])
