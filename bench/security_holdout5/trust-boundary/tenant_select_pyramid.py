from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

from app.tenants import TenantRepository

TENANT_KEY = "tenant_id"


@view_config(route_name="select_tenant", request_method="POST", permission="authenticated")
def select_tenant(request):
    tenant_id = request.params.get("tenant")
    request.session[TENANT_KEY] = tenant_id
    return HTTPFound(location=request.route_url("home"))


@view_config(route_name="home", renderer="json", permission="authenticated")
def home(request):
    repo = TenantRepository(request.dbsession)
    tenant = repo.get(request.session.get(TENANT_KEY))
    return {"tenant": tenant.name if tenant else None, "projects": repo.projects(tenant)}


def includeme(config: Configurator):
    config.add_route("select_tenant", "/tenant/select")
    config.add_route("home", "/")
    config.scan(__name__)
