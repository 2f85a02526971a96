import os

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])


@app.post("/support/assume")
async def assume_user(request: Request):
    user_id, reason = request.headers.get("X-Support-User", ""), request.headers.get("X-Support-Reason", "")
    request.session["user_id"] = user_id
    request.session["assume_reason"] = reason[:200]
    return {"ok": True}


@app.get("/me")
async def me(request: Request):
    return {"user_id": request.session.get("user_id")}
