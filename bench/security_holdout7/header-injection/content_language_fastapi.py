from typing import Optional

from fastapi import FastAPI, Header, Response

app = FastAPI()
GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}


def pick_language(lang: Optional[str], accept_language: Optional[str]) -> str:
    if lang:
        return lang
    if accept_language:
        return accept_language.split(",")[0].strip()
    return "en"


@app.get("/greeting")
def greeting(
    response: Response,
    lang: Optional[str] = None,
    accept_language: Optional[str] = Header(None),
):
    chosen = pick_language(lang, accept_language)
    text = GREETINGS.get(chosen[:2].lower(), GREETINGS["en"])
    response.headers["Content-Language"] = chosen
    response.headers["Vary"] = "Accept-Language"
    return {"greeting": text}
