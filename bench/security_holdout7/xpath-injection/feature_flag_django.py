from django.http import JsonResponse
from django.views.decorators.http import require_GET
from lxml import etree

SETTINGS_FILE = "/etc/app/feature_flags.xml"


@require_GET
def feature_flag(request):
    flag = request.GET.get("name", "")
    env = request.GET.get("env", "production")
    doc = etree.parse(SETTINGS_FILE)
    path = "/flags/environment[@name='" + env + "']/flag[@key='" + flag + "']/@enabled"
    values = doc.xpath(path)
    enabled = bool(values) and values[0] == "true"
    return JsonResponse({"flag": flag, "env": env, "enabled": enabled})
