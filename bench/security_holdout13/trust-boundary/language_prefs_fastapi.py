import re
from typing import Optional

from fastapi import FastAPI, Form, HTTPException, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI(title="prefs")
app.add_middleware(SessionMiddleware, secret_key="load-from-environment", https_only=True)

LANG_RE = re.compile(r"[a-z]{2}(-[A-Z]{2})?")
GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}


@app.get("/prefs")
def read_prefs(request: Request):
    return {
        "lang": request.session.get("lang", "en"),
        "tz": request.session.get("tz", "UTC"),
    }


@app.post("/prefs/lang")
def set_lang(request: Request, lang: str = Form(...)):
    if not LANG_RE.fullmatch(lang):
        raise HTTPException(status_code=400, detail="bad language tag")
    request.session["lang"] = lang
    return {"lang": lang}


@app.get("/greeting")
def greeting(request: Request, name: Optional[str] = None):
    lang = request.session.get("lang", "en").split("-")[0]
    word = GREETINGS.get(lang, GREETINGS["en"])
    return {"text": f"{word}, {name or 'friend'}"}


@app.post("/prefs/reset")
def reset(request: Request):
    request.session.clear()
    return {"reset": True}
