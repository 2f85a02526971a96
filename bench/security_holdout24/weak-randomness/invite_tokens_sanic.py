import random
import secrets
from datetime import datetime, timedelta, timezone

from sanic import Sanic
from sanic.exceptions import Forbidden, NotFound
from sanic.response import json

app = Sanic("teams")
INVITE_TTL = timedelta(days=7)
BADGE_COLOURS = ["#f97316", "#22c55e", "#3b82f6", "#a855f7", "#ec4899"]


async def admin_team(request, team_id):
    team = await app.ctx.teams.get(team_id)
    if team is None or request.ctx.user.id not in team.admin_ids:
        raise Forbidden("only team admins can manage invites")
    return team


@app.post("/teams/<team_id:int>/invites")
async def create_invite(request, team_id):
    team = await admin_team(request, team_id)
    email = request.json.get("email", "").strip().lower()
    token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + INVITE_TTL
    await app.ctx.invites.insert(team_id=team_id, email=email, token=token, expires=expires)
    link = f"https://app.example.com/join/{token}"
    await app.ctx.mailer.send(email, f"Join {team.name}", f"Accept your invite: {link}")
    return json({"email": email, "expires": expires.isoformat()}, status=201)


@app.post("/join/<token:str>")
async def accept_invite(request, token):
    invite = await app.ctx.invites.find_by_token(token)
    if invite is None or invite.expires < datetime.now(timezone.utc):
        raise NotFound("invite expired or unknown")
    if invite.email != request.ctx.user.email:
        raise Forbidden("invite belongs to another address")
    colour = random.choice(BADGE_COLOURS)
    await app.ctx.teams.add_member(invite.team_id, request.ctx.user.id, badge_colour=colour)
    await app.ctx.invites.delete(invite.id)
    return json({"team_id": invite.team_id, "badge_colour": colour})


@app.get("/teams/<team_id:int>/invites")
async def list_invites(request, team_id):
    await admin_team(request, team_id)
    invites = await app.ctx.invites.for_team(team_id)
    return json([{"email": i.email, "expires": i.expires.isoformat()} for i in invites])
