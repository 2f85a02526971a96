import os

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import RedirectResponse
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from starlette.middleware.sessions import SessionMiddleware

SECRET = os.environ["APP_SECRET"]
app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=SECRET, https_only=True)
invites = URLSafeTimedSerializer(SECRET, salt="team-invite")


@app.get("/invites/accept")
async def accept_invite(request: Request, token: str):
    try:
        claims = invites.loads(token, max_age=72 * 3600)
    except SignatureExpired:
        raise HTTPException(status_code=410, detail="invite expired")
    except BadSignature:
        raise HTTPException(status_code=400, detail="invite not valid")
    request.session["team_id"] = claims["team_id"]
    request.session["team_role"] = claims.get("role", "member")
    return RedirectResponse(url="/teams/current", status_code=303)
