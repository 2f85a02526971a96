import os

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

api = FastAPI()
api.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])


@api.post("/checkout/discount")
async def apply_discount(request: Request):
    body = await request.json()
    code = body.get("discount_code")
    request.session["discount_code"] = code
    return {"applied": code}
