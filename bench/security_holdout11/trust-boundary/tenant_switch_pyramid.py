import logging

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPForbidden, HTTPFound, HTTPNotFound
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config

log = logging.getLogger("tenants")

TENANTS = {
    "acme": {"id": 1, "name": "Acme Corp", "members": {"alice", "bob"}},
    "globex": {"id": 2, "name": "Globex", "members": {"carol"}},
}


class TenantDirectory:
    def __init__(self, data):
        self.data = data

    def find(self, slug):
        return self.data.get(slug)

    def is_member(self, tenant, username):
        return username in tenant["members"]


directory = TenantDirectory(TENANTS)


@view_config(route_name="tenants", renderer="json")
def list_tenants(request):
    user = request.authenticated_userid
    return [slug for slug, t in TENANTS.items() if user in t["members"]]


@view_config(route_name="switch_tenant", request_method="POST")
def switch_tenant(request):
    user = request.authenticated_userid
    if user is None:
        raise HTTPForbidden()
    tenant = directory.find(request.POST.get("tenant", ""))
    if tenant is None:
        raise HTTPNotFound()
    if not directory.is_member(tenant, user):
        log.warning("user %s tried to switch into %s", user, tenant["name"])
        raise HTTPForbidden()
    request.session["tenant_id"] = tenant["id"]
    return HTTPFound(location=request.route_url("tenants"))


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_session_factory(SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True))
    config.add_route("tenants", "/tenants")
    config.add_route("switch_tenant", "/tenants/switch")
    config.scan()
    return config.make_wsgi_app()
