from jinja2 import Environment, select_autoescape
from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

env = Environment(autoescape=select_autoescape(default=True, default_for_string=True))

ARTICLE_TEMPLATE = env.from_string(
    "<html><body><h1>{{ article.title }}</h1><div>{{ article.summary }}</div></body></html>"
)
SEARCH_TEMPLATE = env.from_string(
    "<html><body><h2>Results for {{ query }}</h2>"
    "{% if hits %}<ul>{% for h in hits %}<li><a href='/help/{{ h.slug }}'>{{ h.title }}</a></li>{% endfor %}</ul>"
    "{% else %}<p>No articles matched {{ query }}.</p>{% endif %}</body></html>"
)

ARTICLES = {
    "reset-password": {"slug": "reset-password", "title": "Reset your password", "summary": "Use the login page link."},
    "update-billing": {"slug": "update-billing", "title": "Update billing details", "summary": "Go to Account > Billing."},
    "export-data": {"slug": "export-data", "title": "Export your data", "summary": "Exports are emailed as CSV."},
}


@view_config(route_name="article")
def article(request):
    item = ARTICLES.get(request.matchdict["slug"])
    if item is None:
        return Response("Not found", status=404)
    return Response(ARTICLE_TEMPLATE.render(article=item), content_type="text/html")


@view_config(route_name="search")
def search(request):
    query = request.params.get("q", "").strip()
    hits = [a for a in ARTICLES.values() if query and query.lower() in a["title"].lower()]
    body = SEARCH_TEMPLATE.render(query=query, hits=hits)
    return Response(body, content_type="text/html")


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("search", "/help/search")
        config.add_route("article", "/help/{slug}")
        config.scan()
        return config.make_wsgi_app()
