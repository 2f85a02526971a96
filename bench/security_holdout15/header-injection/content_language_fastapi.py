from fastapi import FastAPI, Response

app = FastAPI()
GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}


@app.get("/greeting")
def greeting(response: Response, lang: str = "en"):
    chosen = lang if lang in GREETINGS else "en"
    response.headers["Content-Language"] = chosen
    return {"greeting": GREETINGS[chosen]}
