from flask import Flask, abort, render_template_string, request, url_for
from markupsafe import Markup

from kb.store import all_categories, get_article, search_articles

app = Flask(__name__)

RESULTS_PAGE = """<!doctype html>
<title>Search: {{ query }}</title>
<nav class="crumbs">{{ crumb }}</nav>
<h1>{{ results|length }} results for "{{ query }}"</h1>
<ul>
{% for article in results %}
  <li><a href="{{ url_for('article', slug=article.slug) }}">{{ article.title }}</a></li>
{% endfor %}
</ul>
<form action="{{ url_for('search') }}"><input name="q" value="{{ query }}"><button>Search</button></form>"""

ARTICLE_PAGE = """<!doctype html>
<title>{{ article.title }}</title>
<h1>{{ article.title }}</h1>
<div class="body">{{ article.body }}</div>"""

INDEX_PAGE = """<!doctype html>
<h1>Help centre</h1>
<ul>{% for c in categories %}<li>{{ c.name }}</li>{% endfor %}</ul>"""


@app.get("/kb")
def index():
    return render_template_string(INDEX_PAGE, categories=all_categories())


@app.get("/kb/search")
def search():
    query = request.args.get("q", "").strip()[:200]
    results = search_articles(query) if query else []
    crumb = Markup('<a href="{}">Help centre</a> / {}').format(url_for("index"), query)
    return render_template_string(RESULTS_PAGE, query=query, results=results, crumb=crumb)


@app.get("/kb/<slug>")
def article(slug):
    found = get_article(slug)
    if found is None:
        abort(404)
    return render_template_string(ARTICLE_PAGE, article=found)
