import os

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

SUPPORTED = {"en": "en-GB", "fr": "fr-FR", "de": "de-DE"}


def resolve_locale(code: str):
    return SUPPORTED.get(code.strip().lower())


@app.get("/locale/{code}")
def set_locale(code: str, request: Request):
    locale = resolve_locale(code)
    if locale is None:
        return RedirectResponse("/", status_code=303)
    request.session["locale"] = locale
    return RedirectResponse("/", status_code=303)
