import json

import requests
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config, view_defaults


class PartnerSettings:
    def __init__(self, settings):
        self.endpoints = json.loads(settings.get("partners.endpoints", "{}"))
        self.timeout = float(settings.get("partners.timeout", "5"))


class PartnerClient:
    def __init__(self, cfg):
        self.cfg = cfg

    def endpoint(self, partner):
        url = self.cfg.endpoints.get(partner)
        if url is None:
            raise HTTPNotFound("unknown partner")
        return url

    def notify(self, partner, event, data):
        url = self.endpoint(partner)
        resp = requests.post(url, json={"event": event, "data": data}, timeout=self.cfg.timeout)
        return resp.status_code


@view_defaults(renderer="json")
class PartnerViews:
    def __init__(self, request):
        self.request = request
        self.client = PartnerClient(request.registry.partner_settings)

    @view_config(route_name="partners", request_method="GET")
    def list_partners(self):
        return sorted(self.request.registry.partner_settings.endpoints)

    @view_config(route_name="partner_notify", request_method="POST")
    def notify(self):
        body = self.request.json_body
        event = body.get("event")
        if not isinstance(event, str) or not event:
            raise HTTPBadRequest("event required")
        code = self.client.notify(self.request.matchdict["partner"], event, body.get("data", {}))
        return {"delivered": 200 <= code < 300, "status": code}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.registry.partner_settings = PartnerSettings(settings)
        config.add_route("partners", "/partners")
        config.add_route("partner_notify", "/partners/{partner}/notify")
        config.scan()
        return config.make_wsgi_app()
