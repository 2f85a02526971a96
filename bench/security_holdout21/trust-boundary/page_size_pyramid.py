import logging

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPSeeOther
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config
from sqlalchemy import select

from .models import Article, get_dbsession

log = logging.getLogger(__name__)

MIN_PAGE_SIZE = 10
MAX_PAGE_SIZE = 100
DEFAULT_PAGE_SIZE = 20


def parse_positive_int(raw, field):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise HTTPBadRequest(f"{field} must be a number")
    if value < 1:
        raise HTTPBadRequest(f"{field} must be positive")
    return value


@view_config(route_name="list_prefs", request_method="POST")
def update_list_prefs(request):
    size = parse_positive_int(request.POST.get("page_size"), "page_size")
    size = max(MIN_PAGE_SIZE, min(MAX_PAGE_SIZE, size))
    request.session["page_size"] = size
    log.debug("page size set to %d", size)
    return HTTPSeeOther(location=request.route_url("articles"))


@view_config(route_name="articles", renderer="json", request_method="GET")
def list_articles(request):
    size = request.session.get("page_size", DEFAULT_PAGE_SIZE)
    page = parse_positive_int(request.params.get("page", "1"), "page")
    stmt = (
        select(Article)
        .where(Article.published.is_(True))
        .order_by(Article.published_at.desc())
        .limit(size)
        .offset((page - 1) * size)
    )
    rows = get_dbsession(request).execute(stmt).scalars().all()
    return {"page": page, "size": size, "items": [a.as_dict() for a in rows]}


def main(global_config, **settings):
    config = Configurator(settings=settings)
    factory = SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True)
    config.set_session_factory(factory)
    config.add_route("articles", "/articles")
    config.add_route("list_prefs", "/preferences/list")
    config.scan()
    return config.make_wsgi_app()
