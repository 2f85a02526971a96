import logging
import sqlite3
from contextlib import closing
from typing import List

from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import DictLoader, Environment, select_autoescape

log = logging.getLogger("recipes")
app = FastAPI()
DB_PATH = "recipes.db"

TEMPLATES = {
    "board.html": """<!doctype html>
<html><body>
<h1>Recipe board</h1>
{% for r in recipes %}
  <article>
    <h2>{{ r.title }}</h2>
    <p class="by">by {{ r.author }}</p>
    <pre>{{ r.steps }}</pre>
  </article>
{% else %}
  <p>No recipes yet.</p>
{% endfor %}
</body></html>""",
}

env = Environment(
    loader=DictLoader(TEMPLATES),
    autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=True),
)


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def init_db():
    with closing(connect()) as conn:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS recipes (id INTEGER PRIMARY KEY, title TEXT, author TEXT, steps TEXT)"
        )
        conn.commit()


def all_recipes() -> List[sqlite3.Row]:
    with closing(connect()) as conn:
        return conn.execute("SELECT title, author, steps FROM recipes ORDER BY id DESC").fetchall()


@app.on_event("startup")
def startup():
    init_db()


@app.post("/recipes")
def add_recipe(title: str = Form(...), author: str = Form("anon"), steps: str = Form("")):
    with closing(connect()) as conn:
        conn.execute(
            "INSERT INTO recipes (title, author, steps) VALUES (?, ?, ?)", (title, author, steps)
        )
        conn.commit()
    log.info("recipe added: %s", title)
    return RedirectResponse("/recipes", status_code=303)


@app.get("/recipes", response_class=HTMLResponse)
def board():
    html = env.get_template("board.html").render(recipes=all_recipes())
    return HTMLResponse(html)
