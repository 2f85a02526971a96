from functools import partial

from fastapi import FastAPI, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="dev-key")


@app.get("/locale")
async def choose_locale(request: Request):
    header = request.headers.get("accept-language", "en")
    primary = header.split(",")[0].split(";")[0].strip()
    save = partial(remember, request, "locale")
    chosen = save(primary)
    return {"locale": chosen}


def remember(request, key, value):
    request.session[key] = value
    return value
