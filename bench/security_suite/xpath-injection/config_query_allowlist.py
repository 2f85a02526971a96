from django.http import JsonResponse
from lxml import etree

SETTINGS_XML = etree.parse("/etc/app/settings.xml")
SECTIONS = {"general", "mail", "storage"}


def setting_value(request):
    section = request.GET.get("section", "general")
    if section not in SECTIONS:
        section = "general"
    path = "/settings/section[@name='%s']/entry" % section
    values = SETTINGS_XML.xpath(path)
    return JsonResponse({"entries": [v.get("key") for v in values]})
