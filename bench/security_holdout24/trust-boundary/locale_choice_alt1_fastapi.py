from typing import Literal

from fastapi import FastAPI, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="dev-session-key")

SupportedLocale = Literal["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"]


class LocaleChoice(BaseModel):
    locale: SupportedLocale
    remember: bool = True


@app.put("/preferences/locale")
async def set_locale(choice: LocaleChoice, request: Request):
    if choice.remember:
        request.session["locale"] = choice.locale
    return {"locale": choice.locale}


@app.get("/preferences/locale")
async def get_locale(request: Request):
    return {"locale": request.session.get("locale", "en-US")}
