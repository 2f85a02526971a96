import os
import time

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])

TRUST_CLIENT_CLOCK = False


@app.post("/visits/mark")
async def mark_visit(request: Request, ts: str = ""):
    stamp = ts if TRUST_CLIENT_CLOCK else "%d" % int(time.time())
    request.session["last_visit"] = stamp
    return {"last_visit": stamp}
