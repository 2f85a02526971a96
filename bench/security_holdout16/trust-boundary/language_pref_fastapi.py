from typing import Annotated

from fastapi import FastAPI, Query, Request
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="lang-pref-secret")

LOCALES = {"en": "en-GB", "de": "de-DE", "fr": "fr-FR"}


@app.post("/preferences/language")
async def set_language(request: Request, lang: Annotated[str, Query(max_length=8)] = "en"):
    match lang.lower():
        case "en" | "de" | "fr" as code:
            locale = LOCALES[code]
        case _:
            locale = LOCALES["en"]
    request.session["locale"] = locale
    return {"locale": locale}
