from quart import Quart, abort, redirect, request, session

from .db import fetch_membership

app = Quart(__name__)
app.secret_key = "quart-team-secret"


@app.post("/teams/switch")
async def switch_team():
    form = await request.form
    requested = form.get("team_id", type=int)
    user_id = session.get("user_id")
    if user_id is None or requested is None:
        abort(400)
    membership = await fetch_membership(user_id=user_id, team_id=requested)
    if membership is None:
        abort(403)
    session["team_id"] = membership.team_id
    return redirect("/teams/current")


@app.get("/teams/current")
async def current_team():
    return {"team_id": session.get("team_id")}
