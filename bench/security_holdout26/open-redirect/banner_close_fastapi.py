import functools
import os
import re

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

LOCAL_PATH = re.compile(r"/(?:[A-Za-z0-9_-]+/?)*")


def continue_to(default: str):
    def decorator(view):
        @functools.wraps(view)
        async def wrapper(request: Request):
            await view(request)
            candidate = request.query_params.get("continue", "")
            destination = candidate if LOCAL_PATH.fullmatch(candidate) else default
            return RedirectResponse(url=destination, status_code=303)

        return wrapper

    return decorator


@app.post("/banner/close")
@continue_to("/")
async def close_banner(request: Request):
    request.session["banner_dismissed"] = True


@app.get("/")
async def home(request: Request):
    return {"banner": not request.session.get("banner_dismissed", False)}
