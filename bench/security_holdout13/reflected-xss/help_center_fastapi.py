from typing import Optional

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment, select_autoescape

TEMPLATES = {
    "layout.html": "<html><body>{% block content %}{% endblock %}</body></html>",
    "article.html": "{% extends 'layout.html' %}{% block content %}<h1>{{ title }}</h1>{{ body }}{% endblock %}",
    "search.html": "{% extends 'layout.html' %}{% block content %}<p>No articles match <b>{{ query }}</b>.</p>{% endblock %}",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=select_autoescape(default=True))
app = FastAPI(title="help")

ARTICLES = {
    "reset-password": ("Resetting your password", "Use the link on the sign-in page."),
    "billing": ("Billing questions", "Invoices are issued monthly."),
}


@app.get("/help/articles")
def article_index():
    return {"articles": sorted(ARTICLES)}


@app.get("/help/articles/{slug}", response_class=HTMLResponse)
def article(slug: str):
    title, body = ARTICLES.get(slug, ("Missing", "Article not found."))
    return env.get_template("article.html").render(title=title, body=body)


@app.get("/help/search", response_class=HTMLResponse)
def search(q: Optional[str] = ""):
    hits = [slug for slug, (title, _) in ARTICLES.items() if q and q.lower() in title.lower()]
    if hits:
        title, body = ARTICLES[hits[0]]
        return env.get_template("article.html").render(title=title, body=body)
    html_out = env.get_template("search.html").render(query=q)
    return HTMLResponse(html_out)


@app.get("/help/ping")
def ping():
    return {"ok": True}
