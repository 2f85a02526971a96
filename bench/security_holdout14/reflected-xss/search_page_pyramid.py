from dataclasses import dataclass

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config


@dataclass
class SearchState:
    term: str
    page: int = 1

    def heading(self) -> str:
        return "<h2>Results for &ldquo;%s&rdquo; (page %d)</h2>" % (self.term, self.page)


@view_config(route_name="search")
def search_view(request):
    raw_page = request.params.get("page", "1")
    page = int(raw_page) if raw_page.isdigit() else 1
    state = SearchState(term=request.params.get("q", ""), page=page)
    body = "<html><body>" + state.heading() + "<p>No matches.</p></body></html>"
    return Response(text=body, content_type="text/html", charset="utf-8")


def make_app():
    with Configurator() as config:
        config.add_route("search", "/search")
        config.scan()
        return config.make_wsgi_app()
