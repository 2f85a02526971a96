import uuid

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config, view_defaults


class GatewaySettings:
    def __init__(self, settings):
        self.service_name = settings.get("gateway.service_name", "catalog")
        self.api_version = settings.get("gateway.api_version", "2")


class CatalogRepository:
    items = {"1": {"name": "Desk lamp", "price": 39.0}, "2": {"name": "Bookshelf", "price": 129.0}}

    def get(self, item_id):
        return self.items.get(item_id)

    def all(self):
        return [{"id": k, **v} for k, v in self.items.items()]


class CorrelationHeaders:
    def __init__(self, request, cfg):
        self.request = request
        self.cfg = cfg

    def correlation_id(self):
        return self.request.headers.get("X-Request-ID") or self.request.params.get("rid") or uuid.uuid4().hex

    def apply(self, response):
        response.headers["X-Request-ID"] = self.correlation_id()
        response.headers["X-Service"] = self.cfg.service_name
        response.headers["X-API-Version"] = self.cfg.api_version
        return response


@view_defaults(renderer="json")
class CatalogViews:
    def __init__(self, request):
        self.request = request
        self.repo = CatalogRepository()
        self.headers = CorrelationHeaders(request, request.registry.gateway_settings)

    @view_config(route_name="items")
    def list_items(self):
        self.headers.apply(self.request.response)
        return self.repo.all()

    @view_config(route_name="item")
    def get_item(self):
        item = self.repo.get(self.request.matchdict["item_id"])
        if item is None:
            raise HTTPNotFound()
        self.headers.apply(self.request.response)
        return item

    @view_config(route_name="ping", renderer=None)
    def ping(self):
        return Response("pong", content_type="text/plain")


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.registry.gateway_settings = GatewaySettings(settings)
        config.add_route("items", "/items")
        config.add_route("item", "/items/{item_id}")
        config.add_route("ping", "/ping")
        config.scan()
        return config.make_wsgi_app()
