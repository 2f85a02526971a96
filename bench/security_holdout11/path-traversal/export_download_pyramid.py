from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

EXPORTS = {
    "customers": "/srv/exports/customers.csv",
    "orders": "/srv/exports/orders.csv",
    "inventory": "/srv/exports/inventory.csv",
}


@view_config(route_name="export")
def export_download(request):
    kind = request.params.get("kind", "orders")
    path = EXPORTS.get(kind)
    if path is None:
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="text/csv")


def main():
    with Configurator() as config:
        config.add_route("export", "/export")
        config.scan()
        return config.make_wsgi_app()
