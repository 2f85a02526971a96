import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet/page", response_class=HTMLResponse)
def greet_page(name: str = ""):
    # a route declared to answer with HTML sends the string it returns as the page
    # ruleid: python-xss-reflected-taint
    return f"<p>Hi {name}</p>"


@app.get("/greet/page/escaped", response_class=HTMLResponse)
async def greet_page_escaped(name: str = ""):
    page = "<p>Hi " + html.escape(name) + "</p>"
    # ok: python-xss-reflected-taint
    return page


@app.post("/greet/page/built", response_class=HTMLResponse)
async def greet_page_built(name: str = ""):
    page = "<p>Hi " + name + "</p>"
    # ruleid: python-xss-reflected-taint
    return page


@app.get("/greet/page/response", response_class=HTMLResponse)
def greet_page_response(name: str = ""):
    # a response it builds itself is judged where it is built
    # ok: python-xss-reflected-taint
    return HTMLResponse("<p>Hi " + html.escape(name) + "</p>")


@app.get("/greet/json")
def greet_json(name: str = ""):
    # a route that keeps its default response class sends the string as JSON
    # ok: python-xss-reflected-taint
    return f"Hi {name}"
