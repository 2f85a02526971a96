import os
import secrets

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

api = FastAPI()
api.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])


@api.post("/checkout/start")
async def start_checkout(request: Request):
    body = await request.json()
    items = body.get("items", [])
    request.session["checkout_id"] = secrets.token_urlsafe(16)
    return {"items": len(items)}
