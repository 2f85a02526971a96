from django.http import JsonResponse
from lxml import etree

SETTINGS_XML = etree.parse("/etc/app/settings.xml")


def setting_value(request):
    section = request.GET.get("section", "general")
    key = request.GET.get("key", "name")
    path = "/settings/section[@name='%s']/entry[@key='%s']" % (section, key)
    evaluator = etree.XPathEvaluator(SETTINGS_XML)
    values = evaluator(path)
    return JsonResponse({"value": values[0].text if values else None})
