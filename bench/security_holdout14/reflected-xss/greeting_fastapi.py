from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

GREETINGS = {"en": "Hello", "fr": "Bonjour", "de": "Hallo"}


@app.get("/welcome", response_class=HTMLResponse)
def welcome(name: str = "guest", lang: str = "en"):
    greeting = GREETINGS.get(lang, GREETINGS["en"])
    fragments = []
    for part in name.split(","):
        fragments.append(f"<span class='name'>{part.strip()}</span>")
    body = "<div>{} {}</div>".format(greeting, " &amp; ".join(fragments))
    return HTMLResponse(content=body)
