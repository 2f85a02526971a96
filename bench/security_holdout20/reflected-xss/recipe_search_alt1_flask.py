from flask import Flask, render_template_string, request

from kitchen.search import search_recipes

app = Flask(__name__)

PAGE = """<!doctype html>
<html><head><title>Recipes</title></head><body>
<h1>Results for &ldquo;{{ query }}&rdquo;</h1>
<div class="filters">
  {% for d in diets %}<span class="chip">{{ d }}</span>{% endfor %}
</div>
<ul>
  {% for r in results %}
  <li><a href="/r/{{ r.id }}">{{ r.title }}</a> &ndash; {{ r.minutes }} min</li>
  {% else %}
  <li>No recipes found</li>
  {% endfor %}
</ul>
</body></html>"""


@app.get("/recipes/search")
def recipe_search():
    query = request.args.get("q", "").strip()
    diets = request.args.getlist("diet")
    results = search_recipes(query, diets=diets, limit=40)
    return render_template_string(PAGE, query=query, diets=diets, results=results)
