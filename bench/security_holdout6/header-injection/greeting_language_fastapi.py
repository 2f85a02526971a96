from fastapi import FastAPI, Query
from fastapi.responses import PlainTextResponse

app = FastAPI()
GREETINGS = {"en": "Hello", "fr": "Bonjour", "de": "Hallo", "es": "Hola"}


@app.get("/greeting")
def greeting(lang: str = Query("en")):
    text = GREETINGS.get(lang[:2].lower(), GREETINGS["en"])
    response = PlainTextResponse(text)
    response.headers["Content-Language"] = lang
    return response
