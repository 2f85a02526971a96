import os
import re

from fastapi import FastAPI, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)
EMAIL_RE = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
LANGUAGES = {"en", "de", "fr", "es"}


def current_user(request: Request) -> dict:
    user = request.session.get("user")
    if not user:
        raise HTTPException(status_code=401)
    return user


@app.get("/profile")
def get_profile(request: Request):
    user = current_user(request)
    return {"user": user, "prefs": request.session.get("prefs", {})}


@app.post("/profile/language")
async def set_language(request: Request):
    current_user(request)
    lang = (await request.json()).get("lang", "en")
    if lang not in LANGUAGES:
        raise HTTPException(status_code=400, detail="language")
    request.session["lang"] = lang
    return {"lang": lang}


@app.post("/profile/contact")
async def update_contact(request: Request):
    current_user(request)
    payload = await request.json()
    email = str(payload.get("email", ""))
    if not EMAIL_RE.fullmatch(email):
        raise HTTPException(status_code=400, detail="email")
    request.session.update(payload)
    return {"email": email}


@app.post("/logout")
def logout(request: Request):
    request.session.clear()
    return {"ok": True}
