from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import Environment

app = FastAPI()
env = Environment()


@app.get("/greeting/preview", response_class=HTMLResponse)
def preview_greeting(greeting: str = Cookie(default="Hello {{ name }}")):
    # ruleid: python-template-injection
    return env.from_string(greeting).render(name="friend")


@app.get("/greeting/{name}", response_class=HTMLResponse)
def named_greeting(name: str):
    # ok: python-template-injection
    return env.from_string("Hello {{ name }}").render(name=name)


@app.get("/greeting/count/{count}", response_class=HTMLResponse)
def counted_greeting(count: int):
    # ok: python-template-injection
    return env.from_string("Hello " * count).render()
