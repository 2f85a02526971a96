from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import RedirectResponse

from .auth import authenticate, create_session_cookie

app = FastAPI()

DESTINATIONS = {
    "dashboard": "/app/dashboard",
    "billing": "/app/settings/billing",
    "reports": "/app/reports",
    "team": "/app/settings/team",
}


@app.post("/auth/login")
async def login(username: str = Form(...), password: str = Form(...), goto: str = Form("dashboard")):
    user = await authenticate(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    target = DESTINATIONS.get(goto, DESTINATIONS["dashboard"])
    response = RedirectResponse(url=target, status_code=303)
    response.set_cookie("session", create_session_cookie(user), httponly=True, secure=True)
    return response
