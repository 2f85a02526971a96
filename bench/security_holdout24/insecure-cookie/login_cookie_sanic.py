from sanic import Sanic
from sanic.exceptions import Unauthorized
from sanic.response import json

from .auth import authenticate, create_session

app = Sanic("portal")
SESSION_MAX_AGE = 7 * 24 * 3600


@app.post("/login")
async def login(request):
    form = request.form
    user = await authenticate(form.get("username", ""), form.get("password", ""))
    if user is None:
        raise Unauthorized("invalid credentials")
    token = await create_session(user.id)
    resp = json({"user": user.username})
    resp.add_cookie(
        "auth_token",
        token,
        max_age=SESSION_MAX_AGE,
        path="/",
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return resp
