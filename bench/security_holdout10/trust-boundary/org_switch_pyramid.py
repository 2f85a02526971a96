import logging

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPForbidden, HTTPFound
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config

log = logging.getLogger(__name__)

MEMBERSHIPS = {
    "alice": [{"id": 11, "name": "Acme"}, {"id": 42, "name": "Globex"}],
    "bob": [{"id": 42, "name": "Globex"}],
}


def orgs_for(user):
    return MEMBERSHIPS.get(user, [])


def find_membership(user, raw_org_id):
    try:
        wanted = int(raw_org_id)
    except (TypeError, ValueError):
        return None
    for org in orgs_for(user):
        if org["id"] == wanted:
            return org
    return None


@view_config(route_name="orgs", renderer="json", request_method="GET")
def list_orgs(request):
    user = request.authenticated_userid
    return {"orgs": orgs_for(user), "active": request.session.get("active_org")}


@view_config(route_name="switch_org", request_method="POST")
def switch_org(request):
    user = request.authenticated_userid
    if user is None:
        raise HTTPForbidden()
    org = find_membership(user, request.POST.get("org_id"))
    if org is None:
        log.warning("user %s attempted to switch to a foreign org", user)
        raise HTTPForbidden()
    request.session["active_org"] = org["id"]
    return HTTPFound(location=request.route_url("orgs"))


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_session_factory(
        SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True)
    )
    config.add_route("orgs", "/orgs")
    config.add_route("switch_org", "/orgs/switch")
    config.scan()
    return config.make_wsgi_app()
