from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from app.config import settings

SUPPORTED_LOCALES = {"en", "de", "fr", "es", "ja"}

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True)


class LocaleChoice(BaseModel):
    locale: str


@app.post("/preferences/locale")
def set_locale(choice: LocaleChoice, request: Request):
    locale = choice.locale.strip().lower()
    if locale not in SUPPORTED_LOCALES:
        raise HTTPException(status_code=422, detail="unsupported locale")
    request.session["locale"] = locale
    return {"locale": locale}


@app.get("/preferences")
def get_preferences(request: Request):
    return {"locale": request.session.get("locale", "en")}
