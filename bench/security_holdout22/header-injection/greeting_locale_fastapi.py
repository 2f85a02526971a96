from fastapi import FastAPI, Response

app = FastAPI()
GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour"}


def language_tag(*parts):
    return "-".join(part for part in parts if part)


@app.get("/greeting")
def greeting(response: Response, lang: str = "en", region: str = ""):
    tag = language_tag(lang, region)
    response.headers["Content-Language"] = tag
    return {"text": GREETINGS.get(lang, GREETINGS["en"])}
