from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import Environment

app = FastAPI()
env = Environment()


@app.get("/greeting/preview", response_class=HTMLResponse)
def preview_greeting(greeting: str = Cookie(default="Hello {{ name }}")):
    sources = {"saved": greeting, "default": "Hello {{ name }}"}
    mode = "saved"
    chosen = sources[mode]
    return env.from_string(chosen).render(name="friend")
