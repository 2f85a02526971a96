from flask import Flask, request
from markupsafe import escape

from .recipes import find_recipes

app = Flask(__name__)


@app.get("/recipes")
def recipe_search():
    term = request.args.get("q", "").strip()
    cuisine = request.args.get("cuisine", "any")
    found = find_recipes(term, cuisine=cuisine)
    rows = "".join(f"<li><a href='/recipes/{r.id}'>{escape(r.title)}</a></li>" for r in found)
    heading = f"{len(found)} recipes for {escape(term)} ({escape(cuisine)})"
    return f"<html><body><h1>{heading}</h1><ul>{rows}</ul></body></html>"
