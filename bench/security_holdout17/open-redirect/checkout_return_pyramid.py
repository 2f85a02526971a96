from urllib.parse import urlsplit

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound, HTTPUnprocessableEntity
from pyramid.view import view_config, view_defaults

from .payments import PaymentGateway


class ReturnUrlPolicy:
    def __init__(self, own_hosts: frozenset[str], fallback: str):
        self.own_hosts = own_hosts
        self.fallback = fallback

    def resolve(self, candidate: str | None) -> str:
        if not candidate or "\\" in candidate or any(ord(c) < 32 for c in candidate):
            return self.fallback
        parts = urlsplit(candidate)
        if parts.scheme or parts.netloc:
            if parts.scheme == "https" and parts.hostname in self.own_hosts:
                return candidate
            return self.fallback
        if not parts.path.startswith("/") or parts.path.startswith("//"):
            return self.fallback
        return candidate


@view_defaults(renderer="json")
class CheckoutViews:
    def __init__(self, request):
        self.request = request
        settings = request.registry.settings
        self.policy = ReturnUrlPolicy(
            frozenset(settings["shop.hosts"].split()),
            settings.get("shop.default_return", "/orders"),
        )
        self.gateway = PaymentGateway(settings["payments.api_key"])

    @view_config(route_name="checkout_start", request_method="POST")
    def start(self):
        order_id = self.request.json_body.get("order_id")
        if not isinstance(order_id, int):
            raise HTTPUnprocessableEntity()
        self.request.session["return_to"] = self.request.json_body.get("return_to")
        session_url = self.gateway.create_session(order_id)
        return {"redirect": session_url}

    @view_config(route_name="checkout_return", request_method="GET")
    def finish(self):
        ref = self.request.params.get("ref")
        if ref:
            self.gateway.confirm(ref)
        location = self.policy.resolve(self.request.session.pop("return_to", None))
        return HTTPFound(location=location)


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("checkout_start", "/checkout/start")
        config.add_route("checkout_return", "/checkout/return")
        config.scan()
    return config.make_wsgi_app()
