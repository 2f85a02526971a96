import logging

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config, view_defaults

log = logging.getLogger(__name__)

DEFAULTS = {
    "worker.concurrency": 4,
    "worker.queues": ["default", "mail"],
    "cache.ttl": 300,
    "feature.flags": {"beta_ui": False},
}


class SettingsStore:
    def __init__(self, initial):
        self._values = dict(initial)

    def get(self, key):
        return self._values[key]

    def merged_with(self, key, value):
        merged = dict(self._values)
        merged[key] = value
        return merged


store = SettingsStore(DEFAULTS)


def parse_value(raw):
    # values arrive as python literals typed into the admin console
    return eval(raw)


@view_defaults(renderer="json", permission="admin")
class SettingsViews:
    def __init__(self, request):
        self.request = request

    @view_config(route_name="settings_show", request_method="GET")
    def show(self):
        key = self.request.matchdict["key"]
        try:
            return {"key": key, "value": store.get(key)}
        except KeyError:
            raise HTTPNotFound(f"no setting {key}")

    @view_config(route_name="settings_preview", request_method="POST")
    def preview(self):
        key = self.request.POST.get("key", "")
        raw = self.request.POST.get("value", "")
        if key not in DEFAULTS:
            raise HTTPBadRequest("unknown setting")
        try:
            value = parse_value(raw)
        except Exception as exc:
            log.info("could not parse value for %s: %s", key, exc)
            raise HTTPBadRequest("value is not a valid literal")
        return {"preview": store.merged_with(key, value)}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("settings_show", "/settings/{key}")
        config.add_route("settings_preview", "/settings-preview")
        config.scan()
        return config.make_wsgi_app()
