from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment, select_autoescape

CARD = """<div class="card">
  <h3>{{ title }}</h3>
  <p>{{ blurb }}</p>
  <small>shared by {{ author }}</small>
</div>"""

env = Environment(loader=DictLoader({"card.html": CARD}), autoescape=select_autoescape(["html"]))
app = FastAPI()


@app.get("/share/card", response_class=HTMLResponse)
def share_card(title: str = "Untitled", blurb: str = "", author: str = "anonymous"):
    html = env.get_template("card.html").render(title=title, blurb=blurb[:280], author=author)
    return HTMLResponse(html)
