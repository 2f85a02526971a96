import logging
from functools import lru_cache

from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

logger = logging.getLogger(__name__)
CONFIG_FILES = {
    "services": settings.BASE_DIR / "config" / "services.xml",
    "features": settings.BASE_DIR / "config" / "features.xml",
}


@lru_cache(maxsize=None)
def load_document(name):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(str(CONFIG_FILES[name]), parser)


class ConfigQuery:
    def __init__(self, document):
        self.document = document

    def settings_for(self, component, environment):
        conditions = ["@name='{}'".format(component)]
        if environment:
            conditions.append("@env='{}'".format(environment))
        expression = "/config/component[{}]/setting".format(" and ".join(conditions))
        finder = etree.XPath(expression)
        return {node.get("key"): node.text for node in finder(self.document)}

    def components(self):
        return sorted(set(self.document.xpath("/config/component/@name")))


@staff_member_required
@require_GET
def component_settings(request, source):
    if source not in CONFIG_FILES:
        return JsonResponse({"error": "unknown source"}, status=404)
    query = ConfigQuery(load_document(source))
    component = request.GET.get("component", "")
    environment = request.GET.get("env", "")
    try:
        values = query.settings_for(component, environment)
    except etree.XPathError as exc:
        logger.warning("bad config query: %s", exc)
        return JsonResponse({"error": "invalid query"}, status=400)
    return JsonResponse({"component": component, "settings": values})


@staff_member_required
@require_GET
def component_list(request, source):
    if source not in CONFIG_FILES:
        return JsonResponse({"error": "unknown source"}, status=404)
    return JsonResponse({"components": ConfigQuery(load_document(source)).components()})
