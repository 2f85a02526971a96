import re

from django.conf import settings
from django.http import Http404, HttpResponseForbidden, JsonResponse
from django.views.decorators.http import require_GET, require_POST
from lxml import etree

SECTION_RE = re.compile(r"[a-z][a-z0-9_]{0,40}")
PREFIX_RE = re.compile(r"[A-Za-z0-9_.]{0,60}")

_config_doc = None


def config_doc():
    global _config_doc
    if _config_doc is None:
        _config_doc = etree.parse(settings.APP_CONFIG_XML)
    return _config_doc


def setting_to_dict(node):
    return {
        "key": node.get("key"),
        "value": node.text,
        "type": node.get("type", "string"),
    }


@require_GET
def sections(request):
    names = config_doc().xpath("/config/section[@visibility='public']/@name")
    return JsonResponse({"sections": sorted(str(n) for n in names)})


@require_GET
def section_values(request, section):
    prefix = request.GET.get("prefix", "")
    if not SECTION_RE.fullmatch(section) or not PREFIX_RE.fullmatch(prefix):
        raise Http404("unknown section")
    expr = f"/config/section[@name='{section}' and @visibility='public']/setting"
    if prefix:
        expr += f"[starts-with(@key, '{prefix}')]"
    nodes = config_doc().xpath(expr)
    if not nodes:
        raise Http404("no settings matched")
    return JsonResponse({"section": section, "settings": [setting_to_dict(n) for n in nodes]})


@require_POST
def reload_config(request):
    global _config_doc
    if not request.user.is_staff:
        return HttpResponseForbidden()
    _config_doc = None
    config_doc()
    return JsonResponse({"reloaded": True})
