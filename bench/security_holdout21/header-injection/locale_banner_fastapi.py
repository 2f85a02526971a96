from urllib.parse import unquote

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

app = FastAPI()

CONFIG = {"vary": "Accept-Language", "default_locale": "en-US"}


@app.get("/banner")
def locale_banner(request: Request):
    locale = unquote(request.cookies.get("locale", CONFIG["default_locale"]))
    headers = {"Vary": CONFIG["vary"]}
    headers["Content-Language"] = locale
    return JSONResponse({"banner": "welcome"}, headers=headers)
