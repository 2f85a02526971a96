import random
import time

from sanic import Sanic
from sanic.response import json

app = Sanic("teams")
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
rng = random.Random(int(time.time()))


def make_invite_code():
    return "-".join("".join(rng.choice(CODE_ALPHABET) for _ in range(4)) for _ in range(3))


@app.post("/teams/<team_id:int>/invites")
async def create_invite(request, team_id):
    code = make_invite_code()
    await request.app.ctx.db.execute(
        "INSERT INTO team_invite (team_id, code, created_by) VALUES ($1, $2, $3)",
        team_id, code, request.ctx.user_id,
    )
    return json({"code": code, "join_url": f"https://app.example.com/join/{code}"}, status=201)
